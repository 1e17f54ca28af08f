import type { LucideIcon } from 'lucide-react';

export interface LandingIconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of benefit cards (icon, title, text), as on / and /psychologist. */
export function LandingFeatureList({ items }: { items: readonly LandingIconCard[] }) {
  return (
    <ul className="landing-feature-grid">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="card landing-feature">
          <span className="landing-feature-icon">
            <Icon size={24} aria-hidden="true" />
          </span>
          <h3>{title}</h3>
          <p className="muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps (icon, title, text); `className` adds a layout, e.g. three columns. */
export function LandingStepList({
  items,
  className,
}: {
  items: readonly LandingIconCard[];
  className?: string;
}) {
  return (
    <ol className={['landing-steps', className ?? ''].join(' ').trim()}>
      {items.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="card landing-step">
          <span className="landing-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="landing-step-icon">
            <Icon size={22} aria-hidden="true" />
          </span>
          <h3>{title}</h3>
          <p className="muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
