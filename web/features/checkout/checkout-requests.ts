import { api } from '../../../shared/api';
import type {
  CheckoutInfoDto,
  PaymentDto,
  PaymentListResponse,
  PaymentMode,
} from '../../../shared/payment-api-types';
import { apiGet, apiPost } from '../../lib/api-client';

export const fetchCheckoutInfo = (psychologistId: string) =>
  apiGet<CheckoutInfoDto>(api.paymentCheckout(psychologistId));
export const fetchPayment = (id: string) => apiGet<PaymentDto>(api.payment(id));
export const createPayment = (psychologistId: string, mode: PaymentMode) =>
  apiPost<PaymentDto>(api.payments, { psychologistId, mode });
export const simulatePayment = (id: string) => apiPost<PaymentDto>(api.paymentSimulate(id));
export const fetchPayments = (mode: PaymentMode) =>
  apiGet<PaymentListResponse>(api.paymentsByMode(mode)).then((r) => r.payments);
