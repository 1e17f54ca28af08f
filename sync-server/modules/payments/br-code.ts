import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';

/**
 * The Pix BR Code ("copia e cola", EMV QRCPS-MPM) of one payment, built by pix-utils: a static
 * Pix with the key, the amount, the merchant's name and city, and the payment's txid, closed by
 * its CRC16. The names go in the BR Code's restricted alphabet (no accents, upper case, limited
 * length); the bank app shows the receiver's registered name anyway.
 */
export interface BrCodeInput {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
}

const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;

/** 'Beatriz Conceição' → 'Beatriz Conceicao': letters, digits and spaces only, cut to `max`. */
export function brCodeText(text: string, max: number, fallback: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return plain || fallback;
}

export function buildBrCode(input: BrCodeInput): string {
  const pix = createStaticPix({
    merchantName: brCodeText(input.merchantName, MERCHANT_NAME_MAX, 'VIRADA'),
    merchantCity: brCodeText(input.merchantCity, MERCHANT_CITY_MAX, 'BRASIL'),
    pixKey: input.pixKey,
    txid: input.txid,
    transactionAmount: input.amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`Pix BR Code not built: ${pix.message}`);
  return pix.toBRCode();
}

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TXID_LENGTH = 25;

/** A fresh transaction id: 25 random letters and digits (about 129 bits). */
export function newTxid(): string {
  let out = '';
  while (out.length < TXID_LENGTH) {
    for (const byte of randomBytes(32)) {
      // 252 = 7 × 36: bytes past it would favour the first letters.
      if (byte < 252 && out.length < TXID_LENGTH) out += TXID_ALPHABET[byte % 36];
    }
  }
  return out;
}
