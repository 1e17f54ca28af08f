import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api';
import { INVITE_CODE_LENGTH } from '../../../shared/constants';
import type { InvitePreviewDto } from '../../../shared/psychologist-api-types';
import {
  formatInviteCode,
  inviteCodeSchema,
  normalizeInviteCode,
} from '../../../shared/schemas/sharing.schema';
import { validate } from '../../../shared/schemas/validate';
import { TextField } from '../../components/ui/text-field';
import { apiGet } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';

/** What the field shows while typing: 'ABCD', then 'ABCD-23', never more than 8 characters. */
export function displayInviteCode(input: string): string {
  const code = normalizeInviteCode(input).slice(0, INVITE_CODE_LENGTH);
  return code.length > 4 ? formatInviteCode(code) : code;
}

interface InviteCodeFormProps {
  initialCode?: string;
  onFound: (code: string, invite: InvitePreviewDto) => void;
}

/** Step 1 of sharing: the code the psychologist gave, checked on the server (who it belongs to). */
export function InviteCodeForm({ initialCode = '', onFound }: InviteCodeFormProps) {
  const [code, setCode] = useState(displayInviteCode(initialCode));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(inviteCodeSchema, code);
    if (!parsed.ok) return setError(parsed.issues[0]?.message);
    setBusy(true);
    try {
      onFound(parsed.value, await apiGet<InvitePreviewDto>(api.sharingInvite(parsed.value)));
    } catch (err) {
      setError(Object.values(fieldErrorsOf(err, 'code'))[0]);
      setBusy(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Código do psicólogo"
        name="code"
        value={code}
        onValueChange={(value) => {
          setCode(displayInviteCode(value));
          setError(undefined);
        }}
        error={error}
        hint="O código tem 8 letras e números, por exemplo ABCD-2345. Peça ao seu psicólogo."
        className="invite-code-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        placeholder="ABCD-2345"
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Verificando...' : 'Continuar'}
      </button>
    </form>
  );
}
