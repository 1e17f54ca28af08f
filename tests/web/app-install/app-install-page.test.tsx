import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { to: string; children: ReactNode; className?: string }) => (
    <a href={props.to} className={props.className}>
      {props.children}
    </a>
  ),
}));

const { AppInstallPage } = await import('../../../web/features/app-install/app-install-page');
const { sharedInstallTracker } = await import('../../../web/pwa/install-prompt');
const { isRunningStandalone } = await import('../../../web/features/app-install/use-install-prompt');
const { INSTALL_TRACKED_KEY } = await import('../../../web/pwa/install-tracker');

/** Chromium's `beforeinstallprompt`, as a test controls it: `choose` answers the prompt. */
function fakePromptEvent() {
  let choose: (outcome: 'accepted' | 'dismissed') => void = () => {};
  const userChoice = new Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>((resolve) => {
    choose = (outcome) => resolve({ outcome, platform: 'web' });
  });
  const event = Object.assign(new Event('beforeinstallprompt'), {
    platforms: ['web'],
    userChoice,
    prompt: vi.fn(async () => {}),
  });
  return { event, choose: (outcome: 'accepted' | 'dismissed') => choose(outcome) };
}

function setStandalone(standalone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

// The install record is accepted; anything else (the footer's site details) is unavailable.
const fetchMock = vi.fn(async (url: string | URL | Request) =>
  String(url).endsWith('/api/pwa/install')
    ? new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } })
    : new Response('', { status: 503 }),
);

beforeEach(() => {
  setStandalone(false);
  localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  sharedInstallTracker().attach();
});
afterEach(() => {
  cleanup();
  sharedInstallTracker().detach();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/app, the install page', () => {
  it('says what installing gives, only what the app does, and each browser has its steps and picture', () => {
    render(<AppInstallPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Instale o Virada' })).toBeTruthy();
    expect(document.title).toBe('Instale o Virada · Virada');
    const benefits = screen.getByRole('region', { name: 'O que muda quando você instala' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Funciona sem internet', 'Lembrete diário', 'Um ícone na tela inicial']);

    const guides = screen.getByRole('region', { name: 'Passo a passo' });
    const summaries = guides.querySelectorAll('summary');
    expect([...summaries].map((s) => s.textContent)).toEqual([
      'Android: Chrome',
      'Android: Samsung Internet',
      'iPhone: Safari',
    ]);
    for (const details of guides.querySelectorAll('details')) {
      // Four numbered steps, and a drawing that repeats them (hidden from screen readers).
      expect(details.querySelectorAll('ol > li')).toHaveLength(4);
      const picture = details.querySelector('figure');
      expect(picture?.getAttribute('aria-hidden')).toBe('true');
      expect(picture?.querySelector('li[data-chosen]')?.textContent).toBeTruthy();
      // Drawn with boxes and text: no image file.
      expect(details.querySelector('img')).toBeNull();
    }
    expect(within(guides).getByText('Role a lista e toque em “Adicionar à Tela de Início”.')).toBeTruthy();
    // The links out: the sign-up; no fake install button without a prompt.
    expect(screen.getByRole('link', { name: 'Cadastro gratis' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver o passo a passo' }).getAttribute('href')).toBe(
      '#passo-a-passo',
    );
  });

  it("offers one-tap install with the tracker's captured prompt, and the tracker records the accepted install", async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    render(<AppInstallPage />);
    // The page listens to no install event itself: the app's one tracker does.
    expect(listen.mock.calls.filter(([type]) => type === 'beforeinstallprompt')).toEqual([]);
    const { event, choose } = fakePromptEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(screen.getByText('Seu navegador pode instalar o Virada com um toque.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await act(async () => {
      choose('accepted');
      await event.userChoice;
    });
    expect(
      await screen.findByText('Pronto! O Virada está sendo instalado. Procure o ícone na sua tela inicial.'),
    ).toBeTruthy();
    // The prompt is used up: the button goes, the steps link is back in its place.
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
    // One install record, by the tracker's own handler (no second listener on the page).
    await vi.waitFor(() => expect(localStorage.getItem(INSTALL_TRACKED_KEY)).not.toBeNull());
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const installs = calls.filter(([url]) => String(url).endsWith('/api/pwa/install'));
    expect(installs).toHaveLength(1);
    expect(JSON.parse(String(installs[0]![1].body))).toMatchObject({ installType: 'beforeinstallprompt' });
  });

  it('a dismissed prompt is answered kindly', async () => {
    render(<AppInstallPage />);
    const { event, choose } = fakePromptEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    await act(async () => {
      choose('dismissed');
      await event.userChoice;
    });
    expect(await screen.findByText(/Tudo bem. Você pode instalar quando quiser/)).toBeTruthy();
  });

  it('launched from the home screen, it says the app is already installed (display-mode or iOS flag)', () => {
    setStandalone(true);
    render(<AppInstallPage />);
    expect(screen.getByRole('heading', { name: 'O Virada já está instalado neste aparelho' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Passo a passo' })).toBeNull();
    cleanup();

    setStandalone(false);
    expect(isRunningStandalone()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    try {
      expect(isRunningStandalone()).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('the build draws the page for a browser tab, whatever the build machine is', () => {
    setStandalone(true);
    const html = renderToString(<AppInstallPage />);
    expect(html).toContain('Instalar agora');
    expect(html).not.toContain('já está instalado');
    expect(html).toContain('Ver o passo a passo');
  });
});
