import { Link } from '@tanstack/react-router';
import { Sprout } from 'lucide-react';
import { CRISIS_LINE } from '../../../shared/constants';
import { usePageTitle } from '../../lib/use-page-title';

/** A page being prepared: its title and one honest line, plus the way to help right now. */
export function ComingSoonPage({ title, line }: { title: string; line: string }) {
  usePageTitle(title);
  return (
    <section className="container page page-narrow" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <div className="card placeholder-card">
        <Sprout aria-hidden="true" color="var(--color-primary)" size={32} />
        <p>{line}</p>
        <p className="muted">
          Se precisar de apoio agora, ligue para o CVV no <a href={`tel:${CRISIS_LINE}`}>{CRISIS_LINE}</a> (24
          horas, gratuito).
        </p>
        <Link to="/">Voltar ao início</Link>
      </div>
    </section>
  );
}
