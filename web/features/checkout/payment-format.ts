import type { PaymentDto } from '../../../shared/payment-api-types';
import { paymentStatusLabels } from '../../../shared/texts/payment.texts';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** '28/11/2026, 14:30' in the device's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const statusLabel = (payment: PaymentDto) => paymentStatusLabels[payment.status];
