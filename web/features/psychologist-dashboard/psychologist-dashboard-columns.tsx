import type { ReactNode } from 'react';

/**
 * Clients in the wide column, invites and contact requests beside them. On a phone they stack;
 * with no client yet the invite comes first, because inviting is the one thing to do. The DOM
 * order follows, so keyboard and screen-reader order match what is seen on a phone.
 */
export function PsychologistDashboardColumns({
  clients,
  side,
  sideFirst,
}: {
  clients: ReactNode;
  side: ReactNode;
  sideFirst: boolean;
}) {
  const main = (
    <div key="main" className="psy-dashboard-main">
      {clients}
    </div>
  );
  const aside = (
    <aside key="side" className="psy-dashboard-side" aria-label="Convites e pedidos de contato">
      {side}
    </aside>
  );
  return <div className="psy-dashboard-grid">{sideFirst ? [aside, main] : [main, aside]}</div>;
}
