/**
 * The webinars members read (issue 13, `WebinarsSection`): upcoming and past webinars with the
 * start in Brasília time and in the member's zone when it differs, "Quero participar" and its
 * cancellation for members, "Entre para participar" for visitors, the live link shortly before
 * the start, the calendar file, and the list kept on the device shown offline, marked as such.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY, WORKER_COPY_HEADER } from '../../../shared/constants';
import { webinarSectionTexts as t } from '../../../shared/texts/webinars.texts';
import { fakeFetch, listOf, webinar } from './webinar-test-kit';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));

const { showToast } = await import('../../../web/lib/toaster');
const { WebinarsSection } = await import('../../../web/features/webinars/webinars-section');

function signIn(userType: 'client' | 'psychologist' | null) {
  if (!userType) return localStorage.removeItem(STORED_USER_KEY);
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: 'user-ana',
      email: 'ana@exemplo.com',
      name: 'Ana',
      userType,
      createdAt: '2026-01-01',
    }),
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('WebinarsSection', () => {
  it('shows a loading state, then upcoming and past webinars to a visitor, who is asked to sign in', async () => {
    const upcoming = webinar(1, 48, {
      title: 'Como falar com a família',
      startsAt: '2099-03-10T22:30:00.000Z',
      durationMinutes: 90,
    });
    const withRecording = webinar(2, -30, { title: 'Gravado', recordingUrl: 'https://video.exemplo.com/v1' });
    const withoutRecording = webinar(3, -60, { title: 'Sem gravação' });
    fakeFetch(() => ({ status: 200, body: listOf([upcoming], [withRecording, withoutRecording]) }));
    render(<WebinarsSection timeZone="America/Sao_Paulo" />);
    expect(screen.getByRole('status', { name: t.loading })).toBeTruthy();

    const first = await screen.findByRole('article', { name: 'Como falar com a família' });
    expect(within(first).getByText('Com Dra. Helena Prado · CRP 06/123456')).toBeTruthy();
    expect(within(first).getByText('terça-feira, 10/03/2099 às 19:30 (horário de Brasília)')).toBeTruthy();
    expect(within(first).queryByText(/no seu horário/)).toBeNull();
    expect(within(first).getByText('Duração: 1 h 30 min')).toBeTruthy();
    expect(within(first).getByText(upcoming.description)).toBeTruthy();
    expect(within(first).getByRole('link', { name: t.signInToJoin }).getAttribute('href')).toBe('/login');
    expect(within(first).queryByRole('button', { name: t.join })).toBeNull();
    const calendar = within(first).getByRole('link', { name: t.addToCalendar });
    expect(calendar.getAttribute('href')).toBe(`/api/webinars/${upcoming.id}/calendar.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
    // The live link waits until shortly before the start.
    expect(within(first).queryByRole('link', { name: t.watchLive })).toBeNull();

    const recording = within(card('Gravado')).getByRole('link', { name: t.watchRecording });
    expect(recording.getAttribute('href')).toBe('https://video.exemplo.com/v1');
    expect(recording.getAttribute('rel')).toContain('noopener');
    expect(within(card('Sem gravação')).getByText(t.noRecording)).toBeTruthy();
  });

  it('also shows the start in the member’s zone when its clock differs from Brasília’s', async () => {
    fakeFetch(() => ({
      status: 200,
      body: listOf([webinar(1, 0, { startsAt: '2099-03-10T22:30:00.000Z' })]),
    }));
    render(<WebinarsSection timeZone="America/Manaus" />);
    const first = await screen.findByRole('article', { name: 'Webinar 1' });
    expect(within(first).getByText('terça-feira, 10/03/2099 às 19:30 (horário de Brasília)')).toBeTruthy();
    expect(
      within(first).getByText('terça-feira, 10/03/2099 às 18:30 no seu horário (Manaus, GMT-4)'),
    ).toBeTruthy();
  });

  it('lets a member register and cancel, with a toast each time and the list read again', async () => {
    signIn('client');
    let registered = false;
    const calls = fakeFetch((method, url) => {
      if (url.endsWith('/registration')) {
        registered = method === 'POST';
        return { status: 200, body: webinar(1, 48, { registered }) };
      }
      return { status: 200, body: listOf([webinar(1, 48, { registered })]) };
    });
    render(<WebinarsSection />);
    fireEvent.click(await screen.findByRole('button', { name: t.join }));
    expect(await screen.findByText(t.registered)).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith({ title: t.joinedTitle, description: t.joinedDescription });
    fireEvent.click(await screen.findByRole('button', { name: t.leave }));
    await screen.findByRole('button', { name: t.join });
    expect(showToast).toHaveBeenCalledWith({ title: t.leftTitle, description: t.leftDescription });
    const id = webinar(1, 48).id;
    expect(calls.filter((c) => c.url.includes('/registration')).map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/webinars/${id}/registration`,
      `DELETE /api/webinars/${id}/registration`,
    ]);
    // After each change the list is read again (the device's offline copy follows).
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/webinars')).toHaveLength(3));
  });

  it('says why registering failed, and keeps the button', async () => {
    signIn('client');
    fakeFetch((_m, url) =>
      url.endsWith('/registration')
        ? { status: 409, body: { code: 'webinar-cancelled', message: 'Este webinar foi cancelado.' } }
        : { status: 200, body: listOf([webinar(1, 48)]) },
    );
    render(<WebinarsSection />);
    fireEvent.click(await screen.findByRole('button', { name: t.join }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: t.actionFailedTitle,
        description: 'Este webinar foi cancelado.',
        variant: 'destructive',
      }),
    );
    expect((screen.getByRole('button', { name: t.join }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the live link shortly before the start and while it is on', async () => {
    const soon = webinar(1, 0.1, { title: 'Daqui a pouco' });
    const live = webinar(2, -0.5, { title: 'Agora' });
    fakeFetch(() => ({ status: 200, body: listOf([live, soon]) }));
    render(<WebinarsSection />);
    const now = await screen.findByRole('article', { name: 'Agora' });
    expect(within(now).getByText(t.liveNow)).toBeTruthy();
    expect(within(now).getByRole('link', { name: t.watchLive }).getAttribute('href')).toBe(live.liveUrl);
    const next = card('Daqui a pouco');
    expect(within(next).getByText(t.startingSoon)).toBeTruthy();
    expect(within(next).getByRole('link', { name: t.watchLive }).getAttribute('target')).toBe('_blank');
  });

  it('marks a cancelled webinar, without its buttons', async () => {
    signIn('client');
    fakeFetch(() => ({
      status: 200,
      body: listOf([webinar(1, 24, { status: 'cancelled', registered: true })]),
    }));
    render(<WebinarsSection />);
    const cancelled = await screen.findByRole('article', { name: 'Webinar 1' });
    expect(within(cancelled).getByText(t.cancelled)).toBeTruthy();
    expect(within(cancelled).getByText(t.cancelledNote)).toBeTruthy();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(within(cancelled).queryByRole('link', { name: t.addToCalendar })).toBeNull();
  });

  it('offline, shows the list kept on the device, says so, and waits for the connection to register', async () => {
    signIn('client');
    fakeFetch(() => ({
      status: 200,
      body: listOf([webinar(1, 24)]),
      headers: { [WORKER_COPY_HEADER]: '1' },
    }));
    render(<WebinarsSection timeZone="America/Sao_Paulo" />);
    const note = await screen.findByText(/esta é a última lista guardada neste aparelho/);
    expect(note.textContent).toContain('(de 10/03/2026 às 19:05)');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: t.join }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without any copy offline, says calmly that the list needs the internet, and tries again', async () => {
    let online = false;
    fakeFetch(() => (online ? { status: 200, body: listOf([]) } : 'offline'));
    render(<WebinarsSection />);
    expect(await screen.findByText('Sem internet agora')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(t.emptyUpcoming)).toBeTruthy();
    expect(screen.getByText(t.emptyPast)).toBeTruthy();
  });

  it('shows a psychologist the webinars without the members’ buttons', async () => {
    signIn('psychologist');
    fakeFetch(() => ({ status: 200, body: listOf([webinar(1, 24)]) }));
    render(<WebinarsSection />);
    const first = await screen.findByRole('article', { name: 'Webinar 1' });
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(first).queryByRole('link', { name: t.signInToJoin })).toBeNull();
    expect(within(first).getByRole('link', { name: t.addToCalendar })).toBeTruthy();
  });
});
