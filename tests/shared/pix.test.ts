/**
 * Pix rules (issue 15): each key type validated and brought to its stored form, bad ones refused
 * with the pt-BR message of their type; the CRC16 that closes a BR Code.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { brCodeCrcIsValid, crc16 } from '../../shared/domain/pix/br-code';
import { formatPixKey, isValidCnpj, isValidCpf, normalizePixKey } from '../../shared/domain/pix/pix-key';
import { paymentSettingsSchema } from '../../shared/schemas/payment.schema';

describe('Pix keys', () => {
  it('CPF: check digits, punctuation optional, repeated digits refused', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('cpf', '52998224725')).toBe('52998224725');
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529a982b247c25')).toBe(false);
    expect(formatPixKey('cpf', '52998224725')).toBe('529.982.247-25');
  });

  it('CNPJ: check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(formatPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
  });

  it('e-mail: lower case, a domain with a dot, at most 77 characters', () => {
    expect(normalizePixKey('email', ' Psi.Ana@Exemplo.com.br ')).toBe('psi.ana@exemplo.com.br');
    expect(normalizePixKey('email', 'ana@exemplo')).toBeNull();
    expect(normalizePixKey('email', 'ana exemplo.com')).toBeNull();
    expect(normalizePixKey('email', `${'a'.repeat(70)}@ex.com.br`)).toBeNull();
  });

  it('phone: +55, a DDD in use, a mobile or landline number', () => {
    expect(normalizePixKey('phone', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '5521987654321')).toBe('+5521987654321');
    expect(normalizePixKey('phone', '(61) 3333-4444')).toBe('+556133334444');
    expect(normalizePixKey('phone', '+1 11 98765-4321')).toBeNull();
    expect(normalizePixKey('phone', '(20) 98765-4321')).toBeNull();
    expect(normalizePixKey('phone', '(11) 8765-43')).toBeNull();
  });

  it('random key (EVP): a UUID', () => {
    expect(normalizePixKey('evp', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    expect(normalizePixKey('evp', '123e4567e89b42d3a456426614174000')).toBeNull();
  });

  it('the settings schema answers each type’s pt-BR message and the amount in whole centavos', () => {
    const check = (input: unknown) => v.safeParse(paymentSettingsSchema, input);
    const ok = check({ sessionPriceCents: 15000, pixKeyType: 'phone', pixKey: '(11) 98765-4321' });
    expect(ok.success && ok.output).toEqual({
      sessionPriceCents: 15000,
      pixKeyType: 'phone',
      pixKey: '+5511987654321',
    });
    const messages: Record<string, string> = {
      cpf: 'CPF inválido. Confira os 11 dígitos.',
      cnpj: 'CNPJ inválido. Confira os 14 dígitos.',
      email: 'E-mail inválido para chave Pix.',
      phone: 'Telefone inválido. Use +55, o DDD e o número, por exemplo +55 11 98765-4321.',
    };
    for (const [type, message] of Object.entries(messages)) {
      const bad = check({ sessionPriceCents: 15000, pixKeyType: type, pixKey: '123' });
      expect(bad.success).toBe(false);
      expect(bad.issues?.[0]?.message).toBe(message);
    }
    expect(
      check({ sessionPriceCents: 150.5, pixKeyType: 'evp', pixKey: '123e4567-e89b-42d3-a456-426614174000' })
        .success,
    ).toBe(false);
    expect(
      check({ sessionPriceCents: 99, pixKeyType: 'evp', pixKey: '123e4567-e89b-42d3-a456-426614174000' })
        .success,
    ).toBe(false);
    expect(
      check({ sessionPriceCents: 500_001, pixKeyType: 'evp', pixKey: '123e4567-e89b-42d3-a456-426614174000' })
        .success,
    ).toBe(false);
  });
});

describe('BR Code CRC', () => {
  it('is CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('verifies a BR Code from the Banco Central manual’s shape and refuses one changed', () => {
    const code =
      '00020126370014br.gov.bcb.pix0115ana@example.com5204000053039865406150.505802BR5909ANA SOUZA6009SAO PAULO62160512VIRADA123ABC6304556C';
    expect(brCodeCrcIsValid(code)).toBe(true);
    expect(brCodeCrcIsValid(code.replace('150.50', '150.51'))).toBe(false);
    expect(brCodeCrcIsValid(code.slice(0, -1))).toBe(false);
  });
});
