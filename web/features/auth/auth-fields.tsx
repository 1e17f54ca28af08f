import { EMAIL_EXAMPLE } from '../../../shared/texts/validation.texts';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { PasswordField } from '../../components/ui/password-field';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { TermsLabel } from './terms-label';

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'error'>;

/** The fields the three auth forms share, with their labels and browser hints in one place. */
export const EmailField = (binding: Binding) => (
  <TextField
    label="Email"
    type="email"
    autoComplete="email"
    inputMode="email"
    placeholder={EMAIL_EXAMPLE}
    {...binding}
  />
);

export const NameField = (binding: Binding & { placeholder?: string }) => (
  <TextField label="Nome" autoComplete="given-name" {...binding} />
);

export const NewPasswordField = (binding: Binding & { hint: TextFieldProps['hint'] }) => (
  <PasswordField label="Senha" autoComplete="new-password" {...binding} />
);

export function TermsField(props: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <CheckboxField name="acceptedTerms" {...props}>
      <TermsLabel />
    </CheckboxField>
  );
}
