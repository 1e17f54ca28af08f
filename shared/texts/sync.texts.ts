/** pt-BR texts of the sync indicator and the sign-out warning. */
export const syncTexts = {
  allSaved: 'Tudo salvo',
  syncing: 'Enviando seus registros…',
  pending: (n: number) => (n === 1 ? '1 registro aguardando conexão' : `${n} registros aguardando conexão`),
  offline: 'Sem conexão — seus registros estão salvos neste aparelho',
  needsSignIn: 'Entre de novo para enviar seus registros',
  retrying: (n: number) =>
    n === 1
      ? '1 registro aguardando: tentaremos de novo em instantes'
      : `${n} registros aguardando: tentaremos de novo em instantes`,
  rejected: (n: number) => (n === 1 ? '1 registro não foi aceito' : `${n} registros não foram aceitos`),
  rejectedIntro:
    'O servidor não aceitou estes registros. Eles continuam guardados neste aparelho; veja o motivo de cada um:',
  pendingExplanation:
    'Eles estão guardados neste aparelho e serão enviados automaticamente quando a conexão voltar.',
  dismiss: 'Apagar registro',
  resolve: 'Ver e escolher',
  rejectedFallback: 'O servidor recusou este registro.',
  conflictFallback: 'Já existe um registro diferente com o mesmo identificador.',
  kindCheckin: 'Check-in',
  kindRelapse: 'Recaída',
  kindAssessment: 'Avaliação',
  kindGoal: 'Meta',
  kindJournal: 'Entrada do diário',
  kindCommunityPost: 'Mensagem na comunidade',
  kindLessonProgress: 'Lição concluída',
  communityHeldTitle: 'Sua mensagem foi enviada para revisão',
  signOutTitle: 'Alguns registros ainda não foram enviados',
  signOutText: (n: number) =>
    n === 1
      ? 'Há 1 registro salvo só neste aparelho. Se você sair agora, ele será apagado daqui e não poderá ser recuperado.'
      : `Há ${n} registros salvos só neste aparelho. Se você sair agora, eles serão apagados daqui e não poderão ser recuperados.`,
  signOutWait: 'Esperar sincronizar',
  signOutWaiting: 'Sincronizando…',
  signOutAnyway: 'Sair mesmo assim',
  signOutStillOffline:
    'Sem conexão no momento. Seus registros continuam salvos neste aparelho: conecte-se à internet e tente de novo.',
  signOutNeedsSignIn: 'Sua sessão expirou. Entre de novo para enviar seus registros antes de sair.',
  signOutStillPending: 'Ainda não foi possível enviar tudo. Tente de novo em instantes.',
  /** The browser wiped this device's data with records still waiting (issue 19). */
  lostAfterWipeTitle: 'Alguns registros não puderam ser recuperados',
  lostAfterWipe: (n: number) =>
    n === 1
      ? 'Os dados do app foram apagados deste aparelho antes de um registro chegar ao servidor. Se quiser, registre-o de novo.'
      : `Os dados do app foram apagados deste aparelho antes de ${n} registros chegarem ao servidor. Se quiser, registre-os de novo.`,
} as const;
