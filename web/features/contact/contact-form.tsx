import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECTS } from '../../../shared/contact-api-types';
import { contactSubjectLabels, contactTexts as t } from '../../../shared/texts/contact.texts';
import { EmailField } from '../../components/auth-fields';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, failureMessage, NetworkError } from '../../lib/api-client';
import { readStoredUser } from '../../lib/stored-user';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnDemandForm } from '../../lib/use-on-demand-form';
import { sendContactMessage } from './contact-api';

const loadSchema = () => import('../../../shared/schemas/contact.schema').then((m) => m.contactSchema);

const SUBJECT_OPTIONS = [
  { value: '', label: t.subjectPlaceholder },
  ...CONTACT_SUBJECTS.map((value) => ({ value, label: contactSubjectLabels[value] })),
];

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: name, e-mail, subject from the list, message (10–5,000 characters, with a
 * counter). Errors are shown per field in pt-BR; nothing typed is lost on an error. Offline (or
 * when the request gets no answer) it says plainly that the message was not sent and keeps the
 * text; only the server's protocol number means it was sent. A signed-in person's name and
 * e-mail are filled in (still editable).
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const form = useOnDemandForm(loadSchema, EMPTY);
  const { setField } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ protocol: string; email: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  // The page is prerendered: the stored account is read in the browser, once (later edits are
  // the person's own).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const user = readStoredUser();
    if (!user) return;
    setField('name', user.name);
    setField('email', user.email);
  }, [setField]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    form.setBusy(true);
    try {
      const payload = await form.check(event);
      if (!payload) return;
      if (!navigator.onLine) throw new NetworkError(new Error('offline'));
      const { protocol } = await sendContactMessage(payload);
      setSent({ protocol, email: payload.email });
      setField('message', '');
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.body?.details?.length) {
        form.setErrors(Object.fromEntries(err.body.details.map((d) => [d.field, d.message])));
      } else {
        setFailure(err instanceof NetworkError ? t.offline : failureMessage(err));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    } finally {
      form.setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="contact-sent" role="status" tabIndex={-1} ref={sentRef}>
        <h2>{t.sentTitle}</h2>
        <p className="contact-protocol-label">{t.sentProtocolLabel}</p>
        <p className="contact-protocol" data-testid="contact-protocol">
          {sent.protocol}
        </p>
        <p>{t.sentBody(sent.email)}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(null)}>
          {t.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.formTitle}</h2>
      <TextField
        label={t.nameLabel}
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX}
        {...form.field('name')}
      />
      <EmailField {...form.field('email')} />
      <SelectField label={t.subjectLabel} options={SUBJECT_OPTIONS} {...form.field('subject')} />
      <TextAreaField
        label={t.messageLabel}
        placeholder={t.messagePlaceholder}
        maxLength={CONTACT_MESSAGE_MAX}
        rows={7}
        {...form.field('message')}
      />
      {failure && (
        <p className="contact-failure" role="alert" tabIndex={-1} ref={failureRef}>
          <strong>{t.failedTitle}.</strong> {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={!hydrated || form.busy}>
        {form.busy ? t.sending : t.submit}
      </button>
    </form>
  );
}
