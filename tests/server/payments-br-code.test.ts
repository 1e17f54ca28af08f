/**
 * The Pix BR Code a payment carries (issue 15), built with pix-utils: it parses back with the same
 * key, amount (from integer centavos) and txid, its CRC verifies, and names go in the BR Code's
 * alphabet.
 */
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { brCodeCrcIsValid } from '../../shared/domain/pix/br-code';
import { brCodeText, buildBrCode, newTxid } from '../../sync-server/modules/payments/br-code';

describe('BR Code', () => {
  it.each([
    ['cpf', '52998224725', 15_000, 150],
    ['cnpj', '11222333000181', 1, 0.01],
    ['email', 'psi.ana@exemplo.com.br', 12_345, 123.45],
    ['phone', '+5511987654321', 500_000, 5000],
    ['evp', '123e4567-e89b-42d3-a456-426614174000', 9_990, 99.9],
  ])('%s key: parses back with the same key, amount and txid; CRC valid', (_type, pixKey, cents, reais) => {
    const txid = newTxid();
    const code = buildBrCode({
      pixKey,
      merchantName: 'Beatriz Conceição',
      merchantCity: 'São Paulo',
      amountCents: cents,
      txid,
    });
    expect(brCodeCrcIsValid(code)).toBe(true);
    const parsed = parsePix(code);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey,
      transactionAmount: reais,
      txid,
      merchantName: 'BEATRIZ CONCEICAO',
      merchantCity: 'SAO PAULO',
    });
    expect(brCodeCrcIsValid(`${code.slice(0, -5)}X${code.slice(-4)}`)).toBe(false);
  });

  it('txids are 25 letters and digits and do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newTxid));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{25}$/);
  });

  it('names fit the BR Code: no accents, no symbols, cut to length, a fallback when empty', () => {
    expect(brCodeText('Dra. Ana-Lúcia Ñoño', 25, 'X')).toBe('Dra Ana Lucia Nono');
    expect(brCodeText('Maria Aparecida dos Santos Oliveira', 25, 'X')).toHaveLength(25);
    expect(brCodeText('✨', 15, 'BRASIL')).toBe('BRASIL');
  });
});
