import { type FormEvent, useMemo } from 'react';
import { MOOD_DEFAULT } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { type CheckinFormValues, makeCheckinFormSchema } from '../../../shared/schemas/checkin-form.schema';
import { checkinTexts } from '../../../shared/texts/checkin.texts';
import type { LocalCheckin } from '../../data/db';
import { recordCheckin } from '../../data/member-writes';
import { track } from '../../lib/analytics';
import { showToast } from '../../lib/toaster';
import { useValidatedForm } from '../auth/use-validated-form';
import { formatLocalDate } from '../dashboard/dashboard-format';
import { AmountField } from './amount-field';
import { checkinCopy as c, failureText } from './checkin-copy';
import { ChoiceField } from './choice-field';
import { moodOptions, relapseAnswerOptions } from './mood-options';
import { NotesField } from './notes-field';

interface CheckinFormProps {
  userId: string;
  today: LocalDate;
  date: LocalDate;
  onCancel: () => void;
  onRecorded: (checkin: LocalCheckin) => void;
}

/** The daily check-in (spec §2, §4, §5): saved on this device at once, synced when online. */
export function CheckinForm({ userId, today, date, onCancel, onRecorded }: CheckinFormProps) {
  const schema = useMemo(() => makeCheckinFormSchema(today), [today]);
  const initial: CheckinFormValues = {
    hadRelapse: '',
    amount: '',
    mood: String(MOOD_DEFAULT),
    notes: '',
    date,
  };
  const form = useValidatedForm(schema, initial);
  const { values, errors, busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = form.check(event);
    if (!parsed) return;
    form.setBusy(true);
    try {
      const checkin = await recordCheckin(userId, {
        date: parsed.date,
        hadRelapse: parsed.hadRelapse,
        amountSpentCents: reaisToCents(parsed.amountSpent),
        mood: parsed.mood,
        notes: parsed.notes,
      });
      showToast({
        title: c.successTitle,
        description: parsed.hadRelapse ? c.successRelapse : c.successClean,
      });
      track('checkin_completed', parsed.hadRelapse ? 'relapse' : 'clean');
      onRecorded(checkin);
    } catch (err) {
      console.error('check-in not saved', err);
      showToast({
        title: checkinTexts.checkinErrorTitle,
        description: failureText(err, checkinTexts.checkinErrorDefault),
        variant: 'destructive',
      });
      form.setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceField
        name="hadRelapse"
        look="pills"
        label={date === today ? c.questionToday : c.questionOn(formatLocalDate(date))}
        value={values.hadRelapse}
        options={relapseAnswerOptions}
        onValueChange={(value) => form.setField('hadRelapse', value as CheckinFormValues['hadRelapse'])}
        error={errors.hadRelapse}
      />
      {values.hadRelapse === 'yes' && <AmountField {...form.field('amount')} />}
      <ChoiceField
        name="mood"
        look="faces"
        label={c.moodLabel}
        value={values.mood}
        options={moodOptions}
        onValueChange={(value) => form.setField('mood', value || String(MOOD_DEFAULT))}
        error={errors.mood}
      />
      <NotesField label={c.notesLabel} placeholder={c.notesPlaceholder} {...form.field('notes')} />
      {errors.date && (
        <p className="field-error" role="alert">
          {errors.date}
        </p>
      )}
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {c.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? c.busy : c.submit}
        </button>
      </div>
    </form>
  );
}
