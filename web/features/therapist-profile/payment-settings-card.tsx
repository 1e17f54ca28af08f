import { QrCode } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api';
import type { PaymentSettingsResponse } from '../../../shared/payment-api-types';
import { paymentSettingsTexts as t } from '../../../shared/texts/payment.texts';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { MoneyField } from '../../components/ui/money-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, apiGet, apiRequest, failureMessage } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { showToast } from '../../lib/toaster';
import { useServerData } from '../../lib/use-server-data';
import { useValidatedForm } from '../../lib/use-validated-form';
import {
  type PaymentSettingsFormValues,
  paymentSettingsFormSchema,
  pixKeyTypeOptions,
  settingsToFormValues,
} from './payment-settings-values';

/** The session price and Pix key members pay to (issue 15), below the profile form. */
export function PaymentSettingsCard() {
  const { state, reload } = useServerData('payment-settings', () =>
    apiGet<PaymentSettingsResponse>(api.paymentSettings),
  );
  return (
    <section className="card payment-settings" aria-labelledby="payment-settings-title">
      <h2 id="payment-settings-title">
        <QrCode size={20} aria-hidden="true" /> {t.title}
      </h2>
      <p className="muted">{t.intro}</p>
      {state.status === 'loading' && <LoadingState label="Carregando" />}
      {state.status === 'error' && <LoadError title={t.loadError} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <PaymentSettingsForm
          initial={settingsToFormValues(state.data.settings)}
          configured={!!state.data.settings}
        />
      )}
    </section>
  );
}

function PaymentSettingsForm({
  initial,
  configured,
}: {
  initial: PaymentSettingsFormValues;
  configured: boolean;
}) {
  const form = useValidatedForm(paymentSettingsFormSchema, initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(configured);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (!payload) return;
    setBusy(true);
    try {
      const res = await apiRequest<PaymentSettingsResponse>('PUT', api.paymentSettings, payload);
      if (res.settings) {
        const values = settingsToFormValues(res.settings);
        form.setField('pixKey', values.pixKey);
        form.setField('sessionPriceCents', values.sessionPriceCents);
      }
      setSaved(true);
      showToast({ title: t.saved });
    } catch (err) {
      if (err instanceof ApiError && err.body?.details?.length) form.setErrors(fieldErrorsOf(err, 'pixKey'));
      showToast({
        title: 'Não foi possível salvar',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="payment-settings-form" onSubmit={onSubmit} noValidate>
      {!saved && <p className="payment-settings-unset">{t.notSet}</p>}
      <MoneyField label={t.price} {...form.field('sessionPriceCents')} />
      <SelectField label={t.keyType} options={pixKeyTypeOptions} {...form.field('pixKeyType')} />
      <TextField label={t.key} autoComplete="off" spellCheck={false} {...form.field('pixKey')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}
