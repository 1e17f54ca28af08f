import { EARLIEST_DATE } from '../../../shared/constants';
import type { Mood } from '../../../shared/domain/types';
import { journalFormSchema } from '../../../shared/schemas/journal.schema';
import { validate } from '../../../shared/schemas/validate';
import { journalTexts } from '../../../shared/texts/journal.texts';
import type { LocalJournalEntry } from '../../data/db';
import type { JournalContent } from '../../data/journal-writes';

/** The editor's fields as typed. */
export interface JournalFormValues {
  date: string;
  title: string;
  text: string;
  mood: Mood | null;
  tags: string[];
}

export const initialValues = (entry: LocalJournalEntry | null, today: string): JournalFormValues =>
  entry
    ? {
        date: entry.date,
        title: entry.title ?? '',
        text: entry.text,
        mood: entry.mood,
        tags: [...entry.tags],
      }
    : { date: today, title: '', text: '', mood: null, tags: [] };

/**
 * Checks the fields with the shared schema (the one the server applies) plus "never after today"
 * in the member's own zone, which the server checks too. Gives what to save, or an error per field.
 */
export function checkJournalForm(
  values: JournalFormValues,
  today: string,
): { ok: true; content: JournalContent } | { ok: false; errors: Record<string, string> } {
  const result = validate(journalFormSchema, values);
  const errors: Record<string, string> = result.ok ? {} : { ...result.fieldErrors };
  if (!errors.date && (values.date > today || values.date < EARLIEST_DATE))
    errors.date = journalTexts.dateInvalid;
  if (!result.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = result.value;
  return {
    ok: true,
    content: {
      date: parsed.date,
      title: parsed.title?.trim() || null,
      text: parsed.text,
      mood: (parsed.mood ?? null) as Mood | null,
      tags: parsed.tags ?? [],
    },
  };
}
