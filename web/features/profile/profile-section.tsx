import type { ReactNode } from 'react';

/** One card of /profile with its heading; `id` is its anchor (e.g. /profile#compartilhar). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
