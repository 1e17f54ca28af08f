import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { to: string; params?: { slug: string }; children: ReactNode; className?: string }) => (
    <a href={props.to.replace('$slug', props.params?.slug ?? '')} className={props.className}>
      {props.children}
    </a>
  ),
}));

const { HomeReframePage } = await import('../../../web/features/home-reframe/home-reframe-page');

const fetchMock = vi.fn(async (url: string | URL | Request) =>
  String(url).endsWith('/api/community-stats')
    ? Response.json({ totalUsers: 1234, totalMoneySaved: 56789, totalDaysWithoutBetting: 4321 })
    : new Response('', { status: 503 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('/home-reframe, the calm alternative home', () => {
  it('leads with "Você não está sozinho(a)" and CVV 188 then SAMU 192, before anything else to tap', () => {
    render(<HomeReframePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Você não está sozinho(a)' })).toBeTruthy();
    expect(document.title).toBe('Você não está sozinho(a) · Virada');
    const main = screen.getByRole('region', { name: 'Você não está sozinho(a)' });
    // The first two things to tap on the page are the help lines.
    expect(hrefs(main).slice(0, 2)).toEqual(['tel:188', 'tel:192']);
    const help = screen.getByRole('complementary', { name: 'Ajuda agora' });
    expect(hrefs(help)).toEqual(['tel:188', 'tel:192']);
    expect(within(help).getByText(/emergências médicas/)).toBeTruthy();
  });

  it('offers one step to take now: block the apps, talk to someone, register without judgement', () => {
    render(<HomeReframePage />);
    const steps = screen.getByRole('region', { name: 'Um passo para agora' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bloquear os sites e apps de aposta', 'Conversar com alguém', 'Registrar sem julgamento']);
    expect(hrefs(steps)).toEqual([
      '/articles/gambling-blockers',
      'tel:188',
      '/copiloto',
      '/caps',
      '/register',
    ]);
  });

  it("then what the app is, the community's live counters and the sign-up", async () => {
    render(<HomeReframePage />);
    const about = screen.getByRole('region', { name: 'O que é o Virada' });
    const counters = within(about).getByRole('list', { name: 'Nossa comunidade até agora' });
    // Zeros in place at first (as the build draws them), then the server's figures.
    expect(counters.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(counters.getAttribute('aria-busy')).toBe('false'));
    expect(counters.textContent).toContain('1.234+');
    expect(counters.textContent).toMatch(/R\$\s?56\.789/);
    expect(counters.textContent).toContain('4.321');
    expect(within(about).getByRole('link', { name: 'Cadastro gratis' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(about).getByRole('link', { name: 'Já tenho conta' }).getAttribute('href')).toBe('/login');
  });

  it('uses no word of shame', () => {
    render(<HomeReframePage />);
    const text = screen.getByRole('region', { name: 'Você não está sozinho(a)' }).textContent ?? '';
    for (const word of ['viciado', 'culpa', 'fracasso', 'vergonha', 'irresponsável'])
      expect(text).not.toContain(word);
  });
});
