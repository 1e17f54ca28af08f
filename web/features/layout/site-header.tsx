import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { LogOut, Menu, Phone, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CRISIS_LINE } from '../../../shared/constants';
import { useStoredUser } from '../../lib/stored-user';
import { signOut } from '../auth/sign-out';
import { useSignOutFlow } from '../sync/use-sign-out-flow';
import { preloadMenuRoutes } from './menu-preload';
import { navFor } from './nav-items';
import { NavLinks } from './nav-links';

// Dexie and the dialog load only for signed-in members, never on the visitor's landing page.
const SyncIndicator = lazy(() => import('../sync/sync-indicator'));
const SignOutWarning = lazy(() => import('../sync/sign-out-warning'));

/** The top bar: brand, navigation for who is signed in, crisis line always one tap away. */
export function SiteHeader() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = navFor(user);

  // Close the phone menu whenever the page changes (back, forward, a link elsewhere on the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  const isMember = user !== null && user.userType !== 'psychologist';
  const signOutFlow = useSignOutFlow(user, async () => {
    await signOut();
    await navigate({ to: '/' });
  });

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link
          to={user ? (user.userType === 'psychologist' ? '/psychologist-dashboard' : '/dashboard') : '/'}
          className="brand"
        >
          <img src="/icons/favicon.svg" alt="" width="32" height="32" />
          <span>Virada</span>
        </Link>
        {isMember && (
          <Suspense fallback={null}>
            <SyncIndicator userId={user.id} />
          </Suspense>
        )}
        <a
          className="crisis-pill"
          href={`tel:${CRISIS_LINE}`}
          aria-label={`Ligar para o CVV, ${CRISIS_LINE}, 24 horas e gratuito`}
        >
          <Phone size={16} aria-hidden="true" />
          <span>{CRISIS_LINE}</span>
        </a>
        <button
          type="button"
          className="btn btn-ghost btn-icon menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => {
            // Opening the menu is the intent to go somewhere: start what a slow page needs now.
            if (!menuOpen) preloadMenuRoutes(router, nav.items, pathname);
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{menuOpen ? 'Fechar menu' : 'Abrir menu'}</span>
        </button>
        <nav
          id="site-nav"
          className="site-nav"
          data-open={menuOpen}
          aria-label="Navegação principal"
          // A tap on a link closes the menu in the same render as the navigation it starts (the
          // effect above would render the header a second time once the path changed).
          onClickCapture={(event) => {
            if ((event.target as Element).closest('a')) setMenuOpen(false);
          }}
        >
          <NavLinks items={nav.items} />
          <div className="site-nav-actions">
            {user ? (
              <>
                {nav.profilePath && (
                  <Link
                    to={nav.profilePath}
                    className="btn btn-ghost btn-icon"
                    aria-label="Meu perfil"
                    title="Meu perfil"
                  >
                    <UserRound aria-hidden="true" />
                  </Link>
                )}
                <button type="button" className="btn btn-ghost" onClick={signOutFlow.request}>
                  <LogOut size={18} aria-hidden="true" />
                  Sair
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className="btn btn-ghost">
                  Entrar
                </Link>
                <Link to="/register" className="btn btn-primary">
                  Começar Jornada
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
      {signOutFlow.warningFor && (
        <Suspense fallback={null}>
          <SignOutWarning
            userId={signOutFlow.warningFor}
            onCancel={signOutFlow.cancel}
            onConfirm={signOutFlow.confirm}
          />
        </Suspense>
      )}
    </header>
  );
}
