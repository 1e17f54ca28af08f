/**
 * For every file of the security suite: request logging on, everything the process logs
 * captured, and after the file's last test the whole log scanned for e-mail addresses, password
 * hashes, session cookies and invite codes (issue 17). Other server test files are untouched.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { handedOutSecrets } from '../../helpers/test-server';
import { expectNoSecretsInLog, startLogCapture } from './harness';

const inSecuritySuite = () =>
  /[\\/]tests[\\/]server[\\/]security[\\/]/.test(expect.getState().testPath ?? '');

let capture: ReturnType<typeof startLogCapture> | null = null;

beforeAll(() => {
  if (!inSecuritySuite()) return;
  process.env.VIRADA_TEST_LOG_REQUESTS = 'true';
  capture = startLogCapture();
});

afterAll(() => {
  if (!capture) return;
  const { lines } = capture;
  capture.restore();
  capture = null;
  expect(lines.some((line) => /^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(line))).toBe(true);
  expectNoSecretsInLog(lines, [...handedOutSecrets]);
});
