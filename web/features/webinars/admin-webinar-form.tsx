import { type FormEvent, useState } from 'react';
import { brasiliaWallTime } from '../../../shared/domain/webinars';
import { validate } from '../../../shared/schemas/validate';
import {
  WEBINAR_CREDENTIAL_MAX,
  WEBINAR_DESCRIPTION_MAX,
  WEBINAR_SPEAKER_NAME_MAX,
  WEBINAR_TITLE_MAX,
  WEBINAR_URL_MAX,
  webinarInputSchema,
} from '../../../shared/schemas/webinar.schema';
import { adminWebinarTexts as t } from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../../shared/webinar-api-types';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import { saveWebinar } from './admin-webinar-requests';

type FormValues = {
  title: string;
  speakerName: string;
  speakerCredential: string;
  startDate: string;
  startTime: string;
  durationMinutes: string;
  description: string;
  liveUrl: string;
  recordingUrl: string;
};

/** What the form starts with: the webinar being edited (its start back in Brasília time), or blanks. */
function initialValues(webinar?: AdminWebinarDto): FormValues {
  if (!webinar) {
    return {
      title: '',
      speakerName: '',
      speakerCredential: '',
      startDate: '',
      startTime: '',
      durationMinutes: '60',
      description: '',
      liveUrl: '',
      recordingUrl: '',
    };
  }
  const start = brasiliaWallTime(webinar.startsAt);
  return {
    title: webinar.title,
    speakerName: webinar.speakerName,
    speakerCredential: webinar.speakerCredential,
    startDate: start.date,
    startTime: start.time,
    durationMinutes: String(webinar.durationMinutes),
    description: webinar.description,
    liveUrl: webinar.liveUrl,
    recordingUrl: webinar.recordingUrl ?? '',
  };
}

/** The values as the schema reads them: the duration as a number ('' stays missing). */
const inputOf = (values: FormValues) => ({
  ...values,
  durationMinutes: values.durationMinutes.trim() === '' ? undefined : Number(values.durationMinutes),
});

interface AdminWebinarFormProps {
  /** The webinar to edit; none to schedule a new one. */
  webinar?: AdminWebinarDto;
  /** Focus the recording link first ('Acrescentar gravação'). */
  focusRecording?: boolean;
  onSaved: (webinar: AdminWebinarDto) => void;
  onClose: () => void;
}

/**
 * Schedules or edits a webinar. The start is typed in Brasília time, whatever the admin's own
 * zone; the same schema as the server's checks it, and the server's per-field answer (a start in
 * the past) shows under its field.
 */
export function AdminWebinarForm({ webinar, focusRecording, onSaved, onClose }: AdminWebinarFormProps) {
  const { values, setErrors, showErrors, field } = useFormFields(initialValues(webinar));
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(webinarInputSchema, inputOf(values));
    if (!checked.ok) return showErrors(checked.fieldErrors, form);
    setBusy(true);
    try {
      onSaved(await saveWebinar(checked.value, webinar?.id));
    } catch (err) {
      setErrors(fieldErrorsOf(err, 'title'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card admin-webinar-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="webinar-form-title"
    >
      <h2 id="webinar-form-title">{webinar ? t.editWebinar : t.newWebinar}</h2>
      <TextField label={t.title} maxLength={WEBINAR_TITLE_MAX} {...field('title')} />
      <TextField label={t.speakerName} maxLength={WEBINAR_SPEAKER_NAME_MAX} {...field('speakerName')} />
      <TextField
        label={t.speakerCredential}
        hint={t.speakerCredentialHint}
        maxLength={WEBINAR_CREDENTIAL_MAX}
        {...field('speakerCredential')}
      />
      <div className="admin-webinar-start">
        <TextField label={t.startDate} type="date" hint={t.startHint} {...field('startDate')} />
        <TextField label={t.startTime} type="time" step={60} {...field('startTime')} />
        <TextField
          label={t.durationMinutes}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          step={5}
          {...field('durationMinutes')}
        />
      </div>
      <TextAreaField
        label={t.description}
        rows={4}
        maxLength={WEBINAR_DESCRIPTION_MAX}
        {...field('description')}
      />
      <TextField
        label={t.liveUrl}
        type="url"
        inputMode="url"
        maxLength={WEBINAR_URL_MAX}
        {...field('liveUrl')}
      />
      <TextField
        label={t.recordingUrl}
        type="url"
        inputMode="url"
        hint={t.recordingHint}
        maxLength={WEBINAR_URL_MAX}
        autoFocus={focusRecording}
        {...field('recordingUrl')}
      />
      <div className="admin-webinar-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : webinar ? t.save : t.create}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t.cancelEdit}
        </button>
      </div>
    </form>
  );
}
