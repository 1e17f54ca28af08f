/**
 * The product spec's pt-BR texts (§2, §4, §5, §8), copied from the spec file word for word, for
 * the tests that pin them (tests/shared/spec-texts.test.ts, tests/web/spec-texts.test.tsx,
 * tests/web/dashboard/medal-buttons.test.tsx). Never replace one with the code's constant: the
 * point is that a changed text in the code fails a test. Lists the spec gives without quotes
 * (the mood labels) are in the tests that use them.
 */
/** Literal quotes from the spec, by section. */
export const SPEC = {
  // §2 "Full registration" and "Quick registration": the screens' titles
  registerTitle: 'Criar Sua Conta',
  quickRegisterTitle: 'Cadastro Rápido',
  // §4 "Pending requests": busy labels
  loginBusy: 'Entrando...',
  registerBusy: 'Criando...',
  quickRegisterBusy: 'Criando conta...',
  saveBusy: 'Salvando...',
  // §2 "Relapse dialog"
  relapseTitle: 'Registrar Recaída',
  relapseSubtitle: 'Sem julgamentos. Registrar ajuda você a entender padrões e continuar sua jornada.',
  relapseDateLabel: 'Quando aconteceu a recaída?',
  relapseDatePlaceholder: 'Selecione uma data',
  amountLabel: 'Quanto foi gasto? (R$)',
  amountPlaceholder: 'Ex: 150.00',
  relapseNotesLabel: 'O que aconteceu? (opcional)',
  rememberTitle: 'Lembre-se:',
  helpTitle: 'Precisa de apoio imediato?',
  cancel: 'Cancelar',
  relapseSubmit: 'Registrar',
  // §2 "Mood chart": the relapse tooltip
  moodChartRelapse: 'Recaída',
  // §5 "Full registration"
  emailRequired: 'Email é obrigatório',
  emailInvalidWithExample: 'Por favor, digite um email válido (ex: {email})',
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  nameTooLong: 'Nome deve ter no máximo 50 caracteres',
  nameLettersOnly: 'Nome deve conter apenas letras e espaços',
  passwordTooShort: 'Senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'Senha deve ter no máximo 128 caracteres',
  passwordDigitAndSymbol: 'Senha deve conter pelo menos um número e um símbolo',
  termsRequired: 'Você deve aceitar os termos para continuar',
  // §5 "Login"
  loginEmailInvalid: 'Por favor, digite um email válido',
  passwordRequired: 'Senha é obrigatória',
  // §5 "Quick registration"
  quickEmailInvalid: 'Email inválido',
  quickNameTooLong: 'Nome muito longo',
  quickPasswordTooShort: 'Senha deve ter pelo menos 6 caracteres',
  quickPasswordTooLong: 'Senha muito longa',
  quickTermsRequired: 'Você deve aceitar os termos',
  // §5 "Check-in" and "Relapse dialog"
  relapseAnswerRequired: 'Por favor, informe se houve recaída hoje',
  amountRequired: 'Por favor, informe o valor gasto',
  amountInvalid: 'Digite um valor válido',
  relapseDateRequired: 'Por favor, selecione a data da recaída',
  // §8 preamble
  connectionError: 'Erro de conexão',
  errorWithStatus: 'Erro {status}',
  // §8 "Registration"
  emailTakenMatch: 'Email já está',
  emailTakenTitle: 'Email já cadastrado',
  emailTakenText: 'Este email já possui uma conta. Tente fazer login ou use outro email.',
  invalidDataTitle: 'Dados inválidos',
  invalidDataText: 'Por favor, verifique se todos os campos estão preenchidos corretamente.',
  connectionErrorText: 'Verifique sua conexão com a internet e tente novamente.',
  registerErrorTitle: 'Erro no registro',
  registerErrorDefault: 'Algo deu errado. Verifique sua conexão e tente novamente.',
  incompleteTitle: 'Preencha todos os campos',
  incompleteText: 'Verifique se todos os campos estão corretos e os termos foram aceitos.',
  submitErrorTitle: 'Erro no envio',
  // §8 "Quick registration"
  quickRegisterErrorTitle: 'Erro no cadastro',
  // §8 "Login"
  loginErrorTitle: 'Erro no login',
  loginErrorDefault: 'Email ou senha incorretos. Verifique suas credenciais.',
  // §8 "Check-in"
  checkinErrorTitle: 'Erro no check-in',
  checkinErrorDefault: 'Algo deu errado. Tente novamente.',
  // §8 "Relapse"
  relapseErrorTitle: 'Erro ao registrar',
  relapseErrorDefault: 'Algo deu errado. Tente novamente.',
  relapseSuccessTitle: 'Recaída registrada 💙',
  relapseSuccessText: 'Obrigado por ser honesto. Lembre-se: recaídas são parte do processo de recuperação.',
  // §8 "Medals" (and §7: the answer's message shown as '{message} foram concedidas!')
  medalsRecoverErrorTitle: 'Erro',
  medalsRecoverErrorText: 'Não foi possível recuperar as medalhas.',
  medalsRecoveredTitle: 'Medalhas Recuperadas',
  medalsRecoveredText: '{message} foram concedidas!',
  windMedalErrorTitle: 'Erro',
  windMedalErrorText: 'Não foi possível conceder a medalha.',
  windMedalTitle: 'Medalha do Vento',
  windMedalText: 'Sua primeira medalha foi concedida! 🌪️',
  // §2 "Dashboard" and §8 "Other"
  noDashboardData: 'Dados não encontrados',
} as const;
