import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api';
import { DEFAULT_SHARE_SCOPES, SHARE_SCOPES, type ShareScope } from '../../../shared/constants';
import type { InvitePreviewDto, SharingGrantDto } from '../../../shared/psychologist-api-types';
import { acceptInviteSchema } from '../../../shared/schemas/sharing.schema';
import { validate } from '../../../shared/schemas/validate';
import { shareScopeTexts } from '../../../shared/texts/sharing.texts';
import { validationTexts } from '../../../shared/texts/validation.texts';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { apiPost } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { showToast } from '../../lib/toaster';
import { shareSummary } from './share-summary';

interface ShareScopesFormProps {
  code: string;
  invite: InvitePreviewDto;
  onCancel: () => void;
  onShared: (grant: SharingGrantDto) => void;
}

/** Step 2 of sharing: who, what (progress and check-ins on, notes off by default), then agree. */
export function ShareScopesForm({ code, invite, onCancel, onShared }: ShareScopesFormProps) {
  const [scopes, setScopes] = useState<ShareScope[]>([...DEFAULT_SHARE_SCOPES]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const intro = useRef<HTMLParagraphElement>(null);
  const summary = shareSummary(`${invite.psychologist.displayName} (CRP ${invite.psychologist.crp})`, scopes);

  // The code step's button is gone: keyboard and screen-reader focus continue here.
  useEffect(() => intro.current?.focus(), []);

  const toggle = (scope: ShareScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setError(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(acceptInviteSchema, { code, scopes });
    if (!parsed.ok) return setError(Object.values(parsed.fieldErrors)[0]);
    setBusy(true);
    try {
      const grant = await apiPost<SharingGrantDto>(api.sharingAccept, parsed.value);
      showToast({
        title: 'Compartilhamento ativo',
        description: `${grant.displayName} já pode acompanhar o que você escolheu.`,
      });
      onShared(grant);
    } catch (err) {
      setError(Object.values(fieldErrorsOf(err, 'scopes'))[0]);
      setBusy(false);
    }
  };

  return (
    <form className="profile-form share-scopes-form" onSubmit={onSubmit} noValidate>
      <p ref={intro} tabIndex={-1} className="share-who">
        Compartilhar com <strong>{invite.psychologist.displayName}</strong>, CRP {invite.psychologist.crp}
      </p>
      <fieldset className="share-scopes">
        <legend>O que você quer compartilhar?</legend>
        {SHARE_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            name={`scope-${scope}`}
            checked={scopes.includes(scope)}
            onCheckedChange={(on) => toggle(scope, on)}
          >
            <span className="share-scope-label">{shareScopeTexts[scope].label}</span>
            <span className="share-scope-description">{shareScopeTexts[scope].description}</span>
          </CheckboxField>
        ))}
      </fieldset>
      <p className="share-summary" aria-live="polite">
        {summary
          ? `${summary} Você pode parar de compartilhar quando quiser.`
          : validationTexts.scopesRequired}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="profile-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Compartilhando...' : 'Compartilhar'}
        </button>
      </div>
    </form>
  );
}
