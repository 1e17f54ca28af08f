/**
 * The checkout's web parts (issue 15): the QR drawn from the BR Code, the payment settings form's
 * rules (the server's schema on what was typed), and the Pix block's three states.
 */
import { cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentDto } from '../../../shared/payment-api-types';
import { PaymentPix } from '../../../web/features/checkout/payment-pix';
import { qrPath } from '../../../web/features/checkout/pix-qr';
import {
  paymentSettingsFormSchema,
  settingsToFormValues,
} from '../../../web/features/therapist-profile/payment-settings-values';

const BR_CODE =
  '00020126370014br.gov.bcb.pix0115ana@example.com5204000053039865406150.505802BR5909ANA SOUZA6009SAO PAULO62160512VIRADA123ABC6304556C';

describe('qrPath', () => {
  it('draws the modules inside a 4-module quiet zone, the finder pattern first', () => {
    const { size, path } = qrPath(BR_CODE);
    // A version-6 or so symbol: 41 modules and more, plus 8 of quiet zone, odd like every QR.
    expect(size).toBeGreaterThanOrEqual(29 + 8);
    expect((size - 8) % 4).toBe(1);
    // The top-left finder pattern's first row: 7 dark modules from (4, 4).
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
    expect(qrPath(BR_CODE)).toEqual({ size, path });
  });
});

describe('payment settings form', () => {
  const check = (values: Record<string, string>) => v.safeParse(paymentSettingsFormSchema, values);

  it('reads the price as typed in Brazil and stores the key in its normal form', () => {
    const ok = check({ sessionPriceCents: '1.234,56', pixKeyType: 'cpf', pixKey: '529.982.247-25' });
    expect(ok.success && ok.output).toEqual({
      sessionPriceCents: 123456,
      pixKeyType: 'cpf',
      pixKey: '52998224725',
    });
  });

  it('says in pt-BR what is missing or wrong', () => {
    const message = (values: Record<string, string>) => check(values).issues?.[0]?.message;
    expect(message({ sessionPriceCents: '', pixKeyType: 'cpf', pixKey: '52998224725' })).toBe(
      'Informe o valor da sessão.',
    );
    expect(message({ sessionPriceCents: 'abc', pixKeyType: 'cpf', pixKey: '52998224725' })).toBe(
      'Informe um valor entre R$ 1,00 e R$ 5.000,00.',
    );
    expect(message({ sessionPriceCents: '150', pixKeyType: '', pixKey: '52998224725' })).toBe(
      'Escolha o tipo da chave Pix.',
    );
    expect(message({ sessionPriceCents: '150', pixKeyType: 'cnpj', pixKey: '52998224725' })).toBe(
      'CNPJ inválido. Confira os 14 dígitos.',
    );
  });

  it('shows saved settings back as typed', () => {
    expect(
      settingsToFormValues({
        sessionPriceCents: 15000,
        pixKeyType: 'cpf',
        pixKey: '52998224725',
        updatedAt: '2026-11-28T10:00:00.000Z',
      }),
    ).toEqual({ sessionPriceCents: '150,00', pixKeyType: 'cpf', pixKey: '529.982.247-25' });
  });
});

describe('PaymentPix', () => {
  afterEach(cleanup);
  const payment: PaymentDto = {
    id: 'p1',
    mode: 'real',
    status: 'pending',
    amountCents: 15050,
    txid: 'VIRADA123ABC',
    brCode: BR_CODE,
    psychologistId: 'psi',
    psychologistName: 'Ana Souza',
    memberId: 'm',
    memberName: '',
    createdAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-11-29T10:00:00.000Z',
    confirmedAt: null,
    confirmedBy: null,
  };

  it('pending: the QR, the copia e cola, the txid and the waiting note', () => {
    render(<PaymentPix payment={payment} refreshing={false} onRefresh={() => {}} />);
    expect(screen.getByRole('img', { name: 'QR code Pix de Ana Souza' })).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(BR_CODE);
    expect(screen.getByText('Identificador da transação: VIRADA123ABC')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
  });

  it('confirmed: "Pagamento confirmado" and no code to pay again', () => {
    render(
      <PaymentPix payment={{ ...payment, status: 'confirmed' }} refreshing={false} onRefresh={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Pagamento confirmado' })).toBeTruthy();
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  });

  it('expired: says to make a new code', () => {
    render(
      <PaymentPix payment={{ ...payment, status: 'expired' }} refreshing={false} onRefresh={() => {}} />,
    );
    expect(screen.getByText('Este código Pix expirou. Gere um novo para pagar.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
