import { Quote } from 'lucide-react';
import { memo } from 'react';
import { dailyQuote } from '../../../shared/domain/quotes';
import type { LocalDate } from '../../../shared/domain/types';
import { serverNow } from '../../lib/server-clock';

/**
 * The day's motivational quote (one of 50, by day of year in the member's zone). `today` is only
 * there so that the memoised card changes with the day.
 */
export const DailyQuoteCard = memo(function DailyQuoteCard({
  timeZone,
}: {
  timeZone: string;
  today: LocalDate;
}) {
  return (
    <figure className="card quote-card">
      <Quote size={22} aria-hidden="true" className="quote-icon" />
      <blockquote>
        <p>{dailyQuote(new Date(serverNow()), timeZone)}</p>
      </blockquote>
      <figcaption className="visually-hidden">Frase do dia</figcaption>
    </figure>
  );
});
