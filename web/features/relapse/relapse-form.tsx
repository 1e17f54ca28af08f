import { type FormEvent, useMemo } from 'react';
import { RELAPSE_MOOD } from '../../../shared/constants';
import { reaisToCents } from '../../../shared/domain/money';
import type { LocalDate } from '../../../shared/domain/types';
import { makeRelapseFormSchema, type RelapseFormValues } from '../../../shared/schemas/checkin-form.schema';
import { checkinTexts as t } from '../../../shared/texts/checkin.texts';
import type { LocalCheckin } from '../../data/db';
import { recordCheckin } from '../../data/member-writes';
import { track } from '../../lib/analytics';
import { showToast } from '../../lib/toaster';
import { useValidatedForm } from '../auth/use-validated-form';
import { AmountField } from '../checkin/amount-field';
import { failureText } from '../checkin/checkin-copy';
import { NotesField } from '../checkin/notes-field';
import { relapseCopy as c } from './relapse-copy';
import { RelapseDateField } from './relapse-date-field';
import { RelapseSupport } from './relapse-support';

interface RelapseFormProps {
  userId: string;
  today: LocalDate;
  onCancel: () => void;
  onRecorded: (checkin: LocalCheckin) => void;
}

/**
 * A relapse is a check-in with hadRelapse true and mood 2 (spec §3). Starts from today, an
 * empty amount and note; saved on this device at once and synced when online.
 */
export function RelapseForm({ userId, today, onCancel, onRecorded }: RelapseFormProps) {
  const schema = useMemo(() => makeRelapseFormSchema(today), [today]);
  const form = useValidatedForm<typeof schema, RelapseFormValues>(schema, {
    date: today,
    amount: '',
    notes: '',
  });
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
        hadRelapse: true,
        amountSpentCents: reaisToCents(parsed.amount),
        mood: RELAPSE_MOOD,
        notes: parsed.notes,
      });
      showToast({ title: t.relapseSuccessTitle, description: t.relapseSuccessDescription });
      track('checkin_completed', 'relapse');
      onRecorded(checkin);
    } catch (err) {
      console.error('relapse not saved', err);
      showToast({
        title: t.relapseErrorTitle,
        description: failureText(err, t.relapseErrorDefault),
        variant: 'destructive',
      });
      form.setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <RelapseDateField
        name="date"
        today={today}
        value={values.date}
        onValueChange={(value) => form.setField('date', value)}
        error={errors.date}
      />
      <AmountField {...form.field('amount')} />
      <NotesField label={c.notesLabel} placeholder={c.notesPlaceholder} {...form.field('notes')} />
      <RelapseSupport />
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
