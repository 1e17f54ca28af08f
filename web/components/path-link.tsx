import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to an app path that may carry a query or a hash (`/jogos?jogo=onda`,
 * `/articles/complete-recovery-guide#dinheiro-e-dividas`) or that another area builds (`/caps`):
 * a plain link (a long press or a new tab still works), opened through the router.
 */
export function PathLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={open}>
      {children}
    </a>
  );
}
