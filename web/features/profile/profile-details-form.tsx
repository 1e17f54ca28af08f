import type { FormEvent } from 'react';
import { api } from '../../../shared/api';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import type { ProfileDto } from '../../../shared/psychologist-api-types';
import { profileUpdateSchema } from '../../../shared/schemas/profile.schema';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { apiPatch } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { type StoredUser, storeUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';
import { useValidatedForm } from '../../lib/use-validated-form';
import { timeZoneOptions } from './time-zones';

/**
 * 'Seus dados': name and time zone (the zone decides which calendar day a check-in belongs to).
 * Saved on the server, then in the stored user, so the header and the greeting follow at once.
 */
export function ProfileDetailsForm({ user }: { user: StoredUser }) {
  const form = useValidatedForm(profileUpdateSchema, {
    name: user.name,
    timezone: user.timezone ?? DEFAULT_TIMEZONE,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.check(event);
    if (!input) return;
    form.setBusy(true);
    try {
      const profile = await apiPatch<ProfileDto>(api.profile, input);
      storeUser(profile.user);
      showToast({ title: 'Dados salvos', description: 'Seu nome e seu fuso horário foram atualizados.' });
    } catch (err) {
      form.setErrors(fieldErrorsOf(err, 'name'));
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate>
      <TextField label="Nome" autoComplete="name" maxLength={60} {...form.field('name')} />
      <SelectField
        label="Fuso horário"
        options={timeZoneOptions(form.values.timezone)}
        hint="Define a que dia pertence cada check-in. As diferenças são em relação ao horário de Brasília."
        {...form.field('timezone')}
      />
      <p className="field-hint">E-mail: {user.email}</p>
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? 'Salvando...' : 'Salvar dados'}
      </button>
    </form>
  );
}
