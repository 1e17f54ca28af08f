import { formatDistanceStrict } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** "há 5 minutos", "há 2 dias": when a post was written, in pt-BR; "agora" in its first minute. */
export function formatPostTime(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (now - at < 60_000) return 'agora';
  return formatDistanceStrict(at, now, { locale: ptBR, addSuffix: true });
}
