/**
 * Smaller findings of the attack audit (issue 17, item 7) and the body guard: oversized chunked
 * bodies, invalid UTF-8, source maps, caching of personal reads, methods a path does not serve.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../shared/api';
import { signUp } from '../../helpers/accounts';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { signUpPsychologist } from '../sharing-helpers';
import { rawRequest } from './harness';

const LIMIT = 2048;
let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'virada-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Virada</title>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1);');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js.map'), '{"sources":["segredo.ts"]}');
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"routes/segredo.tsx":{}}');
  server = await startTestServer({ BODY_LIMIT_BYTES: String(LIMIT), WEB_ROOT: webRoot });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Streams `chunks` × `size` bytes as a chunked body and reports the answer, or the error. */
function sendChunked(
  path: string,
  chunks: number,
  size: number,
): Promise<{ status?: number; error?: string; body?: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path,
        headers: {
          'Content-Type': 'application/json',
          Origin: server.origin,
          'Transfer-Encoding': 'chunked',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    let sent = 0;
    const writeNext = () => {
      if (sent === chunks || req.destroyed) return req.end();
      sent++;
      req.write('x'.repeat(size), () => setTimeout(writeNext, 2));
    };
    writeNext();
  });
}

describe('request bodies', () => {
  it('a chunked body over the limit is answered 413, not a reset connection', async () => {
    const res = await sendChunked(api.authLogin, 20, 512);
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body!)).toMatchObject({ code: 'payload-too-large' });
    // The server is still there for the next request.
    expect((await server.request('GET', api.health)).status).toBe(200);
  });

  it('a chunked body under the limit is read as usual', async () => {
    const res = await sendChunked(api.authLogin, 1, 10);
    expect(res.status).toBe(400);
  });

  it('a body that is not valid UTF-8 is a 400 with a pt-BR message, never replacement characters', async () => {
    const { hostname, port } = new URL(server.url);
    const bytes = Buffer.concat([
      Buffer.from('{"email":"ana'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('@x.com"}'),
    ]);
    const res = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          hostname,
          port,
          method: 'POST',
          path: api.authForgotPassword,
          headers: {
            'Content-Type': 'application/json',
            Origin: server.origin,
            'Content-Length': bytes.length,
          },
        },
        (r) => {
          let body = '';
          r.on('data', (c) => {
            body += c;
          });
          r.on('end', () => resolve({ status: r.statusCode, body }));
        },
      );
      req.on('error', reject);
      req.end(bytes);
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 'invalid-encoding',
      message: 'Dados inválidos: o texto enviado não está em UTF-8.',
    });
  });
});

describe('static files', () => {
  it('serves the app but never its source maps, in any spelling', async () => {
    expect((await server.request('GET', '/assets/app-1234.js')).status).toBe(200);
    for (const path of ['/assets/app-1234.js.map', '/assets/app-1234.js%2Emap', '/assets/app-1234.js.MAP']) {
      const res = await rawRequest(server, 'GET', path, { origin: null });
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('segredo.ts');
    }
  });

  it("never serves the build's own bookkeeping (the chunk manifest under .vite)", async () => {
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await rawRequest(server, 'GET', path, { origin: null });
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('segredo');
    }
  });
});

describe('answers', () => {
  it('the therapists directory and profile are personal reads: no-store', async () => {
    const psychologist = await signUpPsychologist(server);
    const member = await signUp(server);
    for (const path of [api.therapists, api.therapist(psychologist.user.id)]) {
      const res = await member.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('a method a path does not serve is a 404 like an unknown path', async () => {
    const member = await signUp(server);
    const res = await member.client.request('PUT', api.sharingAudit, { json: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not-found', message: 'Não encontrado.' });
  });
});
