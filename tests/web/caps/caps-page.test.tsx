import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CapsPage } from '../../../web/features/caps/caps-page';

/** A stand-in for the phone's position service: answers with what the test says. */
function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const positionError = (code: 1 | 2 | 3) =>
  ({
    code,
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
    message: '',
  }) as GeolocationPositionError;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const cityField = () => screen.getByRole('combobox', { name: 'Sua cidade' });
const results = () => screen.getByRole('region', { name: /^Perto de/ });
const resultRows = () =>
  within(results())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/caps, the CAPS finder', () => {
  it('offers CVV 188 and SAMU 192 before anything else, says what a CAPS is, and is honest about the data', () => {
    render(<CapsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Encontre ajuda perto de você' })).toBeTruthy();
    expect(document.title).toBe('Encontre ajuda perto de você · Virada');
    const help = screen.getByRole('complementary', { name: 'Ajuda agora' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:188', 'tel:192']);
    expect(help.compareDocumentPosition(cityField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText(
        /Centro de Atenção Psicossocial\) é o serviço de saúde mental do SUS: público e gratuito/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('O CAPS AD é o CAPS que cuida de problemas com álcool e outras drogas.'),
    ).toBeTruthy();
    expect(screen.getByText(/não traz endereços/)).toBeTruthy();
    expect(screen.getByText(/fahadkalil\/t_mentais_datasus, que não informa de que data são/)).toBeTruthy();
    expect(screen.getByText(/nada é enviado a ninguém/)).toBeTruthy();
  });

  it('prerenders its first screen with the field and the button disabled until the page’s code runs', () => {
    const html = renderToString(<CapsPage />);
    expect(html).toContain('Encontre ajuda perto de você');
    expect(html).toContain('tel:188');
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Usar minha localização/);
  });

  it('finds a town as the person types, by keyboard: accents and case do not matter', async () => {
    render(<CapsPage />);
    fireEvent.focus(cityField());
    fireEvent.change(cityField(), { target: { value: 'SAO JOSE DOS CAMP' } });
    const option = await screen.findByRole('option', { name: /São José dos Campos SP/ });
    expect(cityField().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(cityField(), { key: 'ArrowDown' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(cityField().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(cityField(), { key: 'Enter' });
    expect((cityField() as HTMLInputElement).value).toBe('São José dos Campos - SP');
    expect(cityField().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: 'Perto de São José dos Campos (SP)' })).toBeTruthy();
    const rows = resultRows().filter((text) => /CAPS/.test(text ?? ''));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^São José dos Campos SPna cidade escolhida · \d+ CAPS/);
    expect(rows[1]).toMatch(/a \d+(,\d)? km · \d+ CAPS/);
  });

  it('for a town without a CAPS, says so and lists the nearest with a pt-BR distance, a map link and what to do next', async () => {
    render(<CapsPage />);
    fireEvent.focus(cityField());
    fireEvent.change(cityField(), { target: { value: 'bora sp' } });
    fireEvent.click(await screen.findByRole('option', { name: /Borá SP/ }));
    expect(
      screen.getByText('Nesta lista, Borá não tem CAPS. Estas são as cidades mais perto que têm:'),
    ).toBeTruthy();
    const first = within(results()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Paraguaçu Paulista SPa 16 km · 1 CAPS');
    const map = within(first).getByRole('link', { name: /Ver no mapa/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=CAPS%20Paragua%C3%A7u%20Paulista%20SP',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Secretaria Municipal de Saúde de Paraguaçu Paulista/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ligar 136/ }).getAttribute('href')).toBe('tel:136');
  });

  it('offline, leaves the map links out and says they need the internet', async () => {
    setOnline(false);
    render(<CapsPage />);
    fireEvent.focus(cityField());
    fireEvent.change(cityField(), { target: { value: 'recife' } });
    fireEvent.keyDown(cityField(), { key: 'Enter' });
    await screen.findByRole('heading', { level: 2, name: 'Perto de Recife (PE)' });
    expect(screen.getByText(/o link do mapa precisa de conexão/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ver no mapa/ })).toBeNull();
  });

  it('says so when no town matches, and nothing is listed before two letters', async () => {
    render(<CapsPage />);
    fireEvent.focus(cityField());
    fireEvent.change(cityField(), { target: { value: 'x' } });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.change(cityField(), { target: { value: 'Cidadezinha Inventada' } });
    expect(
      await screen.findByText(
        'Não encontramos “Cidadezinha Inventada”. Confira o nome ou tente só o começo dele.',
      ),
    ).toBeTruthy();
    expect(cityField().getAttribute('aria-expanded')).toBe('false');
  });

  it('from the phone’s position: the nearest towns, and the heading takes the focus', async () => {
    // A point in Recife's centre.
    const ask = fakeGeolocation((ok) =>
      ok({ coords: { latitude: -8.05, longitude: -34.88 } } as GeolocationPosition),
    );
    render(<CapsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect(ask).toHaveBeenCalledOnce();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Perto de você' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(resultRows()[0]).toMatch(/^Recife PEa menos de 1 km · 17 CAPS/);
  });

  it.each([
    [1, 'Sem permissão para usar sua localização.'],
    [2, 'Não foi possível descobrir sua localização agora.'],
    [3, 'A localização demorou demais para chegar.'],
  ] as const)('explains a position error %i in plain words', async (code, message) => {
    fakeGeolocation((_, fail) => fail(positionError(code)));
    render(<CapsPage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar minha localização' })));
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith(message))).toBe(true);
    expect(screen.queryByRole('region', { name: /^Perto de/ })).toBeNull();
  });
});
