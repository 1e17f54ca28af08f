import { EMAIL_EXAMPLE } from '../../shared/constants';
import { PasswordField } from './ui/password-field';
import { TextField, type TextFieldProps } from './ui/text-field';

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'error'>;

/**
 * The fields the three auth forms share, with their labels and browser hints in one place. The
 * terms checkbox lives in features/auth/terms-field.tsx so that /login does not load the checkbox
 * machinery.
 */
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

/** A password being chosen; `label` defaults to 'Senha' (/reset-password says 'Nova senha'). */
export const NewPasswordField = (binding: Binding & { hint: TextFieldProps['hint']; label?: string }) => (
  <PasswordField label="Senha" autoComplete="new-password" {...binding} />
);
