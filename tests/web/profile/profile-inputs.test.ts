import { describe, expect, it } from 'vitest';
import { displayInviteCode } from '../../../web/features/profile/invite-code-form';
import { BRAZIL_TIME_ZONES, timeZoneOptions } from '../../../web/features/profile/time-zones';
import { ApiError, NetworkError } from '../../../web/lib/api-client';
import { fieldErrorsOf } from '../../../web/lib/field-errors';

describe('displayInviteCode', () => {
  it.each([
    ['', ''],
    ['ab', 'AB'],
    ['abcd', 'ABCD'],
    ['abcd2', 'ABCD-2'],
    ['abcd 2345', 'ABCD-2345'],
    ['ABCD-2345', 'ABCD-2345'],
    ['a-b-c-d-2-3-4-5-6-7', 'ABCD-2345'],
  ])('%s → %s', (typed, shown) => {
    expect(displayInviteCode(typed)).toBe(shown);
  });
});

describe('timeZoneOptions', () => {
  it('lists the Brazilian zones with pt-BR labels', () => {
    expect(timeZoneOptions('America/Recife')).toEqual(BRAZIL_TIME_ZONES);
    expect(BRAZIL_TIME_ZONES).toHaveLength(15);
  });

  it('keeps a current zone from elsewhere as the first option', () => {
    expect(timeZoneOptions('Europe/Lisbon')[0]).toEqual({
      value: 'Europe/Lisbon',
      label: 'Europe/Lisbon (atual)',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('uses the server’s per-field details', () => {
    const body = {
      code: 'wrong-password' as const,
      message: 'Senha incorreta.',
      details: [{ field: 'password', message: 'Senha incorreta.' }],
    };
    expect(fieldErrorsOf(new ApiError(400, body, '', ''), 'x')).toEqual({ password: 'Senha incorreta.' });
  });

  it('puts any other failure on the given field', () => {
    const body = { code: 'invite-invalid' as const, message: 'Código inválido' };
    expect(fieldErrorsOf(new ApiError(404, body, '', ''), 'code')).toEqual({ code: 'Código inválido' });
    expect(fieldErrorsOf(new NetworkError(new TypeError('x')), 'code')).toEqual({ code: 'Erro de conexão' });
  });
});
