/**
 * The contact form (issue 15, part 3): POST /api/contact validates each field with its pt-BR
 * text, stores the message, answers a protocol number, e-mails the team (only when CONTACT_EMAIL
 * is set, never a default address) and the sender (the protocol, none of their text), and is
 * limited per caller address and per sender e-mail. The support CLI lists and closes messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { ContactMessageSchema } from '../../sync-server/modules/contact/contact-message.entity';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { type CliHarness, startCliHarness } from './cli-helpers';
import { startLogCapture } from './security/harness';

const INBOX = 'equipe@virada.example';
const PROTOCOL = /^VIR-\d{4}-\d{6}$/;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina Costa',
  email: 'marina@exemplo.com',
  subject: 'privacy',
  message: 'Quero saber quais dados meus vocês guardam.',
  ...overrides,
});

async function mailsTo(server: TestServer, to: string) {
  await server.app.deps.background.drain();
  return server.em().find(MailOutboxSchema, { toAddress: to }, { orderBy: { id: 'asc' } });
}

describe('POST /api/contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_EMAIL: INBOX });
  });
  afterAll(() => server?.close());

  it('stores the message, answers 201 with a protocol number and mails the team and the sender', async () => {
    const res = await server.client().post(
      api.contact,
      valid({
        email: ' Marina@Exemplo.com ',
        message: '  Quero saber quais dados meus vocês guardam.\nObrigada!  ',
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const protocol = res.body.protocol as string;
    expect(protocol).toMatch(PROTOCOL);
    expect(protocol.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));

    const rows = await server.em().find(ContactMessageSchema, {});
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(protocol).toBe(`VIR-${row.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`);
    expect(row).toMatchObject({
      name: 'Marina Costa',
      email: 'marina@exemplo.com',
      subject: 'privacy',
      message: 'Quero saber quais dados meus vocês guardam.\nObrigada!',
      status: 'open',
      closedAt: null,
    });

    const [team] = await mailsTo(server, INBOX);
    expect(team?.subject).toBe(`[Contato ${protocol}] Privacidade e dados (LGPD)`);
    expect(team?.text).toContain('Nome: Marina Costa');
    expect(team?.text).toContain('Email: marina@exemplo.com');
    expect(team?.text).toContain('Quero saber quais dados meus vocês guardam.\nObrigada!');

    const [confirmation, ...more] = await mailsTo(server, 'marina@exemplo.com');
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe(`Recebemos sua mensagem (protocolo ${protocol})`);
    expect(confirmation?.text).toContain(protocol);
    expect(confirmation?.text).toContain('188');
    // Only our words: nothing the sender typed (anyone can type any address).
    expect(confirmation?.text).not.toContain('Marina');
    expect(confirmation?.text).not.toContain('dados meus');

    // A second message gets another protocol.
    const second = await server.client().post(api.contact, valid({ subject: 'question' }));
    expect(second.status).toBe(201);
    expect(second.body.protocol).toMatch(PROTOCOL);
    expect(second.body.protocol).not.toBe(protocol);
  });

  it('refuses each bad field with its pt-BR text and stores nothing', async () => {
    const before = await server.em().count(ContactMessageSchema, {});
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
      [{ name: 'A'.repeat(101) }, 'name', 'Nome deve ter no máximo 100 caracteres'],
      [{ email: 'marina' }, 'email', 'Por favor, digite um email válido'],
      [{ email: '' }, 'email', 'Email é obrigatório'],
      [{ subject: 'spam' }, 'subject', 'Escolha o assunto da mensagem.'],
      [{ subject: undefined }, 'subject', 'Escolha o assunto da mensagem.'],
      [{ message: '' }, 'message', 'Escreva sua mensagem.'],
      [{ message: 'Oi!      ' }, 'message', 'Sua mensagem precisa ter pelo menos 10 caracteres.'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Sua mensagem pode ter no máximo 5.000 caracteres.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await server.client().post(api.contact, valid(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.details).toContainEqual({ field, message });
    }
    // The limits themselves pass: 2 and 100 characters of name, 10 and 5,000 of message.
    for (const change of [
      { name: 'Al' },
      { name: 'A'.repeat(100) },
      { message: 'x'.repeat(10) },
      { message: 'x'.repeat(5000) },
    ]) {
      expect((await server.client().post(api.contact, valid(change))).status).toBe(201);
    }
    expect(await server.em().count(ContactMessageSchema, {})).toBe(before + 4);
  });
});

describe('the contact form without CONTACT_EMAIL', () => {
  it('stores the message and confirms it, mails no team address, and says so once in the log', async () => {
    const server = await startTestServer({ CONTACT_EMAIL: '' });
    const log = startLogCapture();
    try {
      for (const email of ['um@exemplo.com', 'dois@exemplo.com']) {
        expect((await server.client().post(api.contact, valid({ email }))).status).toBe(201);
      }
      await server.app.deps.background.drain();
      const mails = await server.em().find(MailOutboxSchema, {}, { orderBy: { id: 'asc' } });
      expect(mails.map((m) => m.toAddress)).toEqual(['um@exemplo.com', 'dois@exemplo.com']);
      expect(await server.em().count(ContactMessageSchema, {})).toBe(2);
      expect(log.lines.filter((l) => l.includes('CONTACT_EMAIL is not set'))).toHaveLength(1);
      // No personal text reaches the log.
      expect(log.lines.join('\n')).not.toContain('exemplo.com');
      expect(log.lines.join('\n')).not.toContain('dados meus');
    } finally {
      log.restore();
      await server.close();
    }
  });
});

describe('the contact form limits', () => {
  it('answers 429 past the limit per caller address, before reading the body', async () => {
    const server = await startTestServer({ CONTACT_EMAIL: INBOX, CONTACT_LIMIT_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await server.client().post(api.contact, valid({ email: `pessoa${i}@exemplo.com` }));
        expect(res.status).toBe(201);
      }
      for (const body of [valid({ email: 'outra@exemplo.com' }), { name: 'x' }]) {
        const res = await server.client().post(api.contact, body);
        expect(res.status).toBe(429);
        expect(res.body.code).toBe('contact-limit');
        expect(res.body.message).toContain('Sua mensagem continua na tela');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await server.em().count(ContactMessageSchema, {})).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('answers 429 past the limit per sender e-mail, whatever its case', async () => {
    const server = await startTestServer({ CONTACT_EMAIL: INBOX, CONTACT_LIMIT_PER_EMAIL: '2' });
    try {
      expect((await server.client().post(api.contact, valid())).status).toBe(201);
      expect((await server.client().post(api.contact, valid({ email: 'MARINA@exemplo.com' }))).status).toBe(
        201,
      );
      const refused = await server.client().post(api.contact, valid({ email: ' marina@EXEMPLO.com' }));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('contact-limit');
      expect((await server.client().post(api.contact, valid({ email: 'outra@exemplo.com' }))).status).toBe(
        201,
      );
      // Two confirmations only: the limit also protects an address someone else types.
      expect(await mailsTo(server, 'marina@exemplo.com')).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('support CLI: contact:list and contact:close', () => {
  let harness: CliHarness;
  beforeAll(async () => {
    harness = await startCliHarness({ CONTACT_EMAIL: INBOX });
  });
  afterAll(() => harness?.close());
  const cli = (...argv: string[]) => harness.cli(...argv);
  const send = async (overrides: Record<string, unknown>) => {
    const res = await harness.server.client().post(api.contact, valid(overrides));
    expect(res.status).toBe(201);
    return res.body.protocol as string;
  };

  it('lists the open messages oldest first, closes one by protocol or id, and lists all with --all', async () => {
    expect((await cli('contact:list')).stdout).toBe('Nenhuma mensagem de contato aberta.');
    const first = await send({
      name: 'Pedro Lima',
      subject: 'technical',
      message: 'O app não abre no meu celular.',
    });
    const second = await send({
      name: 'Rita Alves',
      subject: 'press',
      message: 'Sou jornalista e queria uma entrevista.',
    });

    const text = await cli('contact:list');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('PROTOCOLO');
    expect(text.stdout).toContain(first);
    expect(text.stdout).toContain('Problema técnico');
    expect(text.stdout).toContain('O app não abre no meu celular.');
    expect(text.stdout.indexOf(first)).toBeLessThan(text.stdout.indexOf(second));

    const listed = JSON.parse((await cli('contact:list', '--json')).stdout) as {
      id: number;
      protocol: string;
      status: string;
    }[];
    expect(listed.map((m) => m.protocol)).toEqual([first, second]);
    expect(listed.every((m) => m.status === 'open')).toBe(true);

    const closed = await cli('contact:close', first.toLowerCase());
    expect(closed.code, closed.stderr).toBe(0);
    expect(closed.stdout).toBe(`Mensagem ${first} fechada.`);
    const byId = await cli('contact:close', String(listed[1]!.id), '--json');
    expect(byId.code, byId.stderr).toBe(0);
    expect(JSON.parse(byId.stdout)).toMatchObject({ protocol: second, status: 'closed' });

    expect((await cli('contact:list')).stdout).toBe('Nenhuma mensagem de contato aberta.');
    const all = JSON.parse((await cli('contact:list', '--all', '--json')).stdout) as {
      status: string;
      closedAt: string;
    }[];
    expect(all).toHaveLength(2);
    expect(all.every((m) => m.status === 'closed' && !Number.isNaN(Date.parse(m.closedAt)))).toBe(true);

    // Closing again is harmless; an unknown id, or a protocol with the wrong year, is exit 1.
    expect((await cli('contact:close', first)).code).toBe(0);
    const unknown = await cli('contact:close', 'VIR-1999-000001');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nenhuma mensagem de contato com o id ou protocolo VIR-1999-000001.');
    expect((await cli('contact:close', '999999')).code).toBe(1);
    expect((await cli('contact:close')).code).toBe(2);
  });
});
