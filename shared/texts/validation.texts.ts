/** Validation messages, exactly as the product spec (§5) words them. */

/** Example address shown in the spec's 'Por favor, digite um email válido (ex: {email})'. */
export const EMAIL_EXAMPLE = 'voce@exemplo.com';

export const validationTexts = {
  emailRequired: 'Email é obrigatório',
  emailInvalidWithExample: `Por favor, digite um email válido (ex: ${EMAIL_EXAMPLE})`,
  emailInvalid: 'Por favor, digite um email válido',
  emailInvalidShort: 'Email inválido',
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  nameTooLong: 'Nome deve ter no máximo 50 caracteres',
  nameTooLongShort: 'Nome muito longo',
  nameLettersOnly: 'Nome deve conter apenas letras e espaços',
  passwordTooShort: 'Senha deve ter pelo menos 8 caracteres',
  passwordTooShortQuick: 'Senha deve ter pelo menos 6 caracteres',
  passwordTooLong: 'Senha deve ter no máximo 128 caracteres',
  passwordTooLongShort: 'Senha muito longa',
  passwordNeedsDigitAndSymbol: 'Senha deve conter pelo menos um número e um símbolo',
  passwordRequired: 'Senha é obrigatória',
  termsRequired: 'Você deve aceitar os termos para continuar',
  termsRequiredShort: 'Você deve aceitar os termos',
  invalidData: 'Dados inválidos',
  timezoneInvalid: 'Fuso horário inválido',
} as const;
