import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isResetToken } from '../../shared/reset-token';
import { resetTokenSchema } from '../../shared/schemas/recovery.schema';

describe('isResetToken (the /reset-password page, without valibot)', () => {
  it('says what the schema says, for real tokens and for anything else', () => {
    const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
    const token = fc.array(base64url, { minLength: 40, maxLength: 46 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(token, fc.string(), fc.anything()), (value) => {
        expect(isResetToken(value)).toBe(v.is(resetTokenSchema, value));
      }),
    );
  });

  it('accepts the 43 characters of 32 random bytes in base64url, nothing longer or padded', () => {
    expect(isResetToken('a'.repeat(43))).toBe(true);
    expect(isResetToken('a'.repeat(44))).toBe(false);
    expect(isResetToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isResetToken(undefined)).toBe(false);
  });
});
