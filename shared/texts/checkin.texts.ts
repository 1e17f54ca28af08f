/** Check-in and relapse texts, exactly as the product spec (§2, §5, §8) words them. */
export const checkinTexts = {
  relapseAnswerRequired: 'Por favor, informe se houve recaída hoje',
  amountRequired: 'Por favor, informe o valor gasto',
  amountInvalid: 'Digite um valor válido',
  relapseDateRequired: 'Por favor, selecione a data da recaída',
  /** Not in the spec: a date outside 2000-01-01..today (the calendar never offers one). */
  dateOutOfRange: 'Escolha uma data entre 01/01/2000 e hoje',
  /** Not in the spec: the mood slider never produces one. */
  moodInvalid: 'Escolha como você está se sentindo, de 1 a 5',
  notesTooLong: 'A anotação pode ter no máximo 2000 caracteres',

  checkinErrorTitle: 'Erro no check-in',
  checkinErrorDefault: 'Algo deu errado. Tente novamente.',
  relapseErrorTitle: 'Erro ao registrar',
  relapseErrorDefault: 'Algo deu errado. Tente novamente.',
  relapseSuccessTitle: 'Recaída registrada 💙',
  relapseSuccessDescription:
    'Obrigado por ser honesto. Lembre-se: recaídas são parte do processo de recuperação.',

  medalsRecoverErrorTitle: 'Erro',
  medalsRecoverErrorDescription: 'Não foi possível recuperar as medalhas.',
  medalsRecoveredTitle: 'Medalhas Recuperadas',
  medalsRecoveredDescription: (message: string) => `${message} foram concedidas!`,
  windMedalErrorTitle: 'Erro',
  windMedalErrorDescription: 'Não foi possível conceder a medalha.',
  windMedalTitle: 'Medalha do Vento',
  windMedalDescription: 'Sua primeira medalha foi concedida! 🌪️',

  noDashboardData: 'Dados não encontrados',
} as const;

/** The dashboard on a device that has not fetched the member's data yet (issue 19). */
export const dashboardFetchingTexts = {
  title: 'Buscando seus dados…',
  online: 'Estamos trazendo seus registros do servidor. Só um instante.',
  offline:
    'Seus registros estão guardados no servidor e aparecem aqui assim que o aparelho se conectar à internet.',
};
