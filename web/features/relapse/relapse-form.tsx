import { useCallback, useMemo } from 'react';
import { RELAPSE_MOOD } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { makeRelapseFormSchema, type RelapseFormValues } from '../../../shared/schemas/checkin-form.schema';
import { checkinTexts as t } from '../../../shared/texts/checkin.texts';
import { AmountField } from '../../components/amount-field';
import { NotesField } from '../../components/notes-field';
import { RecordActions, type RecordFormEnds } from '../../components/record-dialog';
import { TagPicker } from '../../components/ui/tag-picker';
import { useRecordSubmit } from '../../lib/use-record-submit';
import { useValidatedForm } from '../../lib/use-validated-form';
import { relapseCopy as c } from './relapse-copy';
import { RelapseDateField } from './relapse-date-field';
import { RelapseSupport } from './relapse-support';

interface RelapseFormProps extends RecordFormEnds {
  userId: string;
  today: LocalDate;
}

const failure = { title: t.relapseErrorTitle, fallback: t.relapseErrorDefault };
const success = () => ({ title: t.relapseSuccessTitle, description: t.relapseSuccessDescription });

/**
 * A relapse is a check-in with hadRelapse true and mood 2 (spec §3). Starts from today, an
 * empty amount, note and no trigger tags (their picker open: this is the moment they help most);
 * saved on this device at once and synced when online.
 */
export function RelapseForm({ userId, today, onCancel, onRecorded }: RelapseFormProps) {
  const schema = useMemo(() => makeRelapseFormSchema(today), [today]);
  const form = useValidatedForm<typeof schema, RelapseFormValues>(schema, {
    date: today,
    amount: '',
    notes: '',
    tags: [],
  });
  const { values, errors, busy, setField } = form;
  const { onSubmit, onSubmitClick } = useRecordSubmit(form, {
    userId,
    toInput: (parsed) => ({
      date: parsed.date,
      hadRelapse: true,
      amountSpentCents: reaisToCents(parsed.amount),
      mood: RELAPSE_MOOD,
      notes: parsed.notes,
      tags: parsed.tags,
    }),
    success,
    failure,
    onRecorded,
  });
  // Stable, so the (memoised) calendar is left alone when only the busy state changes.
  const onDate = useCallback((value: string) => setField('date', value), [setField]);
  const onTags = useCallback((tags: string[]) => setField('tags', tags), [setField]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <RelapseDateField
        name="date"
        today={today}
        value={values.date}
        onValueChange={onDate}
        error={errors.date}
      />
      <AmountField {...form.field('amount')} />
      <TagPicker
        label={c.tagsLabel}
        hint={c.tagsHint}
        value={values.tags}
        onValueChange={onTags}
        error={errors.tags}
      />
      <NotesField label={c.notesLabel} placeholder={c.notesPlaceholder} {...form.field('notes')} />
      <RelapseSupport />
      <RecordActions busy={busy} onSubmitClick={onSubmitClick} onCancel={onCancel} copy={c} />
    </form>
  );
}
