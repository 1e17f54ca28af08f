import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { scrollToSection } from '../../lib/scroll-to-section';
import type { NavItem } from './nav-items';

/** The navigation's links; section items scroll on the landing page or go there first. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  return (
    <ul className="site-nav-links">
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' ? (
            <Link
              to={item.to}
              className="nav-link"
              activeProps={{ 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/' }}
            >
              {item.label}
            </Link>
          ) : (
            <a
              href={`/#${item.sectionId}`}
              className="nav-link"
              onClick={(event) => {
                event.preventDefault();
                if (pathname === '/' && scrollToSection(item.sectionId)) {
                  window.history.replaceState(null, '', `/#${item.sectionId}`);
                  return;
                }
                void navigate({ to: '/', hash: item.sectionId });
              }}
            >
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
