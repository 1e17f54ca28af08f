/**
 * `/admin/webinars` (issue 13): the list with registrations and notices, scheduling a webinar in
 * Brasília time with the shared schema's pt-BR texts, the server's per-field answer, editing
 * (the stored start shown back in Brasília time, the recording link added) and cancelling after
 * a confirmation that says who will be told.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminWebinarTexts as t, webinarValidationTexts as v } from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../../shared/webinar-api-types';
import { adminWebinar, type Call, fakeFetch } from './webinar-test-kit';

vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));

const { AdminWebinarsPage } = await import('../../../web/features/webinars/admin-webinars-page');

// jsdom has no modal dialogs: open and close them as attributes.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let webinars: AdminWebinarDto[];
let calls: Call[];
/** What saving answers: the saved webinar, or the server's refusal. */
let saveAnswer: { status: number; body: unknown } | null;

beforeEach(() => {
  webinars = [];
  saveAnswer = null;
  calls = fakeFetch((method, url, body) => {
    if (method === 'GET' && url === '/api/admin/webinars') return { status: 200, body: { webinars } };
    if (url.endsWith('/cancel')) {
      const found = webinars.find((w) => url.includes(w.id))!;
      found.status = 'cancelled';
      return { status: 200, body: found };
    }
    if (saveAnswer) return saveAnswer;
    const saved = { ...adminWebinar(9, 48), ...(body as object) } as AdminWebinarDto;
    return { status: method === 'POST' ? 201 : 200, body: saved };
  });
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('AdminWebinarsPage', () => {
  it('lists every webinar with its status, registrations and notices', async () => {
    webinars = [
      adminWebinar(1, 48, { title: 'Próximo', registrations: 12 }),
      adminWebinar(2, -48, { title: 'Cancelado antes', status: 'cancelled', cancellationNoticesSent: 3 }),
      adminWebinar(3, -72, {
        title: 'Já foi',
        remindersSent: 7,
        recordingUrl: 'https://video.exemplo.com/x',
      }),
    ];
    render(<AdminWebinarsPage />);
    const next = await screen.findByRole('article', { name: 'Próximo' });
    expect(within(next).getByText(/^Agendado · /)).toBeTruthy();
    expect(within(next).getByText(/12 inscrições/)).toBeTruthy();
    expect(within(next).getByRole('button', { name: t.cancelWebinar })).toBeTruthy();
    const cancelled = screen.getByRole('article', { name: 'Cancelado antes' });
    expect(within(cancelled).getByText(/avisos de cancelamento enviados: 3/)).toBeTruthy();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    const past = screen.getByRole('article', { name: 'Já foi' });
    expect(within(past).getByText(/^Realizado · /)).toBeTruthy();
    expect(within(past).getByText(/lembretes enviados: 7/)).toBeTruthy();
    expect(within(past).getByRole('link', { name: 'https://video.exemplo.com/x' })).toBeTruthy();
    expect(within(past).queryByRole('button', { name: t.cancelWebinar })).toBeNull();
  });

  it('schedules a webinar in Brasília time after checking it with the shared schema', async () => {
    render(<AdminWebinarsPage />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.newWebinar }));
    expect(screen.getByText(t.startHint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(v.titleTooShort)).toBeTruthy();
    expect(screen.getByText(v.speakerNameRequired)).toBeTruthy();
    expect(screen.getByText(v.startDateInvalid)).toBeTruthy();
    expect(screen.getByText(v.liveUrlInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fill(t.title, 'Ansiedade e apostas');
    fill(t.speakerName, 'Dr. Rafael Lima');
    fill(t.speakerCredential, 'CRP 05/654321');
    fill(t.startDate, '2099-08-14');
    fill(t.startTime, '20:00');
    fill(t.durationMinutes, '75');
    fill(t.description, 'Como a ansiedade e a vontade de apostar andam juntas.');
    fill(t.liveUrl, 'https://meet.exemplo.com.br/ansiedade');
    expect(screen.queryByText(v.titleTooShort)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(`${t.created} "Ansiedade e apostas"`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/webinars',
      body: {
        title: 'Ansiedade e apostas',
        speakerName: 'Dr. Rafael Lima',
        speakerCredential: 'CRP 05/654321',
        startDate: '2099-08-14',
        startTime: '20:00',
        durationMinutes: 75,
        description: 'Como a ansiedade e a vontade de apostar andam juntas.',
        liveUrl: 'https://meet.exemplo.com.br/ansiedade',
        recordingUrl: '',
      },
    });
    // The list is read again, and the form is closed.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: t.create })).toBeNull();
  });

  it('shows the server’s per-field answer under its field', async () => {
    saveAnswer = {
      status: 400,
      body: {
        code: 'validation-failed',
        message: v.startInPast,
        details: [{ field: 'startDate', message: v.startInPast }],
      },
    };
    render(<AdminWebinarsPage />);
    fireEvent.click(await screen.findByRole('button', { name: t.newWebinar }));
    fill(t.title, 'Um título');
    fill(t.speakerName, 'Dra. Ana');
    fill(t.speakerCredential, 'CRP 06/1234');
    fill(t.startDate, '2099-01-01');
    fill(t.startTime, '10:00');
    fill(t.description, 'Uma descrição com mais de dez letras.');
    fill(t.liveUrl, 'https://meet.exemplo.com.br/x');
    fireEvent.click(screen.getByRole('button', { name: t.create }));
    const error = await screen.findByText(v.startInPast);
    expect(field(t.startDate).getAttribute('aria-describedby')).toContain(error.id);
  });

  it('edits a webinar with its start back in Brasília time, and adds the recording of one that happened', async () => {
    webinars = [
      adminWebinar(1, 0, { title: 'Para editar', startsAt: '2099-03-10T22:30:00.000Z' }),
      adminWebinar(2, -72, { title: 'Sem gravação ainda' }),
    ];
    render(<AdminWebinarsPage />);
    const editable = await screen.findByRole('article', { name: 'Para editar' });
    fireEvent.click(within(editable).getByRole('button', { name: t.edit }));
    expect(screen.getByRole('heading', { name: t.editWebinar })).toBeTruthy();
    expect(field(t.startDate).value).toBe('2099-03-10');
    expect(field(t.startTime).value).toBe('19:30');
    expect(field(t.title).value).toBe('Para editar');
    fill(t.title, 'Editado');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/webinars/${webinars[0]!.id}`);
    expect(put.body).toMatchObject({ title: 'Editado', startDate: '2099-03-10', startTime: '19:30' });

    const past = screen.getByRole('article', { name: 'Sem gravação ainda' });
    fireEvent.click(within(past).getByRole('button', { name: t.addRecording }));
    expect(document.activeElement).toBe(field(t.recordingUrl));
    fill(t.recordingUrl, 'https://video.exemplo.com/gravacao');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({
      recordingUrl: 'https://video.exemplo.com/gravacao',
    });
  });

  it('cancels a webinar after a confirmation that says who will be told', async () => {
    webinars = [adminWebinar(1, 48, { title: 'Vai ser cancelado', registrations: 4 })];
    render(<AdminWebinarsPage />);
    const item = await screen.findByRole('article', { name: 'Vai ser cancelado' });
    fireEvent.click(within(item).getByRole('button', { name: t.cancelWebinar }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmCancelTitle });
    expect(within(dialog).getByText(t.confirmCancel('Vai ser cancelado', 4))).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmCancelButton }));
    expect(await screen.findByText(t.cancelledDone)).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/cancel')).map((c) => c.method)).toEqual(['POST']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Vai ser cancelado' })).queryByRole('button'),
      ).toBeNull(),
    );
  });
});
