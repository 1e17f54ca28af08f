/**
 * Issue 11: which HTML a page path gets. A public page its own prerendered file, any other page
 * of the app the shell, a path the app does not know the prerendered 404 page with status 404;
 * HTML always revalidated, with the site's own address filled in.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

const ORIGIN = 'https://virada.exemplo.com.br';
let webRoot: string;
let server: TestServer;

function writeBuild(root: string, withRoutes: boolean): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<title>Início</title><link rel="canonical" href="%VIRADA_ORIGIN%/" />',
  );
  writeFileSync(
    join(root, 'login.html'),
    '<title>Entrar</title><meta property="og:url" content="%VIRADA_ORIGIN%/login" />',
  );
  writeFileSync(join(root, 'app-shell.html'), '<title>Virada</title><div id="root"></div>');
  writeFileSync(join(root, '404.html'), '<h1>Página não encontrada</h1>');
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1);');
  if (withRoutes) {
    mkdirSync(join(root, '.prerender'));
    writeFileSync(
      join(root, '.prerender', 'page-routes.json'),
      JSON.stringify(['/', '/login', '/dashboard', '/therapists/$id']),
    );
  }
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'virada-pages-'));
  writeBuild(webRoot, true);
  server = await startTestServer({ WEB_ROOT: webRoot, PUBLIC_ORIGIN: ORIGIN });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('page paths', () => {
  it('a public page gets its own prerendered HTML, whatever the query', async () => {
    for (const path of ['/login', '/login?redirect=%2Fdashboard', '/login/']) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<title>Entrar</title>');
    }
    expect((await server.request('GET', '/')).text).toContain('<title>Início</title>');
  });

  it('any other page of the app gets the shell, its parameters too', async () => {
    for (const path of ['/dashboard', '/therapists/0b6e', '/therapists/0b6e/']) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root"></div>');
    }
  });

  it('a path the app does not know gets the 404 page with status 404', async () => {
    for (const path of ['/nada-aqui', '/therapists', '/therapists/1/2', '/login.html/x']) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('Página não encontrada');
    }
  });

  it('HTML is revalidated on every load and carries the public origin', async () => {
    const res = await server.request('GET', '/login');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain(`content="${ORIGIN}/login"`);
    expect(res.text).not.toContain('%VIRADA_ORIGIN%');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(res.text));
    expect((await server.request('GET', '/')).text).toContain(`href="${ORIGIN}/"`);
  });

  it('assets are not pages: a missing one is a plain 404, never HTML', async () => {
    const res = await server.request('GET', '/assets/missing-1.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Página não encontrada');
  });
});

describe('a build without the route list', () => {
  it('answers every page path with the shell (the app draws its own 404)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'virada-pages-'));
    writeBuild(root, false);
    const plain = await startTestServer({ WEB_ROOT: root });
    try {
      const res = await plain.request('GET', '/nada-aqui');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    } finally {
      await plain.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
