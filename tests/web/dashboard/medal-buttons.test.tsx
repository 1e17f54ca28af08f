/**
 * The dashboard's medal buttons (spec §2 "Recent achievements", §7, §8 "Medals"): 'Recuperar
 * medalhas' (POST /api/award-missing-medals/{userId}, its message shown as '{message} foram
 * concedidas!'), the empty state's first ('wind') medal (POST /api/award-wind-medal/{userId}),
 * and the latest medal badge of the greeting. Each press sends the right request once, shows
 * the spec's toast, asks the sync engine for the new medals, and the dashboard then shows them;
 * a failure shows the spec's destructive toast and leaves the button usable. The server side of
 * these calls is tested in tests/server/core-loop-progress.test.ts.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AchievementDto } from '../../../shared/api-types';
import { SPEC } from '../../helpers/spec-quotes';
import { ALICE, resetDb, summaryFor } from '../sync/sync-test-kit';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/" className={className}>
      {children}
    </a>
  ),
}));
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));
vi.mock('../../../web/sync/sync-engine', () => ({ requestSync: vi.fn() }));

const { showToast } = await import('../../../web/lib/toaster');
const { requestSync } = await import('../../../web/sync/sync-engine');
const { db } = await import('../../../web/data/db');
const { useMemberData } = await import('../../../web/data/use-member-data');
const { RecentAchievements } = await import('../../../web/features/medals/recent-achievements');
const { LatestMedalBadge, latestMedal } = await import('../../../web/features/medals/latest-medal-badge');
const { DashboardGreeting } = await import('../../../web/features/dashboard/dashboard-greeting');

const TZ = 'America/Sao_Paulo';

const medal = (key: string, title: string, icon: string, earnedAt: string): AchievementDto => ({
  key,
  icon,
  title,
  description: `Descrição de ${title}`,
  earnedAt,
});
const WIND = medal('wind', 'Medalha do Vento', '🌪️', '2026-03-10T15:00:00.000Z');
const STREAK_1 = medal('streak-1', 'Primeiro Dia', '🌱', '2026-03-02T02:30:00.000Z');
const STREAK_7 = medal('streak-7', 'Uma Semana', '🔥', '2026-03-08T12:00:00.000Z');

interface Call {
  method: string;
  url: string;
  credentials: RequestCredentials | undefined;
}
let calls: Call[];
/** What the next medal request answers; `'offline'` rejects like a request that never left. */
let answer: { status: number; body?: unknown } | 'offline' | Promise<never>;

beforeEach(async () => {
  await resetDb();
  vi.clearAllMocks();
  calls = [];
  answer = { status: 200, body: { message: '2 medalhas', count: 2 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, credentials: init.credentials });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer instanceof Promise) return answer;
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const destructive = (title: string, description: string) => ({ title, description, variant: 'destructive' });

describe('"Recuperar medalhas"', () => {
  it('asks the server for the missing medals, shows "{message} foram concedidas!" and syncs', async () => {
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[STREAK_1]} />);
    fireEvent.click(button('Recuperar medalhas'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: SPEC.medalsRecoveredTitle,
        description: SPEC.medalsRecoveredText.replace('{message}', '2 medalhas'),
      }),
    );
    expect(calls).toEqual([
      { method: 'POST', url: `/api/award-missing-medals/${ALICE}`, credentials: 'include' },
    ]);
    expect(requestSync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button('Recuperar medalhas').disabled).toBe(false));
  });

  it('is busy and disabled while the request runs: one press, one request', async () => {
    let release: (r: Response) => void = () => {};
    answer = new Promise<never>((resolve) => {
      release = resolve as unknown as (r: Response) => void;
    });
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[STREAK_1]} />);
    fireEvent.click(button('Recuperar medalhas'));
    const busy = await screen.findByRole('button', { name: 'Recuperando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(calls).toHaveLength(1);
    await act(async () => release(new Response(JSON.stringify({ message: '0 medalhas', count: 0 }))));
    await waitFor(() => expect(button('Recuperar medalhas').disabled).toBe(false));
    expect(showToast).toHaveBeenCalledWith({
      title: SPEC.medalsRecoveredTitle,
      description: SPEC.medalsRecoveredText.replace('{message}', '0 medalhas'),
    });
  });

  it.each([
    ['a server error', { status: 500, body: { code: 'internal-error', message: 'Algo deu errado.' } }],
    ['no connection', 'offline' as const],
  ])(
    'on %s: "Erro" / "Não foi possível recuperar as medalhas.", destructive; no sync',
    async (_case, failure) => {
      answer = failure;
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[STREAK_1]} />);
      fireEvent.click(button('Recuperar medalhas'));
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          destructive(SPEC.medalsRecoverErrorTitle, SPEC.medalsRecoverErrorText),
        ),
      );
      expect(requestSync).not.toHaveBeenCalled();
      await waitFor(() => expect(button('Recuperar medalhas').disabled).toBe(false));
    },
  );

  it('is offered in the empty state too', async () => {
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[]} />);
    fireEvent.click(button('Recuperar medalhas'));
    await waitFor(() => expect(requestSync).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual([`/api/award-missing-medals/${ALICE}`]);
  });
});

describe('the first medal (wind), in the empty state', () => {
  it('is offered only while there is no medal', () => {
    const { rerender } = render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[]} />);
    expect(button('Receber minha primeira medalha')).toBeTruthy();
    rerender(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[WIND]} />);
    expect(screen.queryByRole('button', { name: 'Receber minha primeira medalha' })).toBeNull();
  });

  it('asks for the wind medal, shows "Medalha do Vento" and syncs; busy meanwhile', async () => {
    let release: (r: Response) => void = () => {};
    answer = new Promise<never>((resolve) => {
      release = resolve as unknown as (r: Response) => void;
    });
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[]} />);
    fireEvent.click(button('Receber minha primeira medalha'));
    const busy = (await screen.findByRole('button', { name: 'Concedendo...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // The other button waits too.
    expect(button('Recuperar medalhas').disabled).toBe(true);
    await act(async () => release(new Response(JSON.stringify(WIND), { status: 201 })));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ title: SPEC.windMedalTitle, description: SPEC.windMedalText }),
    );
    expect(calls).toEqual([
      { method: 'POST', url: `/api/award-wind-medal/${ALICE}`, credentials: 'include' },
    ]);
    expect(requestSync).toHaveBeenCalledTimes(1);
  });

  it('on failure: "Erro" / "Não foi possível conceder a medalha.", destructive; the button again', async () => {
    answer = { status: 500, body: { code: 'internal-error', message: 'Algo deu errado.' } };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[]} />);
    fireEvent.click(button('Receber minha primeira medalha'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(destructive(SPEC.windMedalErrorTitle, SPEC.windMedalErrorText)),
    );
    expect(requestSync).not.toHaveBeenCalled();
    await waitFor(() => expect(button('Receber minha primeira medalha').disabled).toBe(false));
  });
});

describe('the achievements list', () => {
  it('shows each medal with its icon, title, text and the day it was earned in the member’s zone', () => {
    render(<RecentAchievements userId={ALICE} timeZone={TZ} achievements={[STREAK_1, WIND]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.achievement-title')?.textContent)).toEqual([
      'Primeiro Dia',
      'Medalha do Vento',
    ]);
    // 02:30 UTC on 2 March is still 1 March in São Paulo.
    expect(items[0]!.textContent).toContain('Conquistada em 01/03/2026');
    expect(items[0]!.textContent).toContain('🌱');
    expect(items[1]!.textContent).toContain('Descrição de Medalha do Vento');
  });
});

describe('the latest medal badge', () => {
  it('shows the newest medal by date, whatever the order, with its icon and title', () => {
    expect(latestMedal([WIND, STREAK_1, STREAK_7])).toBe(WIND);
    expect(latestMedal([STREAK_7, STREAK_1])).toBe(STREAK_7);
    const { container, rerender } = render(<LatestMedalBadge achievements={[STREAK_7, WIND, STREAK_1]} />);
    const badge = container.querySelector('.medal-badge')!;
    expect(badge.textContent).toBe('🌪️Última medalha: Medalha do Vento');
    expect(badge.getAttribute('title')).toBe('Descrição de Medalha do Vento');
    rerender(<LatestMedalBadge achievements={[STREAK_1]} />);
    expect(container.querySelector('.medal-badge')?.textContent).toContain('Primeiro Dia');
  });

  it('is not shown before the first medal', () => {
    const { container } = render(<LatestMedalBadge achievements={[]} />);
    expect(container.querySelector('.medal-badge')).toBeNull();
  });
});

const DASHBOARD_USER = { id: ALICE, name: 'Alice Lima', timezone: TZ, createdAt: '2026-03-01T12:00:00.000Z' };

/** The greeting and the achievements, fed like the dashboard page: from the device's data. */
function Dashboard() {
  const data = useMemberData(DASHBOARD_USER);
  const d = data.dashboard;
  if (!d) return null;
  return (
    <>
      <DashboardGreeting
        name={d.user.name}
        daysSinceStart={d.daysSinceStart}
        achievements={d.recentAchievements}
        onOpenBlocker={() => {}}
      />
      <RecentAchievements userId={ALICE} timeZone={TZ} achievements={d.recentAchievements} />
    </>
  );
}

describe('on the dashboard', () => {
  /** The server's summary as the sync engine's pull stores it. */
  const storeSummary = (recentAchievements: AchievementDto[]) =>
    db.summaries.put({
      userId: ALICE,
      dashboard: summaryFor(ALICE, { recentAchievements }),
      cursor: 1,
      updatedAt: new Date().toISOString(),
    });

  it('the first medal appears in the badge and the list once the sync brings it', async () => {
    await storeSummary([]);
    // The pull that follows the award brings the medal.
    vi.mocked(requestSync).mockImplementation(() => void storeSummary([WIND]));
    answer = { status: 201, body: WIND };
    const { container } = render(<Dashboard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Receber minha primeira medalha' }));
    await waitFor(() =>
      expect(container.querySelector('.medal-badge')?.textContent).toContain('Medalha do Vento'),
    );
    expect(screen.getByText('Medalha do Vento', { selector: '.achievement-title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receber minha primeira medalha' })).toBeNull();
  });

  it('recovered medals appear, the newest in the badge', async () => {
    await storeSummary([STREAK_1]);
    vi.mocked(requestSync).mockImplementation(() => void storeSummary([STREAK_1, STREAK_7]));
    const { container } = render(<Dashboard />);
    await waitFor(() =>
      expect(container.querySelector('.medal-badge')?.textContent).toContain('Primeiro Dia'),
    );
    fireEvent.click(button('Recuperar medalhas'));
    await waitFor(() => expect(container.querySelector('.medal-badge')?.textContent).toContain('Uma Semana'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
