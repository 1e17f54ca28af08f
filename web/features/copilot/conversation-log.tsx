import { Bot, ExternalLink, Sparkles } from 'lucide-react';
import type { CopilotSays } from '../../../shared/domain/copilot/engine';
import type { CopilotLink } from '../../../shared/domain/copilot/flows';
import {
  crisisCardTexts as c,
  copilotLlmTexts as l,
  copilotPageTexts as p,
} from '../../../shared/texts/copilot.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { PathLink } from '../../components/path-link';
import type { ConversationLine } from '../../lib/copilot-conversation';
import { DASHBOARD_DIALOG_LINKS } from '../../lib/dashboard-links';

/**
 * The conversation as a log (`role="log"`: a polite live region, so a screen reader reads each
 * new message once).
 */
export function ConversationLog({
  lines,
  waiting,
}: {
  lines: readonly ConversationLine[];
  waiting: boolean;
}) {
  return (
    <div className="copilot-log" role="log" aria-live="polite" aria-label={p.logLabel}>
      <ol className="copilot-lines">
        {lines.map((line) => (
          <li key={line.id} className={`copilot-line copilot-from-${line.from}`}>
            <Line line={line} />
          </li>
        ))}
        {waiting && (
          <li className="copilot-line copilot-from-note" aria-busy="true">
            {p.thinking}
          </li>
        )}
      </ol>
    </div>
  );
}

function Line({ line }: { line: ConversationLine }) {
  switch (line.from) {
    case 'member':
      return (
        <p className="copilot-bubble">
          <span className="visually-hidden">{p.you}: </span>
          {line.text}
        </p>
      );
    case 'copilot':
      return line.says.crisis ? <CrisisCard /> : <CopilotMessage says={line.says} />;
    case 'ai':
      return (
        <div className="copilot-bubble">
          <p className="copilot-who">
            <Sparkles size={14} aria-hidden="true" /> {l.aiLabel}
          </p>
          <p className="copilot-ai-text">{line.text}</p>
        </div>
      );
    case 'note':
      return <p className="copilot-note">{line.text}</p>;
  }
}

function CopilotMessage({ says }: { says: CopilotSays }) {
  return (
    <div className="copilot-bubble">
      <p className="copilot-who">
        <Bot size={14} aria-hidden="true" /> {p.copilot}
      </p>
      {says.crisisLines && <CrisisLines />}
      <p>{says.text}</p>
      {says.links.length > 0 && (
        <ul className="copilot-links">
          {says.links.map((link) => (
            <li key={link.label}>
              <FlowLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** CVV 188 and SAMU 192 first, then a few caring words; the quick replies offer to keep talking. */
function CrisisCard() {
  return (
    <section className="copilot-crisis" aria-label={c.title}>
      <p className="copilot-crisis-title">{c.title}</p>
      <CrisisLines />
      <p>{c.body}</p>
      <p>{c.keepTalking}</p>
    </section>
  );
}

function FlowLink({ link }: { link: CopilotLink }) {
  if (link.kind === 'external')
    return (
      <a className="copilot-link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label} <ExternalLink size={14} aria-hidden="true" />
        <span className="visually-hidden"> {p.opensElsewhere}</span>
      </a>
    );
  const href = link.kind === 'dashboard-dialog' ? DASHBOARD_DIALOG_LINKS[link.dialog] : link.href;
  return (
    <PathLink className="copilot-link" href={href}>
      {link.label}
    </PathLink>
  );
}
