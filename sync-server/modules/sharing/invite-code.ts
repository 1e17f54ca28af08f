import { createHash, randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../shared/constants';

/**
 * A fresh invite code: 8 characters from a 31-symbol alphabet (about 40 bits), drawn with the
 * CSPRNG. Guessing is further limited by the rate limit on the preview and accept calls, and a
 * code lives 7 days and works once.
 */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Only the hash is stored: a leaked table does not hand out working codes. */
export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');
