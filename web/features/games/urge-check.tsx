import { Link } from '@tanstack/react-router';
import { Bot, ClipboardCheck, MapPin, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { GAME_IDS, type GameId } from '../../../shared/domain/games/activities';
import { activityTexts, urgeCheckTexts as t } from '../../../shared/texts/games.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { PathLink } from '../../components/path-link';
import { DASHBOARD_DIALOG_LINKS } from '../../lib/dashboard-links';
import { isMember } from '../../lib/route-guards';
import { useStoredUser } from '../../lib/stored-user';

/** The CAPS finder (another area of issue 14): linked as a plain path. */
const CAPS_PATH = '/caps';

/**
 * "A vontade passou?" at the end of an activity, answered with one tap. Passou: a member goes to
 * register it in the check-in, a visitor reads a warm line and may create an account. Ainda não:
 * CVV 188 and SAMU 192 first, then another activity, the assistant and the nearest CAPS.
 * Its heading takes focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function UrgeCheck({ current }: { current: GameId }) {
  const [answer, setAnswer] = useState<'passed' | 'not-yet' | null>(null);
  const member = isMember(useStoredUser());
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="urge-check card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t.question}
      </h2>
      <div className="urge-check-choices">
        <button
          type="button"
          className="btn btn-primary"
          aria-pressed={answer === 'passed'}
          onClick={() => setAnswer('passed')}
        >
          {t.passed}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={answer === 'not-yet'}
          onClick={() => setAnswer('not-yet')}
        >
          {t.notYet}
        </button>
      </div>

      {answer === 'passed' && (
        <div className="urge-check-answer">
          <p>{member ? t.passedMember : t.passedVisitor}</p>
          {member ? (
            <PathLink href={DASHBOARD_DIALOG_LINKS.checkin} className="btn btn-primary">
              <ClipboardCheck size={18} aria-hidden="true" /> {t.checkinLink}
            </PathLink>
          ) : (
            <Link to="/register" className="btn btn-primary">
              <UserPlus size={18} aria-hidden="true" /> {t.registerLink}
            </Link>
          )}
        </div>
      )}

      {answer === 'not-yet' && (
        <div className="urge-check-answer">
          <p>{t.notYetLead}</p>
          <CrisisLines />
          <h3 className="urge-check-more">{t.otherActivity}</h3>
          <ul className="urge-check-links">
            {GAME_IDS.filter((id) => id !== current).map((id) => (
              <li key={id}>
                <Link to="/jogos" search={{ jogo: id }}>
                  {activityTexts[id].name}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="urge-check-links">
            <li>
              <Link to="/copiloto">
                <Bot size={18} aria-hidden="true" /> {t.copiloto}
              </Link>
            </li>
            <li>
              <PathLink href={CAPS_PATH}>
                <MapPin size={18} aria-hidden="true" /> {t.caps}
              </PathLink>
              <span className="muted"> {t.capsHint}</span>
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
