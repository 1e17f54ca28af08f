import { CalendarX, Plus } from 'lucide-react';
import { useState } from 'react';
import { adminWebinarTexts as t } from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../../shared/webinar-api-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServerDataView } from '../../components/ui/server-data-view';
import { failureMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { AdminWebinarForm } from './admin-webinar-form';
import { AdminWebinarList } from './admin-webinar-list';
import { cancelWebinar, fetchAdminWebinars } from './admin-webinar-requests';
import '../admin/admin.css';
import './webinars.css';

/** What the form is doing: closed, scheduling a new webinar, or editing one. */
type Editing = null | { webinar?: AdminWebinarDto; focusRecording?: boolean };

/** /admin/webinars (issue 13): schedule, edit (the recording link too) and cancel expert webinars. */
export function AdminWebinarsPage() {
  usePageTitle(t.pageTitle);
  const { state, reload } = useServerData('admin:webinars', fetchAdminWebinars);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<AdminWebinarDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const [result, setResult] = useState<string>();

  const saved = (webinar: AdminWebinarDto, wasNew: boolean) => {
    setEditing(null);
    setResult(wasNew ? `${t.created} "${webinar.title}"` : t.saved);
    reload();
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    setDialogError(undefined);
    try {
      await cancelWebinar(cancelling.id);
      setCancelling(null);
      setResult(t.cancelledDone);
      reload();
    } catch (err) {
      setDialogError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      {result && (
        <p className="card admin-result" role="status">
          {result}
        </p>
      )}
      {editing ? (
        <AdminWebinarForm
          key={editing.webinar?.id ?? 'new'}
          webinar={editing.webinar}
          focusRecording={editing.focusRecording}
          onSaved={(webinar) => saved(webinar, !editing.webinar)}
          onClose={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary admin-webinar-new"
          onClick={() => {
            setResult(undefined);
            setEditing({});
          }}
        >
          <Plus size={18} aria-hidden="true" /> {t.newWebinar}
        </button>
      )}
      <ServerDataView state={state} onRetry={reload} loadingLabel={t.loading} what={t.what}>
        {(data) => (
          <AdminWebinarList
            webinars={data.webinars}
            now={Date.now()}
            onEdit={(webinar, focusRecording) => {
              setResult(undefined);
              setEditing({ webinar, focusRecording });
            }}
            onCancel={(webinar) => {
              setDialogError(undefined);
              setCancelling(webinar);
            }}
          />
        )}
      </ServerDataView>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t.confirmCancelTitle}
        description={cancelling ? t.confirmCancel(cancelling.title, cancelling.registrations) : ''}
        icon={<CalendarX size={22} />}
        error={dialogError}
        busy={busy}
        confirmLabel={t.confirmCancelButton}
        busyLabel={t.cancelling}
        onConfirm={confirmCancel}
        danger
      />
    </section>
  );
}
