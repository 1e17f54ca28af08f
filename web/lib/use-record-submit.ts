import type { FormEvent, MouseEvent } from 'react';
import type { LocalCheckin } from '../data/db';
import { type CheckinInput, recordCheckin } from '../data/member-writes';
import { afterPaint } from './after-paint';
import { track } from './analytics';
import { ApiError } from './api-client';
import { localSaveFailureText } from './storage-errors';
import { showToast, type ToastInput } from './toaster';

/**
 * The text of a failed save: the server's pt-BR message when one came back; what to do when the
 * device is out of space (issue 19); else the spec's default (other local storage failures have
 * no message worth showing to the member).
 */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body?.message === 'string' && error.body.message)
    return error.body.message;
  return localSaveFailureText(error, fallback);
}

/** What useRecordSubmit needs of a form (see useValidatedForm). */
interface RecordForm<Parsed> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  check: (event: FormEvent<HTMLFormElement>) => Parsed | null;
}

interface RecordSubmitOptions<Parsed> {
  userId: string;
  /** The record to write from the checked form values. */
  toInput: (parsed: Parsed) => CheckinInput;
  /** The confirmation toast. */
  success: (input: CheckinInput) => ToastInput;
  /** The pt-BR error toast's title and its text when the failure carries none. */
  failure: { title: string; fallback: string };
  onRecorded: (checkin: LocalCheckin) => void;
}

/**
 * The submit handlers shared by the check-in and relapse forms. The record is on the dashboard in
 * the click's own frame (recordCheckin shows it before IndexedDB has it); once it is stored the
 * dialog closes (`onRecorded`) and, after that frame is painted, the confirmation toast shows and
 * the analytics event goes out. If it cannot be stored it leaves the dashboard again, the dialog
 * stays open with what was typed, and the error toast says so: nothing is lost silently.
 *
 * `onSubmitClick` goes on the submit button, `onSubmit` on the form. The button's click (which is
 * also what Enter in a field becomes: implicit submission clicks the default button) submits here
 * and cancels the browser's own form submission: its steps, a forced style recalculation among
 * them, would otherwise run before the record can be shown (1–2 ms on a desktop, 5–10 ms on a slow
 * phone) only to be cancelled by `onSubmit`. `onSubmit` still serves any other way of submitting.
 */
export function useRecordSubmit<Parsed>(
  form: RecordForm<Parsed>,
  { userId, toInput, success, failure, onRecorded }: RecordSubmitOptions<Parsed>,
) {
  const submit = async (element: HTMLFormElement) => {
    if (form.busy) return;
    // `check` reads only the event's form (to focus the first field in error).
    const parsed = form.check({ currentTarget: element } as FormEvent<HTMLFormElement>);
    if (!parsed) return;
    form.setBusy(true);
    const input = toInput(parsed);
    try {
      const checkin = await recordCheckin(userId, input);
      onRecorded(checkin);
      afterPaint(() => {
        showToast(success(input));
        track('checkin_completed', input.hadRelapse ? 'relapse' : 'clean');
        if (input.hadRelapse) track('relapse_recorded');
      });
    } catch (err) {
      console.error('check-in not saved', err);
      showToast({
        title: failure.title,
        description: failureText(err, failure.fallback),
        variant: 'destructive',
      });
      form.setBusy(false);
    }
  };
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(event.currentTarget);
    },
    onSubmitClick: (event: MouseEvent<HTMLButtonElement>) => {
      const element = event.currentTarget.form;
      if (!element) return;
      event.preventDefault();
      void submit(element);
    },
  };
}
