import { conversationForDiary, type TranscriptLine } from '../../../shared/domain/copilot/transcript';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { JOURNAL_TEXT_MAX_LENGTH } from '../../../shared/schemas/journal.schema';
import { copilotPageTexts as p } from '../../../shared/texts/copilot.texts';
import type { ConversationLine } from '../../lib/copilot-conversation';
import { memberToday } from '../../lib/member-today';
import type { StoredUser } from '../../lib/stored-user';

/** The lines worth keeping: who said what (the app's own notes are left out). */
export function transcriptOf(lines: readonly ConversationLine[]): TranscriptLine[] {
  return lines.flatMap((line): TranscriptLine[] => {
    if (line.from === 'member') return [{ from: 'member', text: line.text }];
    if (line.from === 'ai') return [{ from: 'copilot', text: line.text }];
    if (line.from === 'copilot') return [{ from: 'copilot', text: line.says.text, crisis: line.says.crisis }];
    return [];
  });
}

/**
 * "Salvar no Meu Diário": the conversation becomes a diary entry dated today, written on this
 * device at once (offline too) and synced by the diary itself. The only way a guided
 * conversation leaves the device.
 */
export async function saveConversationToDiary(
  member: StoredUser,
  lines: readonly ConversationLine[],
): Promise<void> {
  const { createEntry } = await import('../../data/journal-writes');
  await createEntry(member.id, {
    date: memberToday(resolveTimeZone(member.timezone)),
    title: p.diaryTitle,
    text: conversationForDiary(transcriptOf(lines), JOURNAL_TEXT_MAX_LENGTH),
    mood: null,
    tags: [],
  });
}
