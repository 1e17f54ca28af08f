import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api';
import { formatBRL } from '../../../shared/domain/money';
import type { PaymentDto, PaymentListResponse } from '../../../shared/payment-api-types';
import { paymentStatusLabels, psychologistPaymentsTexts as t } from '../../../shared/texts/payment.texts';
import { apiGet, apiPost, failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { useServerData } from '../../lib/use-server-data';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * Pix payments members made to this psychologist (issue 15), newest first, pending ones with
 * "Confirmar recebimento". Test payments (/checkout-test) come apart, folded, marked as such.
 */
export function PaymentsReceived() {
  const { state, reload, replace } = useServerData('payments-received', () =>
    apiGet<PaymentListResponse>(api.paymentsByMode('real')).then((r) => r.payments),
  );
  const tests = useServerData('payments-received-test', () =>
    apiGet<PaymentListResponse>(api.paymentsByMode('test')).then((r) => r.payments),
  );
  if (state.status !== 'ready') return null;
  const payments = state.data;
  const onConfirmed = (payment: PaymentDto) =>
    replace((list) => list.map((p) => (p.id === payment.id ? payment : p)));
  return (
    <section className="psy-section" aria-labelledby="payments-title">
      <h2 id="payments-title">
        <Wallet size={20} aria-hidden="true" /> {t.title}
      </h2>
      {payments.length === 0 ? (
        <p className="card psy-empty">{t.none}</p>
      ) : (
        <>
          <p className="muted">{t.intro}</p>
          <ul className="payments-received">
            {payments.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} onConfirmed={onConfirmed} onStale={reload} />
            ))}
          </ul>
        </>
      )}
      {tests.state.status === 'ready' && tests.state.data.length > 0 && (
        <details className="payments-received-test">
          <summary>
            {t.testTitle} ({tests.state.data.length})
          </summary>
          <p className="muted">{t.testIntro}</p>
          <ul className="payments-received">
            {tests.state.data.map((payment) => (
              <PaymentItem
                key={payment.id}
                payment={payment}
                onConfirmed={() => tests.reload()}
                onStale={tests.reload}
              />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function PaymentItem({
  payment,
  onConfirmed,
  onStale,
}: {
  payment: PaymentDto;
  onConfirmed: (payment: PaymentDto) => void;
  onStale: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      onConfirmed(await apiPost<PaymentDto>(api.paymentConfirm(payment.id)));
      showToast({ title: t.confirmedToast });
    } catch (err) {
      showToast({
        title: 'Não foi possível confirmar',
        description: failureMessage(err),
        variant: 'destructive',
      });
      onStale();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card payment-received">
      <p className="payment-received-head">
        <strong>{t.from(payment.memberName)}</strong> · {formatBRL(payment.amountCents)}
      </p>
      <p className={`payment-status payment-status-${payment.status}`}>
        {paymentStatusLabels[payment.status]}
      </p>
      <p className="muted payment-received-meta">
        {dateTime.format(new Date(payment.createdAt))} · txid {payment.txid}
      </p>
      {payment.status === 'pending' && payment.mode === 'real' && (
        <button type="button" className="btn btn-primary btn-block" onClick={confirm} disabled={busy}>
          {busy ? t.confirming : t.confirm}
        </button>
      )}
    </li>
  );
}
