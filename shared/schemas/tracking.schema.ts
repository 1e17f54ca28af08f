import * as v from 'valibot';
import { validationTexts as t } from '../texts/validation.texts';
import { storableText, tokenText, uuidText } from './text';

export const PLATFORMS = ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'Unknown'] as const;
export const ACCESS_TYPES = ['pwa_launch', 'deep_link', 'browser_visit'] as const;
export const INSTALL_TYPES = ['add_to_homescreen', 'beforeinstallprompt'] as const;

export type Platform = (typeof PLATFORMS)[number];
export type AccessType = (typeof ACCESS_TYPES)[number];
export type InstallType = (typeof INSTALL_TYPES)[number];

const uuid = uuidText(t.invalidData);
const userId = v.nullish(tokenText(t.invalidData, 64));
const userAgent = v.pipe(v.string(t.invalidData), storableText(), v.maxLength(512, t.invalidData));

/**
 * Spec §3/§7 access-tracking record, plus an optional `id`: a client UUID so that update-user and
 * end-session can name the access they belong to (the spec leaves that link out) and a replay
 * changes nothing. The spec's payload has no id; then the server makes one. `userId` is accepted
 * for compatibility but never trusted: the server takes the user from the session.
 */
export const pwaAccessSchema = v.object(
  {
    id: v.optional(uuid),
    userId,
    userAgent,
    platform: v.picklist(PLATFORMS, t.invalidData),
    accessType: v.picklist(ACCESS_TYPES, t.invalidData),
    referrer: v.nullish(v.pipe(v.string(t.invalidData), storableText(), v.maxLength(2048, t.invalidData))),
    ipAddress: v.nullish(v.null(t.invalidData)),
  },
  t.invalidData,
);

export const pwaSessionEndSchema = v.object(
  {
    accessId: v.optional(uuid),
    userId,
    sessionDuration: v.pipe(
      v.number(t.invalidData),
      v.integer(t.invalidData),
      v.minValue(0, t.invalidData),
      v.maxValue(60 * 60 * 24 * 30, t.invalidData),
    ),
    accessType: v.picklist(ACCESS_TYPES, t.invalidData),
  },
  t.invalidData,
);

export const pwaUpdateUserSchema = v.object(
  {
    accessId: v.optional(uuid),
    userId,
    sessionStartTime: v.pipe(v.number(t.invalidData), v.integer(t.invalidData), v.minValue(0, t.invalidData)),
  },
  t.invalidData,
);

export const pwaInstallSchema = v.object(
  {
    userId,
    userAgent,
    platform: v.picklist(PLATFORMS, t.invalidData),
    installType: v.picklist(INSTALL_TYPES, t.invalidData),
  },
  t.invalidData,
);

export type PwaAccessPayload = v.InferOutput<typeof pwaAccessSchema>;
export type PwaSessionEndPayload = v.InferOutput<typeof pwaSessionEndSchema>;
export type PwaUpdateUserPayload = v.InferOutput<typeof pwaUpdateUserSchema>;
export type PwaInstallPayload = v.InferOutput<typeof pwaInstallSchema>;
