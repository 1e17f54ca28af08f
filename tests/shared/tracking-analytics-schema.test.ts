import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '../../shared/schemas/analytics.schema';
import {
  pwaAccessSchema,
  pwaInstallSchema,
  pwaSessionEndSchema,
  pwaUpdateUserSchema,
} from '../../shared/schemas/tracking.schema';
import { validate } from '../../shared/schemas/validate';

const ID = '0b7f4d1e-3c2a-4f5e-9d8c-1a2b3c4d5e6f';
const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/130';

type Row = [label: string, input: unknown, invalidField: string | null];

const cases: Record<string, [Parameters<typeof validate>[0], Row[]]> = {
  pwaAccessSchema: [
    pwaAccessSchema,
    [
      ['a minimal access', { id: ID, userAgent: UA, platform: 'Android', accessType: 'pwa_launch' }, null],
      [
        "the spec's payload as written, with no id",
        {
          userId: null,
          userAgent: UA,
          platform: 'Android',
          accessType: 'pwa_launch',
          referrer: null,
          ipAddress: null,
        },
        null,
      ],
      [
        'an access with every field',
        {
          id: ID,
          userId: 'u1',
          userAgent: UA,
          platform: 'iOS',
          accessType: 'deep_link',
          referrer: 'https://x.y/',
          ipAddress: null,
        },
        null,
      ],
      [
        'an id that is not a UUID',
        { id: 'abc', userAgent: UA, platform: 'Android', accessType: 'pwa_launch' },
        'id',
      ],
      [
        'an unknown platform',
        { id: ID, userAgent: UA, platform: 'Symbian', accessType: 'pwa_launch' },
        'platform',
      ],
      [
        'an unknown access type',
        { id: ID, userAgent: UA, platform: 'Linux', accessType: 'teleport' },
        'accessType',
      ],
      [
        'a user agent over 512 characters',
        { id: ID, userAgent: 'x'.repeat(513), platform: 'Linux', accessType: 'browser_visit' },
        'userAgent',
      ],
      [
        'a client-supplied IP address',
        { id: ID, userAgent: UA, platform: 'Linux', accessType: 'browser_visit', ipAddress: '1.2.3.4' },
        'ipAddress',
      ],
    ],
  ],
  pwaSessionEndSchema: [
    pwaSessionEndSchema,
    [
      ['a session end', { accessId: ID, sessionDuration: 125, accessType: 'pwa_launch' }, null],
      [
        'a session end without access id',
        { userId: null, sessionDuration: 0, accessType: 'browser_visit' },
        null,
      ],
      [
        'a negative duration',
        { accessId: ID, sessionDuration: -1, accessType: 'pwa_launch' },
        'sessionDuration',
      ],
      [
        'a fractional duration',
        { accessId: ID, sessionDuration: 1.5, accessType: 'pwa_launch' },
        'sessionDuration',
      ],
      [
        'a duration over 30 days',
        { accessId: ID, sessionDuration: 60 * 60 * 24 * 31, accessType: 'pwa_launch' },
        'sessionDuration',
      ],
    ],
  ],
  pwaUpdateUserSchema: [
    pwaUpdateUserSchema,
    [
      ['an update', { accessId: ID, userId: 'u1', sessionStartTime: 1_760_000_000_000 }, null],
      ['a start time as text', { accessId: ID, sessionStartTime: '2026-01-01' }, 'sessionStartTime'],
      ['an access id that is not a UUID', { accessId: 'nope', sessionStartTime: 1 }, 'accessId'],
    ],
  ],
  pwaInstallSchema: [
    pwaInstallSchema,
    [
      ['an install', { userAgent: UA, platform: 'Windows', installType: 'beforeinstallprompt' }, null],
      [
        'an unknown install type',
        { userAgent: UA, platform: 'Windows', installType: 'sideload' },
        'installType',
      ],
      ['a missing user agent', { platform: 'macOS', installType: 'add_to_homescreen' }, 'userAgent'],
    ],
  ],
  analyticsEventSchema: [
    analyticsEventSchema,
    [
      ['a bare event', { name: 'checkin_completed' }, null],
      [
        'a behaviour event with label and properties',
        {
          name: 'relapse_recorded',
          label: 'dialog',
          properties: { amount: 10, ok: true, note: null, where: 'dashboard' },
        },
        null,
      ],
      ['an unknown event name', { name: 'page_view' }, 'name'],
      ['a label over 64 characters', { name: 'login', label: 'x'.repeat(65) }, 'label'],
      ['a nested property value', { name: 'login', properties: { nested: { a: 1 } } }, 'properties.nested'],
      [
        'more than 20 properties',
        { name: 'login', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
        'properties',
      ],
    ],
  ],
};

for (const [name, [schema, rows]] of Object.entries(cases)) {
  describe(name, () => {
    it.each(rows)('%s', (_label, input, invalidField) => {
      const result = validate(schema, input);
      if (invalidField === null) {
        expect(result.ok).toBe(true);
      } else {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.fieldErrors).toEqual({ [invalidField]: 'Dados inválidos' });
      }
    });
  });
}
