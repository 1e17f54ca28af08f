import { expect } from 'vitest';
import { api } from '../../shared/api';
import { brasiliaWallTime } from '../../shared/domain/webinars';
import type { AdminWebinarDto } from '../../shared/webinar-api-types';
import { WebinarSchema } from '../../sync-server/modules/webinars/webinar.entities';
import type { SignedIn } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';

const HOUR_MS = 60 * 60_000;

/** A valid webinar input starting `hoursFromNow` hours from now (whole minutes, Brasília time). */
export function webinarInput(hoursFromNow = 48, overrides: Record<string, unknown> = {}) {
  const start = brasiliaWallTime(Math.ceil((Date.now() + hoursFromNow * HOUR_MS) / 60_000) * 60_000);
  return {
    title: 'Como falar com a família sobre as apostas',
    speakerName: 'Dra. Helena Prado',
    speakerCredential: 'CRP 06/123456',
    startDate: start.date,
    startTime: start.time,
    durationMinutes: 60,
    description: 'Uma conversa sobre como contar, pedir apoio e combinar limites com quem mora com você.',
    liveUrl: 'https://meet.exemplo.com.br/virada-familia',
    recordingUrl: null,
    ...overrides,
  };
}

/** Schedules a webinar through the admin API. */
export async function scheduleWebinar(
  admin: SignedIn,
  hoursFromNow = 48,
  overrides: Record<string, unknown> = {},
): Promise<AdminWebinarDto> {
  const res = await admin.client.post(api.adminWebinars, webinarInput(hoursFromNow, overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Moves a webinar's start (to the past, which the API refuses) straight in the database. */
export async function moveStart(server: TestServer, id: string, startsAt: Date): Promise<void> {
  await server.em().nativeUpdate(WebinarSchema, { id }, { startsAt });
}
