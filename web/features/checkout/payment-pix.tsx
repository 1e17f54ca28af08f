import { CheckCircle2, Copy, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import type { PaymentDto } from '../../../shared/payment-api-types';
import { checkoutTexts as t } from '../../../shared/texts/payment.texts';
import { showToast } from '../../lib/toaster';
import { formatDateTime } from './payment-format';
import { PixQr } from './pix-qr';

interface PaymentPixProps {
  payment: PaymentDto;
  refreshing: boolean;
  onRefresh: () => void;
}

/** A pending payment's QR code and "copia e cola"; the confirmation or the expiry once it ends. */
export function PaymentPix({ payment, refreshing, onRefresh }: PaymentPixProps) {
  const codeRef = useRef<HTMLTextAreaElement>(null);

  if (payment.status === 'confirmed') {
    return (
      <div className="checkout-confirmed" role="status">
        <CheckCircle2 size={32} aria-hidden="true" />
        <div>
          <h2>{t.confirmed}</h2>
          <p>{t.confirmedDetail}</p>
          <p className="muted checkout-txid">{t.txid(payment.txid)}</p>
        </div>
      </div>
    );
  }
  if (payment.status === 'expired') {
    return (
      <p className="checkout-expired" role="status">
        {t.expired}
      </p>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payment.brCode);
      showToast({ title: t.copied });
    } catch {
      codeRef.current?.select();
      showToast({ title: t.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <div className="checkout-pix">
      <p>{t.scan}</p>
      <PixQr payload={payment.brCode} label={`QR code Pix de ${payment.psychologistName}`} />
      <label className="checkout-code-label" htmlFor="pix-copy-paste">
        {t.copyPaste}
      </label>
      <textarea
        id="pix-copy-paste"
        ref={codeRef}
        className="input checkout-code"
        readOnly
        rows={4}
        value={payment.brCode}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="btn btn-primary btn-block" onClick={copy}>
        <Copy size={18} aria-hidden="true" /> {t.copy}
      </button>
      <p className="muted checkout-txid">{t.txid(payment.txid)}</p>
      <p className="muted">{t.expiresAt(formatDateTime(payment.expiresAt))}</p>
      <p className="checkout-waiting" role="status">
        {t.waiting}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw size={16} aria-hidden="true" /> {t.refresh}
      </button>
    </div>
  );
}
