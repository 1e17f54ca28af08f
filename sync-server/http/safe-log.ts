/**
 * What the server log may say about a failure (DESIGN.md §11): the error's class, its code and
 * where it was thrown, never its message. Database errors carry the failed SQL with its values
 * in the message (an insert's e-mail and password hash), and a request path can carry a one-time
 * code; neither may reach a log that operators and log services read.
 */
export function errorSummary(err: unknown): string {
  if (!(err instanceof Error)) return `non-error thrown (${typeof err})`;
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  const cause = err.cause === undefined ? '' : `\n  caused by: ${errorSummary(err.cause).split('\n')[0]}`;
  return `${err.name}${typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''}${cause}\n${frames}`;
}

/** Logs a failure by its label and `errorSummary`. */
export function logError(label: string, err: unknown): void {
  console.error(`${label} failed: ${errorSummary(err)}`);
}

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** The client closed the connection before the response was written: nothing to report. */
export function isClientGone(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE.has(code);
}
