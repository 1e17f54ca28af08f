import type { FormEvent } from 'react';
import { BIO_MAX_LENGTH } from '../../../shared/constants';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import { CrpStatusBadge } from '../../components/crp-status-badge';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { MoneyField } from '../../components/ui/money-field';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CheckboxGroup } from './checkbox-group';
import {
  approachOptions,
  attendanceOptions,
  contactOptions,
  languageOptions,
  ufOptions,
} from './therapist-profile-options';
import { profileToFormValues, therapistProfileFormSchema } from './therapist-profile-values';
import { useSaveTherapistProfile } from './use-save-therapist-profile';

/** The photo-free profile members see in the directory; every rule is the server's schema. */
export function TherapistProfileForm({
  profile,
  onSaved,
}: {
  profile: TherapistProfileDto;
  onSaved: (profile: TherapistProfileDto) => void;
}) {
  const form = useValidatedForm(therapistProfileFormSchema, profileToFormValues(profile));
  const { values, errors, setField } = form;
  const { busy, save } = useSaveTherapistProfile(onSaved, form.setErrors);
  const attendance = attendanceOptions.filter((o) => values[o.value]).map((o) => o.value);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (payload) void save(payload);
  };

  return (
    <form className="card therapist-profile-form" onSubmit={onSubmit} noValidate>
      <TextField label="Nome de exibição" autoComplete="name" {...form.field('displayName')} />
      <TextField
        label="CRP"
        name="crp"
        value={profile.crp}
        onValueChange={() => {}}
        readOnly
        hint={<CrpStatusBadge status={profile.status} />}
      />
      <TextAreaField
        label="Apresentação"
        className="input bio-input"
        rows={6}
        maxLength={BIO_MAX_LENGTH}
        placeholder="Sua experiência com dependência de apostas e como você trabalha. Os membros leem isto antes de entrar em contato."
        {...form.field('bio')}
      />
      <CheckboxGroup
        name="approaches"
        legend="Abordagens"
        options={approachOptions}
        value={values.approaches}
        onValueChange={(list) => setField('approaches', list)}
        error={errors.approaches}
      />
      <CheckboxGroup
        name="online"
        legend="Atendimento"
        options={attendanceOptions}
        value={attendance}
        onValueChange={(list) => {
          setField('online', list.includes('online'));
          setField('inPerson', list.includes('inPerson'));
        }}
        error={errors.online ?? errors.inPerson}
      />
      <div className="therapist-profile-row">
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          hint={values.inPerson ? 'Obrigatória para atendimento presencial.' : 'Opcional.'}
          {...form.field('city')}
        />
        <SelectField label="Estado (UF)" options={ufOptions} {...form.field('uf')} />
      </div>
      <CheckboxGroup
        name="languages"
        legend="Idiomas"
        options={languageOptions}
        value={values.languages}
        onValueChange={(list) => setField('languages', list)}
        error={errors.languages}
      />
      <fieldset className="therapist-profile-price">
        <legend>Valor da sessão (opcional)</legend>
        <div className="therapist-profile-row">
          <MoneyField label="De" {...form.field('priceFrom')} />
          <MoneyField label="Até" {...form.field('priceTo')} />
        </div>
      </fieldset>
      <ChoiceGroup
        name="contactPreference"
        legend="Como prefere ser contatado"
        look="answers"
        options={contactOptions}
        value={values.contactPreference}
        onValueChange={(value) => setField('contactPreference', value as typeof values.contactPreference)}
        error={errors.contactPreference}
      />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? 'Salvando...' : 'Salvar perfil'}
      </button>
    </form>
  );
}
