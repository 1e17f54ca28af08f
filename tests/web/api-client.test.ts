import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost, failureMessage, NetworkError } from '../../web/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('resolves undefined for 204', async () => {
    answer(204, '');
    await expect(apiPost('/api/x')).resolves.toBeUndefined();
  });

  it('raises "status: body" for a failure (spec §8)', async () => {
    answer(409, '{"code":"email-taken","message":"Email já está cadastrado"}');
    const error = await apiPost('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"code":"email-taken","message":"Email já está cadastrado"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    answer(502, '', 'Bad Gateway');
    const error = await apiPost('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
  });

  it('turns a failed fetch into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiPost('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('failureMessage (spec §8)', () => {
  it.each([
    ['the body message', new ApiError(400, { message: 'Email inválido' }, '', ''), 'Email inválido'],
    [
      '"Erro de conexão" when the body is unreadable',
      new ApiError(502, null, '<html>', 'Bad Gateway'),
      'Erro de conexão',
    ],
    ['"Erro {status}" when the body has no message', new ApiError(500, {}, '{}', ''), 'Erro 500'],
    ['"Erro de conexão" without an answer', new NetworkError(new TypeError()), 'Erro de conexão'],
  ])('%s', (_case, error, expected) => {
    expect(failureMessage(error)).toBe(expected);
  });
});
