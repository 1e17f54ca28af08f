import { describe, expect, it } from 'vitest';
import { toastTexts as t } from '../../shared/texts/toast.texts';
import {
  incompleteFormToast,
  loginFailureToast,
  quickRegistrationFailureToast,
  registrationFailureToast,
  submitExceptionToast,
} from '../../web/lib/auth-errors';

describe('registration failure toast (spec §8)', () => {
  it.each([
    ['Email já está cadastrado', t.registerEmailTakenTitle, t.registerEmailTakenDescription],
    ['Dados inválidos', t.registerInvalidDataTitle, t.registerInvalidDataDescription],
    ['Erro de conexão', t.connectionError, t.connectionErrorDescription],
    ['TypeError: network error', t.connectionError, t.connectionErrorDescription],
    ['Nome muito longo', t.registerErrorTitle, 'Nome muito longo'],
    ['', t.registerErrorTitle, t.registerErrorDefault],
  ])('%j → %s', (message, title, description) => {
    expect(registrationFailureToast(message)).toEqual({ title, description, variant: 'destructive' });
  });
});

describe('quick registration failure toast', () => {
  it.each([
    ['Email já está cadastrado', t.registerEmailTakenTitle, t.registerEmailTakenDescription],
    ['Erro de conexão', t.connectionError, t.connectionErrorDescription],
    ['Dados inválidos', t.quickRegisterErrorTitle, 'Dados inválidos'],
    ['Erro 500', t.quickRegisterErrorTitle, 'Erro 500'],
  ])('%j → %s', (message, title, description) => {
    expect(quickRegistrationFailureToast(message)).toEqual({ title, description, variant: 'destructive' });
  });
});

describe('login failure toast', () => {
  it('shows the server message under "Erro no login"', () => {
    expect(loginFailureToast('Muitas tentativas.')).toEqual({
      title: 'Erro no login',
      description: 'Muitas tentativas.',
      variant: 'destructive',
    });
  });
  it('falls back to the spec default', () => {
    expect(loginFailureToast('').description).toBe('Email ou senha incorretos. Verifique suas credenciais.');
  });
});

describe('form-level toasts', () => {
  it('invalid form on submit', () => {
    expect(incompleteFormToast()).toMatchObject({
      title: 'Preencha todos os campos',
      variant: 'destructive',
    });
  });
  it('exception on submit', () => {
    expect(submitExceptionToast(new Error('boom'))).toMatchObject({
      title: 'Erro no envio',
      description: 'boom',
    });
    expect(submitExceptionToast('x').description).toBe(t.registerErrorDefault);
  });
});
