/**
 * Issue 15 part 6: the footer's company name and CNPJ and the blocker WhatsApp number are never
 * made up: not configured, they are '' (the web app then hides their line); and `npm start` logs
 * which operator settings are still at their defaults, one line each, names only, never a value.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { loadConfig } from '../../sync-server/config';
import { defaultSettingsReport } from '../../sync-server/config-defaults';
import { startTestServer } from '../helpers/test-server';

const KEYS = { SESSION_KEYS: 'chave-de-sessao-secreta-para-teste-1234567890' };

describe('not configured', () => {
  it('the company name, the CNPJ and the blocker number are empty, not placeholders', () => {
    const config = loadConfig({ ...KEYS });
    expect(config.company).toEqual({ legalName: '', cnpj: '' });
    expect(config.links.blockerWhatsapp).toBe('');
    // Blank is not configured either.
    expect(loadConfig({ ...KEYS, COMPANY_CNPJ: '  ', BLOCKER_WHATSAPP: ' ' })).toMatchObject({
      company: { cnpj: '' },
      links: { blockerWhatsapp: '' },
    });
  });

  it('configured, they are what the operator set', () => {
    const config = loadConfig({
      ...KEYS,
      COMPANY_LEGAL_NAME: 'Virada Saúde Ltda.',
      COMPANY_CNPJ: '11.222.333/0001-81',
      BLOCKER_WHATSAPP: '5521988887777',
    });
    expect(config.company).toEqual({ legalName: 'Virada Saúde Ltda.', cnpj: '11.222.333/0001-81' });
    expect(config.links.blockerWhatsapp).toBe('5521988887777');
  });

  it('GET /api/site-info answers them empty', async () => {
    const server = await startTestServer({});
    try {
      const res = await server.request('GET', api.siteInfo);
      expect(res.body.company).toEqual({ legalName: '', cnpj: '' });
      expect(res.body.links.blockerWhatsapp).toBe('');
      expect(JSON.stringify(res.body)).not.toMatch(/00\.000\.000|5511999999999/);
    } finally {
      await server.close();
    }
  });
});

describe('the settings at their defaults', () => {
  it('one line per setting left unset, none for a setting that is set', () => {
    const unset = defaultSettingsReport({});
    for (const name of ['COMPANY_LEGAL_NAME', 'COMPANY_CNPJ', 'BLOCKER_WHATSAPP', 'SESSION_KEYS', 'SMTP_URL'])
      expect(unset.filter((line) => line.startsWith(`config: ${name} not set`))).toHaveLength(1);
    const set = defaultSettingsReport({
      COMPANY_CNPJ: '11.222.333/0001-81',
      BLOCKER_WHATSAPP: '5521988887777',
    });
    expect(set.some((line) => line.includes('COMPANY_CNPJ'))).toBe(false);
    expect(set.some((line) => line.includes('BLOCKER_WHATSAPP'))).toBe(false);
    expect(set).toHaveLength(unset.length - 2);
  });

  it('never prints a value', () => {
    const secrets = { ...KEYS, SMTP_URL: 'smtp://ana:senha-smtp-secreta@mail.example:587' };
    const text = defaultSettingsReport(secrets).join('\n');
    expect(text).not.toContain(KEYS.SESSION_KEYS);
    expect(text).not.toContain('senha-smtp-secreta');
  });
});

describe('npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'virada-start-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs the settings still at their defaults, without their values', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      WEB_ROOT: '',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'v.sqlite')}`,
      COMPANY_LEGAL_NAME: 'Virada Saúde Ltda.',
      ...KEYS,
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/main.ts'], { env, cwd: process.cwd() });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    await expect
      .poll(() => out, { timeout: 45_000, interval: 200 })
      .toMatch(/config: COPILOT_LLM_URL not set/);
    const lines = out.split('\n');
    expect(lines.filter((l) => l.startsWith('config: COMPANY_CNPJ not set'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('config: BLOCKER_WHATSAPP not set'))).toHaveLength(1);
    expect(out).not.toContain('config: COMPANY_LEGAL_NAME');
    expect(out).not.toContain('config: SESSION_KEYS');
    expect(out).not.toContain(KEYS.SESSION_KEYS);
  }, 60_000);
});
