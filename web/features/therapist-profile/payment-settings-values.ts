import * as v from 'valibot';
import { parseAmountBR, reaisToCents } from '../../../shared/domain/money';
import { formatPixKey, PIX_KEY_TYPES, type PixKeyType } from '../../../shared/domain/pix/pix-key';
import type { PaymentSettingsDto } from '../../../shared/payment-api-types';
import { paymentSettingsSchema } from '../../../shared/schemas/payment.schema';
import { pixKeyTypeLabels } from '../../../shared/texts/payment.texts';

/** The payment form as typed: the price in reais ('150,00'), the key type and the key. */
export interface PaymentSettingsFormValues extends Record<string, unknown> {
  sessionPriceCents: string;
  pixKeyType: string;
  pixKey: string;
}

export const pixKeyTypeOptions = [
  { value: '', label: 'Escolha…' },
  ...PIX_KEY_TYPES.map((value) => ({ value, label: pixKeyTypeLabels[value] })),
];

const priceText = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

export function settingsToFormValues(settings: PaymentSettingsDto | null): PaymentSettingsFormValues {
  if (!settings) return { sessionPriceCents: '', pixKeyType: '', pixKey: '' };
  return {
    sessionPriceCents: priceText.format(settings.sessionPriceCents / 100),
    pixKeyType: settings.pixKeyType,
    pixKey: formatPixKey(settings.pixKeyType, settings.pixKey),
  };
}

/** '150,00' → 15000; empty → undefined (required); unreadable → 0 (out of range: the range's text). */
function priceCents(text: string): number | undefined {
  if (!text.trim()) return undefined;
  const reais = parseAmountBR(text);
  return Number.isFinite(reais) ? reaisToCents(reais) : 0;
}

/** The server's own schema, run on the typed values once the price is read. */
export const paymentSettingsFormSchema = v.pipe(
  v.custom<PaymentSettingsFormValues>((input) => typeof input === 'object' && input !== null),
  v.transform((values) => ({
    sessionPriceCents: priceCents(values.sessionPriceCents),
    pixKeyType: (values.pixKeyType || undefined) as PixKeyType | undefined,
    pixKey: values.pixKey,
  })),
  paymentSettingsSchema,
);
