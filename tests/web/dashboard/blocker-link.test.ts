import { describe, expect, it } from 'vitest';
import { blockerMessage, blockerWhatsappLink, isAndroid } from '../../../web/features/blocker/blocker-link';

describe('blocker-app WhatsApp link', () => {
  it('opens wa.me with the number digits and the message with the e-mail, encoded', () => {
    const link = blockerWhatsappLink('+55 (11) 99999-0000', '  ana+bets@gmail.com ');
    const url = new URL(link);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5511999990000');
    expect(url.searchParams.get('text')).toBe(blockerMessage('ana+bets@gmail.com'));
    expect(link).toContain('ana%2Bbets%40gmail.com');
    expect(link).not.toContain(' ');
  });

  it('writes the message in pt-BR with the trimmed e-mail', () => {
    const message = blockerMessage('  ana@gmail.com ');
    expect(message).toMatch(/Play Store/);
    expect(message.endsWith('ana@gmail.com')).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 Chrome/129 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/129 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/129', false],
  ])('offers the app only on Android: %s', (ua, android) => {
    expect(isAndroid(ua)).toBe(android);
  });
});
