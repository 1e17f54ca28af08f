import { vi } from 'vitest';
import type { AdminWebinarDto, WebinarDto, WebinarListResponse } from '../../../shared/webinar-api-types';

const HOUR = 3_600_000;

/** A webinar starting `hoursFromNow` hours from now (negative: it already started). */
export function webinar(n: number, hoursFromNow: number, patch: Partial<WebinarDto> = {}): WebinarDto {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Webinar ${n}`,
    speakerName: 'Dra. Helena Prado',
    speakerCredential: 'CRP 06/123456',
    startsAt: new Date(Math.round((Date.now() + hoursFromNow * HOUR) / 60_000) * 60_000).toISOString(),
    durationMinutes: 60,
    description: 'Uma conversa sobre vontade, recaídas e recomeços.',
    liveUrl: `https://meet.exemplo.com.br/sala-${n}`,
    recordingUrl: null,
    status: 'scheduled',
    registered: false,
    ...patch,
  };
}

export function adminWebinar(n: number, hoursFromNow: number, patch: Partial<AdminWebinarDto> = {}) {
  const { registered: _, ...dto } = webinar(n, hoursFromNow);
  return {
    ...dto,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    registrations: 0,
    remindersSent: 0,
    cancellationNoticesSent: 0,
    ...patch,
  } satisfies AdminWebinarDto;
}

export const listOf = (upcoming: WebinarDto[], past: WebinarDto[] = []): WebinarListResponse => ({
  upcoming,
  past,
  generatedAt: '2026-03-10T22:05:00.000Z',
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/**
 * A stand-in server: `route(method, url)` answers each call (the default 404), and every call
 * is recorded with its parsed body.
 */
export function fakeFetch(route: (method: string, url: string, body: unknown) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const answer = route(method, url, body);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}
