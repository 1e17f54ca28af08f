import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../shared/texts/error.texts';
import { EMAIL_EXAMPLE, validationTexts } from '../../shared/texts/validation.texts';

describe('error texts (DESIGN.md §6b)', () => {
  it('email-taken matches the registration catalogue entry "Email já está"', () => {
    expect(errorTexts['email-taken']).toContain('Email já está');
  });

  it('invalid JSON and validation failures match "Dados inválidos"', () => {
    expect(errorTexts['invalid-json']).toContain('Dados inválidos');
    expect(errorTexts['validation-failed']).toContain('Dados inválidos');
  });

  it("invalid credentials use the login form's default text", () => {
    expect(errorTexts['invalid-credentials']).toBe('Email ou senha incorretos. Verifique suas credenciais.');
  });

  it('every code is kebab-case and has a non-empty message', () => {
    for (const [code, message] of Object.entries(errorTexts)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(message.trim()).not.toBe('');
    }
  });
});

describe('validation texts (spec §5, word for word)', () => {
  it.each([
    ['emailRequired', 'Email é obrigatório'],
    ['emailInvalidWithExample', `Por favor, digite um email válido (ex: ${EMAIL_EXAMPLE})`],
    ['emailInvalid', 'Por favor, digite um email válido'],
    ['emailInvalidShort', 'Email inválido'],
    ['nameTooShort', 'Nome deve ter pelo menos 2 caracteres'],
    ['nameTooLong', 'Nome deve ter no máximo 50 caracteres'],
    ['nameTooLongShort', 'Nome muito longo'],
    ['nameLettersOnly', 'Nome deve conter apenas letras e espaços'],
    ['passwordTooShort', 'Senha deve ter pelo menos 8 caracteres'],
    ['passwordTooShortQuick', 'Senha deve ter pelo menos 6 caracteres'],
    ['passwordTooLong', 'Senha deve ter no máximo 128 caracteres'],
    ['passwordTooLongShort', 'Senha muito longa'],
    ['passwordNeedsDigitAndSymbol', 'Senha deve conter pelo menos um número e um símbolo'],
    ['passwordRequired', 'Senha é obrigatória'],
    ['termsRequired', 'Você deve aceitar os termos para continuar'],
    ['termsRequiredShort', 'Você deve aceitar os termos'],
  ] as const)('%s is %j', (key, text) => {
    expect(validationTexts[key]).toBe(text);
  });

  it('the example address is a valid-looking email', () => {
    expect(EMAIL_EXAMPLE).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});
