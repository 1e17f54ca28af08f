import './community-parts.css';
import { type FormEvent, useState } from 'react';
import { REPORT_REASON_MAX, reportSchema } from '../../../shared/schemas/community.schema';
import { validate } from '../../../shared/schemas/validate';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { failureMessage } from '../../lib/api-client';
import { communityCalls } from '../../lib/community-calls';
import { showToast } from '../../lib/toaster';
import { AppDialog } from '../app-dialog';
import { TextAreaField } from '../ui/text-area-field';

interface ReportDialogProps {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A member reports a post to the moderators, with a reason; the author never learns who. */
export function ReportDialog({ postId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(reportSchema, { reason });
    if (!checked.ok) return setError(checked.fieldErrors.reason);
    setBusy(true);
    try {
      await communityCalls.report(postId, checked.value.reason);
      showToast({ title: t.reported });
      setReason('');
      onOpenChange(false);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t.reportTitle} description={t.reportHint}>
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={t.reportReasonLabel}
          name="reason"
          value={reason}
          maxLength={REPORT_REASON_MAX}
          onValueChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          rows={3}
        />
        <div className="forum-form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Enviando…' : t.reportSend}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onOpenChange(false)}
            disabled={busy}
          >
            {t.cancel}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
