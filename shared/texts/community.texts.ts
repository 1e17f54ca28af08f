import type { HeldRule } from '../domain/community-safety';

/**
 * Why a post waits for a moderator (issue 12: not in the spec, written in its voice). Said to
 * its author only; it never blames, and it says what happens next.
 */
/** What held a post, as moderators read it (the queue on /admin/moderation and the CLI). */
export const HELD_RULE_LABELS: Record<HeldRule, string> = {
  'betting-link': 'link de site de apostas ou cassino',
  'recover-losses': 'oferta de recuperar perdas ou de ganhos com apostas',
  'loan-or-pix': 'pedido de empréstimo, Pix ou dados de pagamento',
  'phone-number': 'número de telefone',
};

export const HELD_REASON_TEXTS: Record<HeldRule, string> = {
  'betting-link':
    'Sua mensagem tem um link de site de apostas ou cassino. Para proteger quem está se recuperando, ela vai ser revisada pela moderação antes de aparecer.',
  'recover-losses':
    'Sua mensagem parece oferecer um jeito de recuperar perdas ou de ganhar com apostas. Ela vai ser revisada pela moderação antes de aparecer.',
  'loan-or-pix':
    'Sua mensagem fala de empréstimo, Pix ou dados de pagamento. Para evitar golpes, ela vai ser revisada pela moderação antes de aparecer.',
  'phone-number':
    'Sua mensagem tem um número de telefone. Para proteger o anonimato de todos, ela vai ser revisada pela moderação antes de aparecer.',
};

/** Shown to the author of a post with crisis language, above the crisis card (CVV 188, SAMU 192). */
export const communityCrisisTexts = {
  title: 'Você não precisa passar por isso sozinho(a)',
  body: 'Sua mensagem foi publicada. Se a vontade de desistir de tudo apertar, fale agora com alguém:',
} as const;

/** Validation of what a member writes in the forum. */
export const forumValidationTexts = {
  categoryInvalid: 'Escolha uma categoria',
  titleTooShort: 'O título precisa ter pelo menos 3 caracteres',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  textRequired: 'Escreva sua mensagem antes de publicar',
  textTooLong: 'A mensagem pode ter no máximo 5.000 caracteres',
  chatTextTooLong: 'A mensagem pode ter no máximo 1.000 caracteres',
  reasonRequired: 'Conte em poucas palavras o que há de errado com esta mensagem',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres',
  idInvalid: 'Dados inválidos',
  daysInvalid: 'Informe um número de dias entre 0 e 3650',
} as const;

/** The forum's pages (issue 12). */
export const forumPageTexts = {
  title: 'Comunidade',
  intro:
    'Um lugar para conversar com quem entende. Aqui você aparece com um apelido, nunca com seu nome ou e-mail.',
  youAppearAs: 'Você aparece como',
  newPseudonym: 'Trocar apelido',
  pseudonymChanged: (name: string) => `Agora você aparece como ${name}.`,
  allCategories: 'Todas',
  categoriesLabel: 'Categorias',
  newThread: 'Nova conversa',
  emptyCategory: 'Ainda não há conversas aqui. Que tal começar uma?',
  loadMore: 'Carregar mais',
  loading: 'Carregando conversas…',
  what: 'as conversas da comunidade',
  replies: (n: number) => (n === 1 ? '1 resposta' : `${n} respostas`),
  apoios: (n: number) => (n === 1 ? '1 apoio' : `${n} apoios`),
  back: 'Voltar para a comunidade',
  threadLoading: 'Carregando a conversa…',
  threadWhat: 'esta conversa',
  removedThread: 'Conversa removida',
  removedPost: 'Mensagem removida',
  heldBadge: 'Em revisão',
  editedMark: 'editada',
  mine: 'você',
  psychologistBadge: 'Psicólogo(a) · CRP verificado',
  replyLabel: 'Sua resposta',
  replyPlaceholder: 'Escreva com acolhimento. Sem julgamentos.',
  reply: 'Responder',
  publish: 'Publicar',
  publishing: 'Publicando…',
  cancel: 'Cancelar',
  categoryLabel: 'Categoria',
  titleLabel: 'Título',
  textLabel: 'Mensagem',
  apoio: 'Apoiar',
  apoioGiven: 'Apoiado',
  edit: 'Editar',
  save: 'Salvar',
  remove: 'Apagar',
  removeConfirmTitle: 'Apagar esta mensagem?',
  removeConfirmText: 'Ela vai aparecer como “mensagem removida” para todos. Não dá para desfazer.',
  report: 'Denunciar',
  reportTitle: 'Denunciar mensagem',
  reportHint: 'A moderação vai ler sua denúncia. Quem escreveu não fica sabendo que foi você.',
  reportReasonLabel: 'O que há de errado?',
  reportSend: 'Enviar denúncia',
  reported: 'Denúncia enviada. Obrigado por cuidar da comunidade.',
  waiting: 'Aguardando conexão',
  waitingHint: 'Guardada neste aparelho: será publicada quando a internet voltar.',
  savedOffline: 'Sem internet: sua mensagem foi guardada e será publicada quando a conexão voltar.',
  notPublished: 'Não publicada',
  discard: 'Descartar',
  offline:
    'Sem internet agora. Você vê as conversas que já abriu neste aparelho; para publicar, é preciso estar on-line.',
} as const;

/** The chat (/chat, issue 12); its rooms' names and descriptions are in shared/chat.ts. */
export const chatTexts = {
  title: 'Chat',
  intro: 'Conversa ao vivo com quem está no mesmo caminho, com o seu apelido, nunca com seu nome.',
  roomsLabel: 'Salas do chat',
  logLabel: (room: string) => `Mensagens: ${room}`,
  loading: 'Carregando as mensagens…',
  what: 'as mensagens desta sala',
  empty: 'Ainda não há mensagens aqui. Que tal dar um oi?',
  loadOlder: 'Carregar mensagens anteriores',
  loadingOlder: 'Carregando mensagens anteriores…',
  messageOf: (name: string) => `Mensagem de ${name}`,
  ownMessage: 'Sua mensagem',
  composerLabel: 'Escreva sua mensagem',
  composerHint: 'Enter envia. Shift+Enter pula uma linha.',
  composerPlaceholder: 'Escreva com acolhimento…',
  send: 'Enviar',
  counter: (used: number, max: number) => `${used}/${max} caracteres`,
  pending: 'Aguardando conexão',
  sending: 'Enviando…',
  refused: 'Não enviada',
  retry: 'Tentar de novo',
  edit: 'Editar',
  discard: 'Descartar',
  removing: 'Apagando…',
  offline:
    'Sem conexão agora. As novas mensagens chegam quando a internet voltar; o que você escrever fica guardado e vai depois.',
  suspended: (until: string) =>
    `Sua participação na comunidade está pausada pela moderação até ${until}. Você ainda pode ler as conversas.`,
  nightTitle: 'Noite difícil?',
  nightText: 'Você não está sozinho(a). Se a vontade apertar, fale agora com alguém:',
} as const;
