import { CRISIS_LINE, EMERGENCY_LINE } from '../../constants';
import { crisisCardTexts as c, copilotPageTexts as p } from '../../texts/copilot.texts';

/** One line of a conversation as the page keeps it. */
export interface TranscriptLine {
  from: 'member' | 'copilot';
  text: string;
  /** The copiloto's crisis card. */
  crisis?: boolean;
}

/**
 * The conversation as a diary entry's text ("Salvar no Meu Diário"): who said what, one
 * paragraph each, the crisis card written out with its numbers. When it is longer than the
 * diary allows, the start is left out (and said so): the latest part matters most.
 */
export function conversationForDiary(lines: readonly TranscriptLine[], maxLength: number): string {
  const paragraphs = lines
    .map((line) => {
      if (line.crisis)
        return `${p.copilot}: ${c.title} ${c.body} (CVV ${CRISIS_LINE} · SAMU ${EMERGENCY_LINE})`;
      return `${line.from === 'member' ? p.you : p.copilot}: ${line.text}`;
    })
    .filter((text) => text.trim());
  const full = paragraphs.join('\n\n');
  if (full.length <= maxLength) return full;
  const kept: string[] = [];
  let length = p.diaryCut.length;
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const next = paragraphs[i]!;
    if (length + next.length + 2 > maxLength) break;
    kept.unshift(next);
    length += next.length + 2;
  }
  return [p.diaryCut, ...kept].join('\n\n');
}
