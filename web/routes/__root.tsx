import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ToastHost } from '../components/ui/toast-host';
import { useLiveChannel } from '../features/auth/use-live-channel';
import { useSessionCheck } from '../features/auth/use-session-check';
import { SiteHeader } from '../features/layout/site-header';
import { AppLifecycle } from '../pwa/app-lifecycle';
import { useMemberSync } from '../sync/use-member-sync';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  useSessionCheck();
  useMemberSync();
  useLiveChannel();
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastHost />
      <AppLifecycle />
    </>
  );
}
