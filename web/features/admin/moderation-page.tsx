import { AlertTriangle, EyeOff, Flag, RotateCcw, UserX } from 'lucide-react';
import { useState } from 'react';
import { communityApi } from '../../../shared/community-api';
import type { ModerationDto, ModerationQueueItemDto } from '../../../shared/community-api-types';
import { HELD_RULE_LABELS } from '../../../shared/texts/community.texts';
import { SelectField } from '../../components/ui/select-field';
import { ServerDataView } from '../../components/ui/server-data-view';
import { apiGet, apiPost, failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import './admin.css';

const ACTION_LABELS = { hide: 'escondeu', restore: 'publicou', suspend: 'suspendeu' } as const;
const DAY_OPTIONS = [
  { value: '1', label: '1 dia' },
  { value: '7', label: '7 dias' },
  { value: '30', label: '30 dias' },
  { value: '0', label: 'Retirar a suspensão' },
];
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });

/**
 * /admin/moderation (issue 12): what waits for a moderator — crisis first, then held posts and
 * reports — with hide, publish and suspend-the-author; and the log of who did what, when.
 */
export function ModerationPage() {
  usePageTitle('Administração: moderação');
  const { state, reload } = useServerData('admin:moderation', () =>
    apiGet<ModerationDto>(communityApi.moderation),
  );
  return (
    <section className="container page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Moderação da comunidade</h1>
      <p className="page-intro muted">
        Mensagens com sinais de crise aparecem primeiro: quem escreveu já recebeu o CVV (188) e o SAMU (192).
      </p>
      <ServerDataView
        state={state}
        onRetry={reload}
        loadingLabel="Carregando a fila…"
        what="a fila da moderação"
      >
        {(data) => (
          <>
            <h2>Fila</h2>
            {data.queue.length === 0 ? (
              <p className="card">Nada esperando a moderação.</p>
            ) : (
              <ul className="moderation-queue">
                {data.queue.map((item) => (
                  <li key={item.postId}>
                    <QueueCard item={item} onDone={reload} />
                  </li>
                ))}
              </ul>
            )}
            <h2>Registro</h2>
            {data.log.length === 0 ? (
              <p className="muted">Nenhuma ação ainda.</p>
            ) : (
              <ul className="moderation-log">
                {data.log.map((entry) => (
                  <li key={`${entry.createdAt}-${entry.action}-${entry.postId ?? entry.member}`}>
                    <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time> · {entry.actor}{' '}
                    {ACTION_LABELS[entry.action]}{' '}
                    {entry.action === 'suspend'
                      ? `${entry.member ?? 'um membro'} ${entry.days ? `por ${entry.days} dia(s)` : '(suspensão retirada)'}`
                      : `a mensagem ${entry.postId?.slice(0, 8)}`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ServerDataView>
    </section>
  );
}

function QueueCard({ item, onDone }: { item: ModerationQueueItemDto; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [days, setDays] = useState('7');
  const act = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await apiPost(path, body);
      showToast({ title: done });
      onDone();
    } catch (error) {
      showToast({ title: failureMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card moderation-item" aria-label={`Mensagem de ${item.pseudonym}`}>
      <p className="muted">
        {item.room ? `Chat · ${item.threadTitle}` : `«${item.threadTitle}»`} · {item.pseudonym} ·{' '}
        {dateTime(item.createdAt)}
      </p>
      {item.crisis && (
        <p className="moderation-flag">
          <AlertTriangle size={16} aria-hidden="true" /> Sinais de crise
        </p>
      )}
      {item.heldRule && <p className="moderation-flag">Em revisão: {HELD_RULE_LABELS[item.heldRule]}</p>}
      {item.reports.length > 0 && (
        <div className="moderation-flag">
          <Flag size={16} aria-hidden="true" /> {item.reports.length} denúncia(s):
          <ul>
            {item.reports.map((r) => (
              <li key={r.createdAt + r.reason}>{r.reason}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="forum-text">{item.text}</p>
      <div className="moderation-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => act(communityApi.moderationRestore(item.postId), undefined, 'Mensagem publicada.')}
        >
          <RotateCcw size={16} aria-hidden="true" /> {item.status === 'published' ? 'Manter' : 'Publicar'}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() =>
            act(communityApi.moderationHide(item.postId), undefined, 'Mensagem escondida para todos.')
          }
        >
          <EyeOff size={16} aria-hidden="true" /> Esconder
        </button>
        <SelectField
          label="Suspender quem escreveu"
          name="days"
          value={days}
          options={DAY_OPTIONS}
          onValueChange={setDays}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() =>
            act(communityApi.moderationSuspend(item.postId), { days: Number(days) }, 'Suspensão registrada.')
          }
        >
          <UserX size={16} aria-hidden="true" /> Aplicar
        </button>
      </div>
    </article>
  );
}
