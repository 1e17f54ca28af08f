import { useCallback, useMemo } from 'react';
import { MOOD_DEFAULT } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { type CheckinFormValues, makeCheckinFormSchema } from '../../../shared/schemas/checkin-form.schema';
import { checkinTexts } from '../../../shared/texts/checkin.texts';
import { TagPicker } from '../../components/ui/tag-picker';
import { useValidatedForm } from '../auth/use-validated-form';
import { formatLocalDate } from '../dashboard/dashboard-format';
import { AmountField } from './amount-field';
import { checkinCopy as c } from './checkin-copy';
import { ChoiceField } from './choice-field';
import { moodOptions, relapseAnswerOptions } from './mood-options';
import { NotesField } from './notes-field';
import { RecordActions, type RecordFormEnds } from './record-dialog';
import { useRecordSubmit } from './use-record-submit';

interface CheckinFormProps extends RecordFormEnds {
  userId: string;
  today: LocalDate;
  date: LocalDate;
}

const failure = { title: checkinTexts.checkinErrorTitle, fallback: checkinTexts.checkinErrorDefault };

/**
 * The daily check-in (spec §2, §4, §5): saved on this device at once, synced when online. The
 * trigger tags wait behind their disclosure button, so answering and saving stays one tap each.
 */
export function CheckinForm({ userId, today, date, onCancel, onRecorded }: CheckinFormProps) {
  const schema = useMemo(() => makeCheckinFormSchema(today), [today]);
  const initial: CheckinFormValues = {
    hadRelapse: '',
    amount: '',
    mood: String(MOOD_DEFAULT),
    notes: '',
    date,
    tags: [],
  };
  const form = useValidatedForm(schema, initial);
  const { values, errors, busy, setField } = form;
  const { onSubmit, onSubmitClick } = useRecordSubmit(form, {
    userId,
    toInput: (parsed) => ({
      date: parsed.date,
      hadRelapse: parsed.hadRelapse,
      amountSpentCents: reaisToCents(parsed.amountSpent),
      mood: parsed.mood,
      notes: parsed.notes,
      tags: parsed.tags,
    }),
    success: (input) => ({
      title: c.successTitle,
      description: input.hadRelapse ? c.successRelapse : c.successClean,
    }),
    failure,
    onRecorded,
  });
  // Stable, so the (memoised) choice groups are left alone when only the busy state changes.
  const onRelapseAnswer = useCallback(
    (value: string) => setField('hadRelapse', value as CheckinFormValues['hadRelapse']),
    [setField],
  );
  const onMood = useCallback((value: string) => setField('mood', value || String(MOOD_DEFAULT)), [setField]);
  const onTags = useCallback((tags: string[]) => setField('tags', tags), [setField]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceField
        name="hadRelapse"
        look="pills"
        label={date === today ? c.questionToday : c.questionOn(formatLocalDate(date))}
        value={values.hadRelapse}
        options={relapseAnswerOptions}
        onValueChange={onRelapseAnswer}
        error={errors.hadRelapse}
      />
      {values.hadRelapse === 'yes' && <AmountField {...form.field('amount')} />}
      <ChoiceField
        name="mood"
        look="faces"
        label={c.moodLabel}
        value={values.mood}
        options={moodOptions}
        onValueChange={onMood}
        error={errors.mood}
      />
      <TagPicker
        label={c.tagsLabel}
        value={values.tags}
        onValueChange={onTags}
        collapsible
        error={errors.tags}
      />
      <NotesField label={c.notesLabel} placeholder={c.notesPlaceholder} {...form.field('notes')} />
      {errors.date && (
        <p className="field-error" role="alert">
          {errors.date}
        </p>
      )}
      <RecordActions busy={busy} onSubmitClick={onSubmitClick} onCancel={onCancel} copy={c} />
    </form>
  );
}
