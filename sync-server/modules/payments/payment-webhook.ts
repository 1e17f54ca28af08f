import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's signature (issue 15, item 2): `sha256=<hex>` of HMAC-SHA256 over the raw body,
 * compared in constant time. The body carries the event's `createdAt`, so the timestamp a replay
 * would have to change is itself signed.
 */
export function signWebhookBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function webhookSignatureIsValid(
  secret: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
