import { Bell, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminNotificationSendResult } from '../../../shared/admin-api-types';
import {
  adminNotificationSchema,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationSegment,
} from '../../../shared/schemas/admin-notifications.schema';
import { validate } from '../../../shared/schemas/validate';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { showTestNotification } from '../../pwa/test-notification';
import { sendAdminNotification, sendAdminTestNotification } from './admin-requests';
import { FanOutJobList } from './fan-out-job-card';
import { useFanOutJobs } from './use-fan-out-jobs';
import './admin.css';

const segmentLabels: Record<NotificationSegment, string> = {
  all: 'Todos os membros',
  'active-7d': 'Membros ativos nos últimos 7 dias',
  'inactive-7d': 'Membros inativos há 7 dias ou mais',
};
const segmentOptions = Object.entries(segmentLabels).map(([value, label]) => ({ value, label }));

/** What the push services answered for the admin's own devices (the test send), in words. */
function resultText({ recipients, delivered, removed }: AdminNotificationSendResult): string {
  if (recipients === 0) return 'Nenhum aparelho inscrito neste público: nada foi enviado.';
  const devices = recipients === 1 ? '1 aparelho' : `${recipients} aparelhos`;
  const gone = removed === 1 ? '1 inscrição expirada removida' : `${removed} inscrições expiradas removidas`;
  return `Enviada para ${devices}: ${delivered} ${delivered === 1 ? 'entregue' : 'entregues'} ao serviço de notificações, ${gone}.`;
}

/** Whether this browser has a push subscription (the test push only reaches subscribed devices). */
async function hasPushSubscription(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const reg = await navigator.serviceWorker.ready;
  return Boolean(await reg.pushManager?.getSubscription());
}

/** /admin/notifications: a push notification to a segment of members, previewed and confirmed. */
export function NotificationsPage() {
  usePageTitle('Administração: notificações');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');
  const [segment, setSegment] = useState<NotificationSegment>('all');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const [result, setResult] = useState<string>();
  const { jobs, failed, track } = useFanOutJobs('push-broadcast');

  const input = { title, body, url, segment };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(adminNotificationSchema, input);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (checked.ok) {
      setDialogError(undefined);
      setConfirming(true);
    }
  };

  const send = async () => {
    setBusy(true);
    setDialogError(undefined);
    try {
      const job = await sendAdminNotification(input);
      setConfirming(false);
      track(job);
      setResult(
        job.total === 0
          ? 'Nenhum aparelho inscrito neste público: nada foi enviado.'
          : `Envio iniciado para ${job.total === 1 ? '1 aparelho' : `${job.total} aparelhos`}. Acompanhe o andamento abaixo; você pode sair desta página.`,
      );
    } catch (err) {
      setDialogError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    const checked = validate(adminNotificationSchema, input);
    const testErrors = checked.ok
      ? {}
      : Object.fromEntries(
          Object.entries(checked.fieldErrors).filter(([f]) => f === 'title' || f === 'body'),
        );
    setErrors(testErrors);
    if (Object.keys(testErrors).length > 0) return;
    try {
      if (!('Notification' in window) || !('serviceWorker' in navigator)) {
        throw new Error('Este navegador não mostra notificações.');
      }
      if (Notification.permission === 'default') await Notification.requestPermission();
      if (Notification.permission !== 'granted') {
        throw new Error('Permita as notificações deste site no navegador para ver o teste.');
      }
      await showTestNotification({
        title: title.trim(),
        body: body.trim(),
        url: url.trim() || '/dashboard',
        tag: 'virada-admin-test',
      });
      if (await hasPushSubscription()) {
        const sent = await sendAdminTestNotification({ title, body });
        setResult(`Teste: ${resultText(sent)}`);
      } else {
        setResult('Teste mostrado neste aparelho (ele não está inscrito para receber notificações push).');
      }
    } catch (err) {
      showToast({
        title: 'Não foi possível enviar o teste',
        description: failureMessage(err),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="container page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Notificações</h1>
      <p className="muted">
        Uma notificação push para os membros que ativaram as notificações no app. Psicólogos não recebem.
      </p>
      {result && (
        <p className="card admin-result" role="status">
          {result}
        </p>
      )}
      <div className="admin-notification-layout">
        <form className="card admin-notification-form" onSubmit={review} noValidate>
          <TextField
            label="Título"
            name="title"
            value={title}
            maxLength={NOTIFICATION_TITLE_MAX}
            onValueChange={setTitle}
            error={errors.title}
          />
          <TextAreaField
            label="Mensagem"
            name="body"
            value={body}
            rows={3}
            maxLength={NOTIFICATION_BODY_MAX}
            onValueChange={setBody}
            error={errors.body}
          />
          <TextField
            label="Link (opcional)"
            name="url"
            value={url}
            placeholder="/dashboard"
            hint="Caminho do app aberto ao tocar na notificação. Sem link, abre o painel."
            onValueChange={setUrl}
            error={errors.url}
          />
          <SelectField
            label="Enviar para"
            name="segment"
            value={segment}
            options={segmentOptions}
            onValueChange={(value) => setSegment(value as NotificationSegment)}
            error={errors.segment}
          />
          <div className="admin-notification-actions">
            <button type="submit" className="btn btn-primary">
              <Send size={18} aria-hidden="true" /> Enviar
            </button>
            <button type="button" className="btn btn-secondary" onClick={sendTest}>
              Enviar notificação de teste para mim
            </button>
          </div>
        </form>
        <figure className="admin-notification-preview" aria-label="Prévia da notificação">
          <figcaption className="muted">Prévia</figcaption>
          <div className="admin-notification-card">
            <img src="/icons/icon-192.png" alt="" width={40} height={40} />
            <div>
              <p className="admin-notification-app">Virada</p>
              <p className="admin-notification-title">{title.trim() || 'Título da notificação'}</p>
              <p className="admin-notification-body">{body.trim() || 'A mensagem aparece aqui.'}</p>
            </div>
          </div>
          <p className="field-hint">Ao tocar, abre {url.trim() || '/dashboard'}.</p>
        </figure>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          setDialogError(undefined);
        }}
        title="Enviar a notificação?"
        description={`Para: ${segmentLabels[segment]}. "${title.trim()}" será enviada a todos os aparelhos inscritos deste público, e não há como desfazer.`}
        icon={<Bell size={22} />}
        error={dialogError}
        busy={busy}
        confirmLabel="Confirmar envio"
        busyLabel="Enviando..."
        onConfirm={send}
      />
      <FanOutJobList jobs={jobs} failed={failed} />
    </section>
  );
}
