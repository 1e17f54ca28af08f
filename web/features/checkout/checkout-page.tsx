import './checkout.css';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FlaskConical, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../shared/domain/money';
import type { CheckoutInfoDto, PaymentDto, PaymentMode } from '../../../shared/payment-api-types';
import { checkoutTexts as t } from '../../../shared/texts/payment.texts';
import { ServerDataView } from '../../components/ui/server-data-view';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { useOnline } from '../../lib/use-online';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import {
  createPayment,
  fetchCheckoutInfo,
  fetchPayment,
  fetchPayments,
  simulatePayment,
} from './checkout-requests';
import { PaymentHistory } from './payment-history';
import { PaymentPix } from './payment-pix';

/** How often a pending payment is read again while the page is open. */
const POLL_MS = 5000;

export interface CheckoutPageProps {
  mode: PaymentMode;
  psychologistId?: string;
  paymentId?: string;
  /** Puts the new payment's id in the address, so a reload shows the same payment. */
  onPaymentCreated: (paymentId: string) => void;
}

/**
 * /checkout and /checkout-test (issue 15): a session with a psychologist paid by Pix. The
 * psychologist and the price, then the BR Code (QR and "copia e cola") with its txid, read again
 * every few seconds until it is confirmed ("pagamento confirmado") or expires. In test mode the
 * page says so everywhere and offers "simular pagamento".
 */
export function CheckoutPage({ mode, psychologistId, paymentId, onPaymentCreated }: CheckoutPageProps) {
  const test = mode === 'test';
  usePageTitle(test ? t.testTitle : t.title);
  const history = useServerData(`payments-${mode}`, () => fetchPayments(mode));
  return (
    <section
      className={`container page page-narrow checkout-page${test ? ' checkout-test' : ''}`}
      aria-labelledby="page-title"
    >
      <Link to="/therapists" className="back-link">
        <ArrowLeft size={18} aria-hidden="true" /> {t.backToTherapists}
      </Link>
      <h1 id="page-title">{test ? t.testTitle : t.title}</h1>
      {test && (
        <p className="checkout-test-banner" role="note">
          <FlaskConical size={18} aria-hidden="true" /> {t.testBanner}
        </p>
      )}
      {psychologistId ? (
        <CheckoutFor
          mode={mode}
          psychologistId={psychologistId}
          paymentId={paymentId}
          onPaymentCreated={onPaymentCreated}
          onPaymentChanged={history.reload}
        />
      ) : (
        <div className="card">
          <p>{t.noPsychologist}</p>
          <Link to="/therapists" className="btn btn-primary">
            {t.backToTherapists}
          </Link>
        </div>
      )}
      {history.state.status === 'ready' && <PaymentHistory payments={history.state.data} />}
    </section>
  );
}

interface CheckoutForProps extends CheckoutPageProps {
  psychologistId: string;
  onPaymentChanged: () => void;
}

function CheckoutFor({
  mode,
  psychologistId,
  paymentId,
  onPaymentCreated,
  onPaymentChanged,
}: CheckoutForProps) {
  const info = useServerData(`checkout-${psychologistId}`, () => fetchCheckoutInfo(psychologistId));
  return (
    <ServerDataView state={info.state} onRetry={info.reload} loadingLabel="Carregando…" what="este pagamento">
      {(data) => (
        <>
          <CheckoutSummary info={data} />
          {data.sessionPriceCents === null ? (
            <p className="card">{t.notConfigured}</p>
          ) : paymentId ? (
            <PaymentView mode={mode} paymentId={paymentId} onChanged={onPaymentChanged} />
          ) : (
            <StartPayment
              mode={mode}
              psychologistId={psychologistId}
              onCreated={(payment) => {
                onPaymentCreated(payment.id);
                onPaymentChanged();
              }}
            />
          )}
        </>
      )}
    </ServerDataView>
  );
}

function CheckoutSummary({ info }: { info: CheckoutInfoDto }) {
  return (
    <div className="card checkout-summary">
      <h2>{t.sessionWith(info.displayName)}</h2>
      <p className="muted">CRP {info.crp}</p>
      {info.sessionPriceCents !== null && (
        <p className="checkout-price">{formatBRL(info.sessionPriceCents)}</p>
      )}
    </div>
  );
}

function StartPayment({
  mode,
  psychologistId,
  onCreated,
}: {
  mode: PaymentMode;
  psychologistId: string;
  onCreated: (payment: PaymentDto) => void;
}) {
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const start = async () => {
    setBusy(true);
    try {
      onCreated(await createPayment(psychologistId, mode));
    } catch (err) {
      showToast({
        title: 'Não foi possível gerar o código Pix',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card">
      {!online && <p className="checkout-offline">{t.offline}</p>}
      <button
        type="button"
        className="btn btn-primary btn-lg btn-block"
        onClick={start}
        disabled={busy || !online}
      >
        <QrCode size={18} aria-hidden="true" /> {busy ? t.generating : t.generate}
      </button>
    </div>
  );
}

function PaymentView({
  mode,
  paymentId,
  onChanged,
}: {
  mode: PaymentMode;
  paymentId: string;
  onChanged: () => void;
}) {
  const { state, reload, replace } = useServerData(`payment-${paymentId}`, () => fetchPayment(paymentId));
  const [simulating, setSimulating] = useState(false);
  const online = useOnline();
  const pending = state.status === 'ready' && state.data.status === 'pending';
  const status = state.status === 'ready' ? state.data.status : null;

  useEffect(() => {
    if (!pending || !online) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, online, reload]);

  // The list below follows the payment's status.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of status matters
  useEffect(() => {
    if (status && status !== 'pending') onChanged();
  }, [status]);

  const simulate = async () => {
    setSimulating(true);
    try {
      const payment = await simulatePayment(paymentId);
      replace(() => payment);
    } catch (err) {
      showToast({
        title: 'Não foi possível simular',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setSimulating(false);
    }
  };

  return (
    <section className="card checkout-payment" aria-label="Pagamento por Pix">
      {!online && <p className="checkout-offline">{t.offline}</p>}
      <ServerDataView state={state} onRetry={reload} loadingLabel="Carregando…" what="este pagamento">
        {(payment) => (
          <>
            <PaymentPix payment={payment} refreshing={false} onRefresh={reload} />
            {mode === 'test' && payment.mode === 'test' && payment.status === 'pending' && (
              <button
                type="button"
                className="btn btn-secondary btn-block checkout-simulate"
                onClick={simulate}
                disabled={simulating}
              >
                {simulating ? t.simulating : t.simulate}
              </button>
            )}
          </>
        )}
      </ServerDataView>
    </section>
  );
}
