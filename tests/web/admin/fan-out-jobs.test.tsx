/**
 * `/admin/notifications` with broadcasts as jobs (issue 18): sending answers at once with a
 * queued job, the page shows it with a progress bar (role=progressbar with its values) and polls
 * every 2 s while it runs, stops polling when it is done, and lists the recent jobs in pt-BR.
 * The medal e-mails page shows its jobs the same way.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FanOutJobDto } from '../../../shared/admin-api-types';
import { fanOutStatusTexts } from '../../../shared/texts/fan-out-jobs.texts';
import { type Call, fakeFetch } from '../webinars/webinar-test-kit';

vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));

const { NotificationsPage } = await import('../../../web/features/admin/notifications-page');
const { JOB_POLL_MS } = await import('../../../web/features/admin/use-fan-out-jobs');

function job(overrides: Partial<FanOutJobDto> = {}): FanOutJobDto {
  return {
    id: 'job-1',
    kind: 'push-broadcast',
    status: 'queued',
    audience: { segment: 'active-7d' },
    message: { title: 'Novidade no Virada', body: 'Confira as novas metas.', url: '/goals' },
    startedBy: 'Equipe Virada',
    total: 200,
    sent: 0,
    removed: 0,
    failed: 0,
    skipped: 0,
    interrupted: 0,
    createdAt: '2026-11-28T12:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

let listed: FanOutJobDto[];
let calls: Call[];

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  listed = [
    job({
      id: 'old',
      status: 'done',
      message: { title: 'Semana de metas', body: 'Uma meta por vez.', url: '/goals' },
      total: 3,
      sent: 2,
      removed: 1,
      createdAt: '2026-11-20T12:00:00.000Z',
    }),
  ];
  calls = fakeFetch((method, url) => {
    if (method === 'GET' && url === '/api/admin/jobs?kind=push-broadcast')
      return { status: 200, body: { jobs: listed } };
    if (method === 'POST' && url === '/api/admin/notifications') return { status: 202, body: job() };
    return { status: 404, body: { code: 'not-found', message: 'Não encontrado.' } };
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pollOnce = async () => {
  await act(async () => {
    vi.advanceTimersByTime(JOB_POLL_MS);
  });
};
const listReads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/jobs')).length;

describe('NotificationsPage with broadcast jobs', () => {
  it('lists the recent jobs with their outcome in pt-BR and does not poll when none runs', async () => {
    render(<NotificationsPage />);
    const list = await screen.findByRole('region', { name: 'Envios recentes' });
    expect(within(list).getByText('"Semana de metas"')).toBeTruthy();
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText(/3 de 3 \(100 %\): 2 enviadas, 1 inscrição expirada removida\./)).toBeTruthy();
    expect(screen.getByText(fanOutStatusTexts.done)).toBeTruthy();
    const reads = listReads();
    await pollOnce();
    await pollOnce();
    expect(listReads()).toBe(reads);
  });

  it('after sending, shows the job at once and its live progress until it is done', async () => {
    render(<NotificationsPage />);
    await screen.findByRole('progressbar');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Novidade no Virada' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Confira as novas metas.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar envio' }));

    expect(
      await screen.findByText(
        'Envio iniciado para 200 aparelhos. Acompanhe o andamento abaixo; você pode sair desta página.',
      ),
    ).toBeTruthy();
    const started = screen.getByRole('progressbar', { name: 'Progresso do envio "Novidade no Virada"' });
    expect(started.getAttribute('aria-valuenow')).toBe('0');
    expect(started.getAttribute('aria-valuemax')).toBe('200');
    expect(screen.getByText(fanOutStatusTexts.queued)).toBeTruthy();

    // The instances are sending: the next read shows the progress.
    listed = [job({ status: 'running', sent: 118, removed: 2 }), ...listed];
    await pollOnce();
    await waitFor(() => expect(started.getAttribute('aria-valuenow')).toBe('120'));
    expect(started.getAttribute('aria-valuetext')).toBe('120 de 200 (60 %)');
    expect(screen.getByText(fanOutStatusTexts.running)).toBeTruthy();

    listed = [job({ status: 'done', sent: 196, removed: 3, interrupted: 1 }), ...listed.slice(1)];
    await pollOnce();
    const card = screen.getByRole('article', { name: 'Envio "Novidade no Virada"' });
    await waitFor(() => expect(within(card).getByText(fanOutStatusTexts.done)).toBeTruthy());
    expect(
      within(card).getByText(/196 enviadas, 3 inscrições expiradas removidas, 1 interrompida\./),
    ).toBeTruthy();

    // Done: polling stops.
    const reads = listReads();
    await pollOnce();
    expect(listReads()).toBe(reads);
  });

  it('says so when the audience has no subscribed device', async () => {
    calls = fakeFetch((method, url) => {
      if (method === 'GET') return { status: 200, body: { jobs: [] } };
      if (url === '/api/admin/notifications')
        return { status: 202, body: job({ total: 0, status: 'queued' }) };
      return { status: 404, body: {} };
    });
    render(<NotificationsPage />);
    expect(await screen.findByText('Nenhum envio ainda.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Oi' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Tudo bem?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar envio' }));
    expect(await screen.findByText('Nenhum aparelho inscrito neste público: nada foi enviado.')).toBeTruthy();
  });
});
