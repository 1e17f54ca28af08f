/** Meu Diário (issue 10: not in the spec, written in its voice). */
export const journalTexts = {
  textRequired: 'Escreva alguma coisa antes de salvar',
  textTooLong: 'O texto pode ter no máximo 10.000 caracteres',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  dateInvalid: 'Escolha uma data entre 01/01/2000 e hoje',
  moodInvalid: 'Escolha um humor de 1 a 5',
  versionInvalid: 'Dados inválidos',
} as const;

/** What the sync engine says about diary entries (web/sync/kinds/journal-rules.ts). */
export const journalSyncTexts = {
  conflict: 'Este texto foi mudado em outro aparelho. Escolha qual versão guardar.',
  deletedElsewhere: 'Uma entrada do diário foi apagada em outro aparelho',
  deletedElsewhereHint: 'O que você escreveu nela neste aparelho ainda pode ser guardado.',
  keepAsNew: 'Guardar como nova',
} as const;

/**
 * Writing prompts of Meu Diário, one shown at a time and rotated by day. Rooted in
 * relapse-prevention practice (Marlatt): noticing high-risk situations and what came before an
 * urge, naming feelings, recalling coping that worked, seeing what recovery gives back, and
 * self-compassion after a hard day. Questions, never orders; nothing in them blames.
 */
export const journalPrompts: readonly string[] = [
  'O que aconteceu antes da vontade de apostar?',
  'O que te ajudou hoje?',
  'Como você está se sentindo agora, de verdade?',
  'Em que momento do dia a vontade apareceu mais forte? Onde você estava, e com quem?',
  'O que você fez quando a vontade chegou? O que funcionou, mesmo que só um pouco?',
  'Que pensamento te empurrou para a aposta? O que você diria a um amigo que pensasse assim?',
  'O que você fez hoje com o tempo e o dinheiro que iriam para as apostas?',
  'Quem te apoiou nesta semana? Quer agradecer ou pedir ajuda a alguém?',
  'Que situação pode ser difícil amanhã? O que você pode combinar consigo desde já?',
  'Qual foi uma pequena vitória de hoje?',
  'Se hoje foi um dia difícil, o que você precisa ouvir com carinho agora?',
  'O que você quer lembrar na próxima vez que a vontade aparecer?',
];

/** The pages and messages of Meu Diário. */
export const journalPageTexts = {
  title: 'Meu Diário',
  intro: 'Um lugar só seu para colocar em palavras o que você vive na sua recuperação.',
  privacy: 'Privado: só você vê, a menos que escolha compartilhar com seu psicólogo.',
  newEntry: 'Nova entrada',
  searchLabel: 'Buscar no diário',
  searchPlaceholder: 'Palavra, gatilho ou sentimento',
  searchNone: (query: string) => `Nenhuma entrada com “${query}”.`,
  searchCount: (n: number) => (n === 1 ? '1 entrada encontrada' : `${n} entradas encontradas`),
  emptyTitle: 'Seu diário está esperando por você',
  emptyText:
    'Escrever ajuda a perceber o que vem antes da vontade de apostar e o que te ajuda a atravessá-la. Pode ser uma linha só.',
  emptyAction: 'Escrever a primeira entrada',
  promptLabel: 'Uma pergunta para começar',
  promptNext: 'Outra pergunta',
  loadingOlder: 'Carregando entradas mais antigas…',
  monthCount: (n: number) => (n === 1 ? '1 entrada' : `${n} entradas`),
  readMore: 'Ler tudo',
  readLess: 'Mostrar menos',
  edit: 'Editar',
  delete: 'Apagar',
  editLabel: (day: string) => `Editar a entrada de ${day}`,
  deleteLabel: (day: string) => `Apagar a entrada de ${day}`,
  pending: 'Guardada neste aparelho, aguardando envio',
  rejected: 'O servidor não aceitou esta entrada',
  moodLabel: (label: string) => `Humor: ${label}`,
  conflictTitle: 'Este texto foi mudado em outro aparelho',
  conflictText: 'As duas versões estão guardadas. Escolha qual fica no seu diário.',
  conflictMine: 'Neste aparelho',
  conflictTheirs: 'No outro aparelho',
  keepMine: 'Ficar com este',
  keepTheirs: 'Ficar com o do outro aparelho',
  editorNew: 'Nova entrada',
  editorEdit: 'Editar entrada',
  editorDescription: 'Só você lê o que escreve aqui.',
  dateLabel: 'Data',
  titleLabel: 'Título (opcional)',
  textLabel: 'O que você quer escrever?',
  textCounter: (used: string, max: string) => `${used} de ${max} caracteres`,
  moodField: 'Como você está? (opcional)',
  moodClear: 'Sem humor',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Entrada salva',
  updated: 'Alterações salvas',
  saveFailed: 'Não foi possível salvar neste aparelho. Seu texto continua aqui; tente de novo.',
  deleted: 'Entrada apagada',
  deleteFailed: 'Não foi possível apagar neste aparelho. Tente de novo.',
  undo: 'Desfazer',
  restored: 'Entrada recuperada',
  restoredAsNew: 'Entrada recuperada como uma nova entrada',
  kept: 'Pronto, a versão escolhida ficou no seu diário',
  helpTitle: 'Se escrever trouxe um peso grande',
  helpText: 'Você não precisa passar por isso sozinho.',
} as const;
