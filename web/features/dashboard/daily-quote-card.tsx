import { Quote } from 'lucide-react';
import { dailyQuote } from '../../../shared/domain/quotes';

/** The day's motivational quote (one of 50, by day of year in the member's zone). */
export function DailyQuoteCard({ timeZone }: { timeZone: string }) {
  return (
    <figure className="card quote-card">
      <Quote size={22} aria-hidden="true" className="quote-icon" />
      <blockquote>
        <p>{dailyQuote(new Date(), timeZone)}</p>
      </blockquote>
      <figcaption className="visually-hidden">Frase do dia</figcaption>
    </figure>
  );
}
