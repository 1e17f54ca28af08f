import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../shared/constants';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { to: string; children: ReactNode }) => <a href={props.to}>{props.children}</a>,
}));

const SITE_INFO = {
  company: { legalName: 'Empresa', cnpj: '' },
  links: { supportGroups: '', debtPartner: '', blockerWhatsapp: '', communityGroup: '' },
  contactEmail: 'contato@exemplo.com',
};

let privacyEmail: string | null = null;
let contactAnswer: () => Response = () => Response.json({ protocol: 'VIR-2026-000042' }, { status: 201 });
const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
  const path = String(url);
  if (path.endsWith('/api/site-info')) return Response.json({ ...SITE_INFO, privacyEmail });
  if (path.endsWith('/api/contact')) return contactAnswer();
  return new Response('', { status: 503 });
});

/** The page with fresh modules: the site-info cache and the stored user are read anew. */
async function renderPage() {
  vi.resetModules();
  const { ContactPage } = await import('../../../web/features/contact/contact-page');
  render(<ContactPage />);
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillValid() {
  type('Nome', 'Lúcia Ramos');
  type('Email', 'lucia@exemplo.com');
  fireEvent.change(screen.getByRole('combobox', { name: 'Assunto' }), { target: { value: 'question' } });
  type('Mensagem', 'Uma dúvida sobre os lembretes do app.');
}

beforeEach(() => {
  privacyEmail = null;
  contactAnswer = () => Response.json({ protocol: 'VIR-2026-000042' }, { status: 201 });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/contato', () => {
  it('shows the help lines before the form, and the subjects of the issue in order', async () => {
    await renderPage();
    const help = screen.getByRole('complementary', { name: 'Ajuda agora' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:188', 'tel:192']);
    expect(help.textContent).toContain('Este formulário não é para emergências');
    const form = screen.getByRole('form', { name: 'Escreva para nós' });
    expect(help.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const options = within(screen.getByRole('combobox', { name: 'Assunto' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Escolha o assunto',
      'Dúvida',
      'Problema técnico',
      'Privacidade e dados (LGPD)',
      'Imprensa',
      'Parceria',
    ]);
  });

  it('shows the configured data-protection e-mail, and no address at all when none is configured', async () => {
    privacyEmail = 'dpo@exemplo.com';
    await renderPage();
    const link = await screen.findByRole('link', { name: 'dpo@exemplo.com' });
    expect(link.getAttribute('href')).toBe('mailto:dpo@exemplo.com');
    cleanup();

    privacyEmail = null;
    await renderPage();
    const privacy = screen.getByRole('region', { name: 'Privacidade e proteção de dados' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(privacy.textContent).toContain('use este formulário com o assunto “Privacidade e dados (LGPD)”');
    expect(within(privacy).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it("fills in a signed-in person's name and e-mail", async () => {
    localStorage.setItem(
      STORED_USER_KEY,
      JSON.stringify({
        id: 'u1',
        email: 'carla@exemplo.com',
        name: 'Carla',
        userType: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await renderPage();
    await vi.waitFor(() => expect(field('Nome').value).toBe('Carla'));
    expect(field('Email').value).toBe('carla@exemplo.com');
  });

  it("shows the server's per-field errors and its limit message, and keeps the text", async () => {
    await renderPage();
    await fillValid();
    contactAnswer = () =>
      Response.json(
        {
          code: 'validation-failed',
          message: 'Sua mensagem precisa ter pelo menos 10 caracteres.',
          details: [{ field: 'message', message: 'Sua mensagem precisa ter pelo menos 10 caracteres.' }],
        },
        { status: 400 },
      );
    fireEvent.submit(screen.getByRole('form', { name: 'Escreva para nós' }));
    expect(await screen.findByText('Sua mensagem precisa ter pelo menos 10 caracteres.')).toBeTruthy();
    expect(field('Mensagem').value).toBe('Uma dúvida sobre os lembretes do app.');

    contactAnswer = () =>
      Response.json(
        { code: 'contact-limit', message: 'Recebemos muitas mensagens daqui nesta hora.' },
        { status: 429 },
      );
    fireEvent.submit(screen.getByRole('form', { name: 'Escreva para nós' }));
    await vi.waitFor(() =>
      expect(document.querySelector('.contact-failure')?.textContent).toContain(
        'Recebemos muitas mensagens daqui nesta hora.',
      ),
    );
    expect(field('Mensagem').value).toBe('Uma dúvida sobre os lembretes do app.');
    expect(screen.queryByTestId('contact-protocol')).toBeNull();
  });

  it('answers with the protocol number once the server has it', async () => {
    await renderPage();
    await fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'Escreva para nós' }));
    expect((await screen.findByTestId('contact-protocol')).textContent).toBe('VIR-2026-000042');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/contact'));
    const init = sent?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lúcia Ramos',
      email: 'lucia@exemplo.com',
      subject: 'question',
      message: 'Uma dúvida sobre os lembretes do app.',
    });
  });
});
