/**
 * The Pix BR Code's pure parts both sides need: the transaction id's shape and the CRC16 that
 * closes the "copia e cola" payload (EMV QRCPS, tag 63: CRC-16/CCITT-FALSE, polynomial 0x1021,
 * initial value 0xFFFF, over everything up to and including `6304`). The payload itself is built
 * on the server with pix-utils (sync-server/modules/payments/br-code.ts).
 */

/** A static Pix's transaction id: 1–25 letters and digits (BR Code manual, tag 62-05). */
export const PIX_TXID_MAX_LENGTH = 25;
export const PIX_TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/** CRC-16/CCITT-FALSE of the text's bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** True when the payload ends in `6304` + the CRC of everything before the CRC's digits. */
export function brCodeCrcIsValid(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/s.exec(payload);
  return match !== null && crc16(match[1]!) === match[2];
}
