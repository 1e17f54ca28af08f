import { formatBRL } from '../../../shared/domain/money';
import type { PaymentDto } from '../../../shared/payment-api-types';
import { checkoutTexts as t } from '../../../shared/texts/payment.texts';
import { formatDateTime, statusLabel } from './payment-format';

/** The member's payments in this mode, newest first. */
export function PaymentHistory({ payments }: { payments: PaymentDto[] }) {
  return (
    <section className="card checkout-history" aria-labelledby="checkout-history-title">
      <h2 id="checkout-history-title">{t.history}</h2>
      {payments.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul className="checkout-history-list">
          {payments.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.psychologistName}</strong> · {formatBRL(p.amountCents)}
              </span>
              <span className={`payment-status payment-status-${p.status}`}>{statusLabel(p)}</span>
              <span className="muted">{formatDateTime(p.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
