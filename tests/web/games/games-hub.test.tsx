import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../../shared/domain/games/activities';
import { activityTexts } from '../../../shared/texts/games.texts';

vi.mock('@tanstack/react-router', async () => (await import('./games-test-setup')).routerMock);
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn(), trackView: vi.fn() }));

const { GamesPage } = await import('../../../web/features/games/games-page');
const { UrgeCheck } = await import('../../../web/features/games/urge-check');
const { navigate } = await import('./games-test-setup');
const { trackView } = await import('../../../web/lib/analytics');
const { solvePuzzle } = await import('../../helpers/sliding-puzzle-solver');

const MEMBER = { id: 'membro-1', name: 'Ana', email: 'ana@exemplo.com', userType: 'client' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the games hub /jogos', () => {
  it('shows CVV 188 and SAMU 192 before the activities, and a link to each activity', () => {
    render(<GamesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Para a vontade passar' })).toBeTruthy();
    const help = screen.getByRole('complementary', { name: 'Ajuda agora' });
    const calls = within(help)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(calls).toEqual(['tel:188', 'tel:192']);
    for (const id of GAME_IDS) {
      const link = screen.getByRole('link', { name: new RegExp(activityTexts[id].name) });
      expect(link.getAttribute('href')).toBe(`/jogos?jogo=${id}`);
      // The help lines come first in the page.
      expect(help.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText(/não há pontos, prêmios, moedas nem sorteios/)).toBeTruthy();
    expect(document.title).toBe('Para a vontade passar · Virada');
  });

  it('prerenders the hub even when the address names an activity (React takes the same markup over)', () => {
    const html = renderToString(<GamesPage game="pares" />);
    expect(html).toContain('Para a vontade passar');
    expect(html).toContain('tel:188');
    expect(html).not.toContain('Pares da memória</h1>');
  });

  it('opens an activity from the address, with a way back and the help lines', async () => {
    render(<GamesPage game="deslizar" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Quebra-cabeça deslizante' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Voltar às atividades/ }).getAttribute('href')).toBe('/jogos');
    expect(await screen.findByRole('list', { name: 'Quebra-cabeça' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /CVV: 188/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('an activity played through the hub', () => {
  it('sends game_started at the first move and game_played at the end, then asks "A vontade passou?"', async () => {
    render(<GamesPage game="deslizar" />);
    const grid = await screen.findByRole('list', { name: 'Quebra-cabeça' });
    const touches = solvePuzzle((grid.dataset.board ?? '').split(',').map(Number)) as number[];
    expect(trackView).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'A vontade passou?' })).toBeNull();
    for (const index of touches)
      fireEvent.click(within(grid).getAllByRole('listitem')[index]?.firstElementChild as HTMLElement);
    expect(vi.mocked(trackView).mock.calls).toEqual([
      ['game_started', 'deslizar'],
      ['game_played', 'deslizar'],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A vontade passou?' }));
  });
});

describe('"A vontade passou?"', () => {
  it('takes focus when it appears and answers "Passou" for a visitor with a warm line and sign-up', () => {
    render(<UrgeCheck current="pares" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A vontade passou?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Passou' }));
    expect(screen.getByRole('button', { name: 'Passou' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Você atravessou essa onda/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Criar minha conta/ }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: /check-in/ })).toBeNull();
  });

  it('sends a member to register it in the check-in (the dashboard opens the dialog)', () => {
    localStorage.setItem('user', JSON.stringify(MEMBER));
    render(<UrgeCheck current="onda" />);
    fireEvent.click(screen.getByRole('button', { name: 'Passou' }));
    const link = screen.getByRole('link', { name: /Registrar no check-in/ });
    expect(link.getAttribute('href')).toBe('/dashboard?checkin=1');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith({ href: '/dashboard?checkin=1' });
  });

  it('answers "Ainda não" with CVV and SAMU first, then other activities, the assistant and the CAPS', () => {
    localStorage.setItem('user', JSON.stringify(MEMBER));
    render(<UrgeCheck current="pares" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ainda não' }));
    const region = screen.getByRole('region', { name: 'A vontade passou?' });
    const hrefs = within(region)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['tel:188', 'tel:192']);
    expect(hrefs).toContain('/jogos?jogo=onda');
    expect(hrefs).not.toContain('/jogos?jogo=pares');
    expect(hrefs).toContain('/copiloto');
    expect(hrefs.at(-1)).toBe('/caps');
  });

  it('offers a visitor the assistant (a public page) and the CAPS too', () => {
    render(<UrgeCheck current="onda" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ainda não' }));
    expect(screen.getByRole('link', { name: /assistente/ }).getAttribute('href')).toBe('/copiloto');
    expect(screen.getByRole('link', { name: /CAPS/ }).getAttribute('href')).toBe('/caps');
  });
});
