import * as v from 'valibot';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, SHARE_SCOPES } from '../constants';
import { validationTexts as t } from '../texts/validation.texts';
import { storableText } from './text';

/**
 * An invite code as the member types it: case, spaces and dashes do not matter
 * ('abcd 2345' = 'ABCD-2345' = 'ABCD2345'); the canonical form has no separator.
 */
export function normalizeInviteCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Shown grouped in fours, the way people read codes aloud: 'ABCD-2345'. */
export const formatInviteCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const inviteCodeSchema = v.pipe(
  v.string(t.inviteCodeRequired),
  storableText(),
  v.maxLength(32, t.inviteCodeInvalid),
  v.transform(normalizeInviteCode),
  v.nonEmpty(t.inviteCodeRequired),
  v.regex(CODE_PATTERN, t.inviteCodeInvalid),
);

export const shareScopesSchema = v.pipe(
  v.array(v.picklist(SHARE_SCOPES, t.scopeInvalid), t.scopesRequired),
  v.transform((list) => SHARE_SCOPES.filter((s) => list.includes(s))),
  v.check((list) => list.some((s) => s !== 'notes'), t.scopesRequired),
);

/**
 * `POST /api/sharing/accept`: the code and the scopes the member chose. Notes alone are not a
 * share (they would show nothing without the records they belong to).
 */
export const acceptInviteSchema = v.object(
  {
    code: inviteCodeSchema,
    scopes: shareScopesSchema,
  },
  t.invalidData,
);
export type AcceptInvitePayload = v.InferOutput<typeof acceptInviteSchema>;
