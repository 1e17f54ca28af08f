import { Link } from '@tanstack/react-router';
import { QrCode } from 'lucide-react';
import { api } from '../../../shared/api';
import { formatBRL } from '../../../shared/domain/money';
import type { CheckoutInfoDto } from '../../../shared/payment-api-types';
import { checkoutTexts as t } from '../../../shared/texts/payment.texts';
import { apiGet } from '../../lib/api-client';
import { useServerData } from '../../lib/use-server-data';

/**
 * "Agendar e pagar" (issue 15): shown once the psychologist has set a session price and a Pix
 * key; leads to /checkout, and to /checkout-test where the server's test mode is on.
 */
export function TherapistPay({ therapistId }: { therapistId: string }) {
  const path = api.paymentCheckout(therapistId);
  const { state } = useServerData(path, () => apiGet<CheckoutInfoDto>(path));
  if (state.status !== 'ready' || state.data.sessionPriceCents === null) return null;
  const info = state.data;
  return (
    <section className="card therapist-pay" aria-labelledby="therapist-pay-title">
      <h2 id="therapist-pay-title">{t.sessionWith(info.displayName)}</h2>
      <p className="therapist-pay-price">{formatBRL(info.sessionPriceCents ?? 0)}</p>
      <Link
        to="/checkout"
        search={{ psychologistId: therapistId }}
        className="btn btn-primary btn-lg btn-block"
      >
        <QrCode size={18} aria-hidden="true" /> {t.bookAndPay}
      </Link>
      {info.testModeAvailable && (
        <Link to="/checkout-test" search={{ psychologistId: therapistId }} className="therapist-pay-test">
          Experimentar no modo de teste
        </Link>
      )}
    </section>
  );
}
