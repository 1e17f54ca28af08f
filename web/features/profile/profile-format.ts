import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { ShareScope } from '../../../shared/constants';
import type { Instant } from '../../../shared/domain/types';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { shareScopeTexts } from '../../../shared/texts/sharing.texts';

/** '05/03/2026 14:07' (spec §9's dd/MM/yyyy plus the time) in the member's time zone. */
export function formatDateTime(instant: Instant, timeZone?: string | null): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'dd/MM/yyyy HH:mm', { locale: ptBR, in: tz(resolveTimeZone(timeZone)) });
}

/** 'Progresso, Check-ins e recaídas': the scope labels, in the catalogue's order. */
export const scopesText = (scopes: readonly ShareScope[]) =>
  scopes.map((s) => shareScopeTexts[s].label).join(', ');

/**
 * The export's file name: the one the server sends in Content-Disposition, or
 * 'virada-meus-dados-YYYY-MM-DD.json' for `now` in the member's time zone. Only a plain name is
 * taken from the header (no folders).
 */
export function exportFileName(
  contentDisposition: string | null,
  now: Date,
  timeZone?: string | null,
): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1]
    ? safeDecode(match[1])
        .replace(/^.*[/\\]/, '')
        .trim()
    : '';
  if (name) return name;
  return `virada-meus-dados-${format(now, 'yyyy-MM-dd', { in: tz(resolveTimeZone(timeZone)) })}.json`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
