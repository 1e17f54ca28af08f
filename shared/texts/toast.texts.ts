/** Toast titles and descriptions from the spec's states (§4) and error catalogue (§8). */
export const toastTexts = {
  connectionError: 'Erro de conexão',
  connectionErrorDescription: 'Verifique sua conexão com a internet e tente novamente.',
  errorWithStatus: (status: number) => `Erro ${status}`,

  registerEmailTakenTitle: 'Email já cadastrado',
  registerEmailTakenDescription: 'Este email já possui uma conta. Tente fazer login ou use outro email.',
  registerInvalidDataTitle: 'Dados inválidos',
  registerInvalidDataDescription: 'Por favor, verifique se todos os campos estão preenchidos corretamente.',
  registerErrorTitle: 'Erro no registro',
  registerErrorDefault: 'Algo deu errado. Verifique sua conexão e tente novamente.',
  registerIncompleteTitle: 'Preencha todos os campos',
  registerIncompleteDescription: 'Verifique se todos os campos estão corretos e os termos foram aceitos.',
  submitErrorTitle: 'Erro no envio',
  quickRegisterErrorTitle: 'Erro no cadastro',

  loginErrorTitle: 'Erro no login',
  loginErrorDefault: 'Email ou senha incorretos. Verifique suas credenciais.',

  welcomeTitle: (name: string) => `Bem-vindo(a) ao Virada, ${name}!`,
  welcomeDescription: 'Sua conta foi criada. Vamos começar pela sua avaliação inicial.',
  /** A psychologist has no assessment: they go to their panel, where the CRP check is explained. */
  welcomePsychologistDescription:
    'Sua conta profissional foi criada. Vamos conferir seu CRP; enquanto isso, você já pode completar seu perfil.',
  welcomeBackTitle: (name: string) => `Bem-vindo(a) de volta, ${name}!`,
  welcomeBackDescription: 'Que bom ter você aqui. Um dia de cada vez.',
  postSuccessFallbackTitle: 'Conta pronta',
  postSuccessFallbackDescription: 'Tudo certo! Vamos continuar em instantes.',

  signedOutTitle: 'Você saiu da sua conta',
  signedOutDescription: 'Até logo! Volte sempre que precisar.',
  signedOutPendingDescription:
    'Você está sem internet agora. Assim que a conexão voltar, encerramos sua sessão também no servidor.',

  updateAvailableTitle: 'Nova versão disponível',
  updateAvailableDescription: 'Atualize para usar a versão mais recente do Virada.',
  updateAction: 'Atualizar',
  offlineReadyTitle: 'Pronto para usar sem internet',
  offlineReadyDescription: 'O Virada agora abre mesmo sem conexão.',
} as const;
