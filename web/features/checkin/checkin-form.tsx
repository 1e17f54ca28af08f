import { type FormEvent, useCallback, useMemo } from 'react';
import { MOOD_DEFAULT } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { type CheckinFormValues, makeCheckinFormSchema } from '../../../shared/schemas/checkin-form.schema';
import { checkinTexts } from '../../../shared/texts/checkin.texts';
import { AmountField } from '../../components/amount-field';
import { NotesField } from '../../components/notes-field';
import { RecordActions, type RecordFormEnds } from '../../components/record-dialog';
import { TagPicker } from '../../components/ui/tag-picker';
import { formatLocalDate } from '../../lib/format';
import { useRecordSubmit } from '../../lib/use-record-submit';
import { useValidatedForm } from '../../lib/use-validated-form';
import { checkinCopy as c } from './checkin-copy';
import { type Choice, ChoiceField } from './choice-field';
import { moodOptions, relapseAnswerOptions } from './mood-options';

interface CheckinFormProps extends RecordFormEnds {
  userId: string;
  /** The member's today, by the server's clock as far as this device knows it. */
  today: LocalDate;
  date: LocalDate;
  /**
   * When this device's calendar is more than a day away from `today` (a wrong clock): its day,
   * so the form asks which of the two the check-in is for before saving. Null otherwise.
   */
  deviceDay?: LocalDate | null;
}

const failure = { title: checkinTexts.checkinErrorTitle, fallback: checkinTexts.checkinErrorDefault };

/**
 * The daily check-in (spec §2, §4, §5): saved on this device at once, synced when online. The
 * trigger tags wait behind their disclosure button, so answering and saving stays one tap each.
 */
export function CheckinForm({ userId, today, date, deviceDay, onCancel, onRecorded }: CheckinFormProps) {
  const schema = useMemo(() => makeCheckinFormSchema(today), [today]);
  const askDay = Boolean(deviceDay) && date === today;
  const initial: CheckinFormValues = {
    hadRelapse: '',
    amount: '',
    mood: String(MOOD_DEFAULT),
    notes: '',
    // Unanswered until the member says which day it is.
    date: askDay ? '' : date,
    tags: [],
  };
  const form = useValidatedForm(schema, initial);
  const { values, errors, busy, setField, setErrors } = form;
  const checkWithDay = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!askDay || values.date) return form.check(event);
      setErrors({ date: c.dayRequired });
      event.currentTarget.querySelector<HTMLElement>('[name="date"]')?.focus();
      return null;
    },
    [askDay, values.date, form.check, setErrors],
  );
  const { onSubmit, onSubmitClick } = useRecordSubmit(
    { ...form, check: checkWithDay },
    {
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
    },
  );
  // Stable, so the (memoised) choice groups are left alone when only the busy state changes.
  const onRelapseAnswer = useCallback(
    (value: string) => setField('hadRelapse', value as CheckinFormValues['hadRelapse']),
    [setField],
  );
  const onMood = useCallback((value: string) => setField('mood', value || String(MOOD_DEFAULT)), [setField]);
  const onTags = useCallback((tags: string[]) => setField('tags', tags), [setField]);
  const onDay = useCallback((value: string) => setField('date', value), [setField]);
  const dayOptions = useMemo(
    () => (askDay && deviceDay ? dayChoices(today, deviceDay) : null),
    [askDay, today, deviceDay],
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      {dayOptions && deviceDay && (
        <ChoiceField
          name="date"
          look="list"
          label={c.dayQuestion}
          hint={c.dayHint(formatLocalDate(deviceDay), formatLocalDate(today))}
          value={values.date}
          options={dayOptions}
          onValueChange={onDay}
          error={errors.date}
        />
      )}
      <ChoiceField
        name="hadRelapse"
        look="pills"
        label={questionFor(values.date, today)}
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
      {errors.date && !dayOptions && (
        <p className="field-error" role="alert">
          {errors.date}
        </p>
      )}
      <RecordActions busy={busy} onSubmitClick={onSubmitClick} onCancel={onCancel} copy={c} />
    </form>
  );
}

/** "Você apostou hoje?", or on the day chosen; "nesse dia" while the day is still to be chosen. */
function questionFor(date: LocalDate, today: LocalDate): string {
  if (date === today) return c.questionToday;
  return date ? c.questionOn(formatLocalDate(date)) : c.questionThatDay;
}

/**
 * The two days a check-in may be for when the clocks disagree. A device day after the server's
 * today is shown but cannot be chosen: the server refuses records dated after the member's today.
 */
function dayChoices(today: LocalDate, deviceDay: LocalDate): Choice[] {
  const ahead = deviceDay > today;
  return [
    { value: today, label: c.dayServer(formatLocalDate(today)) },
    {
      value: deviceDay,
      label: ahead ? c.dayDeviceAhead(formatLocalDate(deviceDay)) : c.dayDevice(formatLocalDate(deviceDay)),
      disabled: ahead,
    },
  ];
}
