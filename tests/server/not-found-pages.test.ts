/**
 * Issue 15 part 6: an unknown path answers HTTP 404 with the app's prerendered 404 page; the
 * app's routes, their `$param` pages included, answer 200. The route list is what the build
 * writes: `pageRoutePaths` over the router's table (tests/web/not-found/page-routes.test.ts ties
 * it to the real table), here over a part of it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES } from '../../shared/domain/learn';
import { NOT_FOUND_FILE, PAGE_ROUTES_FILE } from '../../shared/web-build';
import { pageRoutePaths } from '../../web/prerender/page-routes';
import { startTestServer, type TestServer } from '../helpers/test-server';

let root: string;
let server: TestServer;
const course = COURSES[0]!;
const lesson = course.lessons[0]!;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'virada-404-'));
  mkdirSync(join(root, 'articles'), { recursive: true });
  mkdirSync(join(root, '.prerender'));
  writeFileSync(join(root, 'index.html'), '<title>Início</title>');
  writeFileSync(join(root, 'app-shell.html'), '<div id="root"></div>');
  writeFileSync(join(root, NOT_FOUND_FILE), '<h1>Página não encontrada</h1>');
  writeFileSync(join(root, 'articles', 'brain-impact.html'), '<h1>Guia</h1>');
  const appRoutes = [
    '/',
    '/dashboard',
    '/community',
    '/community/$threadId',
    '/therapists',
    '/therapists/$id',
    '/learn',
    '/learn/$courseId',
    '/learn/$courseId/$lessonId',
    '/articles/$slug',
  ];
  writeFileSync(join(root, PAGE_ROUTES_FILE), JSON.stringify(pageRoutePaths(appRoutes)));
  server = await startTestServer({ WEB_ROOT: root });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('unknown paths', () => {
  it.each([
    '/caminho-que-nao-existe',
    '/dashboard/x',
    '/community/1/2',
    '/articles/nao-existe',
    '/learn/curso-que-nao-existe',
    `/learn/${course.id}/aula-que-nao-existe`,
    '/404',
    '/app-shell',
  ])('%s answers 404 with the 404 page', async (path) => {
    const res = await server.request('GET', path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('Página não encontrada');
  });

  it('a HEAD of an unknown path is a 404 too', async () => {
    expect((await server.request('HEAD', '/caminho-que-nao-existe')).status).toBe(404);
  });
});

describe('known paths', () => {
  it.each([
    '/',
    '/dashboard',
    '/community/0b6e1c2d-aaaa-4bbb-8ccc-123456789abc',
    '/therapists/0b6e1c2d',
    `/learn/${course.id}`,
    `/learn/${course.id}/${lesson.id}`,
    '/articles/brain-impact',
  ])('%s answers 200', async (path) => {
    const res = await server.request('GET', path);
    expect(res.status, path).toBe(200);
    expect(res.text).not.toContain('Página não encontrada');
  });
});
