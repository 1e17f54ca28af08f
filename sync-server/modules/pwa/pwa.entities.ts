import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AccessType, InstallType, Platform } from '../../../shared/schemas/tracking.schema';

/** One app access (spec §3 access-tracking record). The IP address is never stored (LGPD). */
export const PwaAccessSchema = defineEntity({
  name: 'PwaAccess',
  tableName: 'pwa_accesses',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable().index(),
    userAgent: p.string().length(512),
    platform: p.string().$type<Platform>(),
    accessType: p.string().$type<AccessType>(),
    referrer: p.text().nullable(),
    /** Server clock at arrival. */
    startedAt: p.datetime(),
    /** When an anonymous access was given its member (sign-in after the start); null otherwise. */
    attributedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    sessionDuration: p.integer().nullable(),
  },
});

/** An install of the app to the home screen (spec §3 install-tracking record). */
export const PwaInstallSchema = defineEntity({
  name: 'PwaInstall',
  tableName: 'pwa_installs',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable().index(),
    userAgent: p.string().length(512),
    platform: p.string().$type<Platform>(),
    installType: p.string().$type<InstallType>(),
    createdAt: p.datetime(),
  },
});

export type PwaAccess = InferEntity<typeof PwaAccessSchema>;
export type PwaInstall = InferEntity<typeof PwaInstallSchema>;
