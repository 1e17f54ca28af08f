import type {
  ContactPreference,
  PsychologistStatus,
  ShareScope,
  TherapyApproach,
  TherapyLanguage,
} from '../constants';

/** What each sharing scope lets a psychologist see, as the member reads it before agreeing. */
export const shareScopeTexts: Record<ShareScope, { label: string; description: string }> = {
  progress: {
    label: 'Progresso',
    description:
      'Dias sem apostar, sequência atual e melhor sequência, dinheiro economizado, medalhas, sua meta (e como está a semana em relação a ela) e sua avaliação inicial, com a pontuação do questionário.',
  },
  checkins: {
    label: 'Check-ins e recaídas',
    description:
      'Cada check-in e cada recaída, com a data, o valor gasto e o humor do dia, o gráfico de humor e o histórico.',
  },
  notes: {
    label: 'Anotações',
    description:
      'O texto livre que você escreve nos check-ins e nas recaídas. Fica desligado, a menos que você escolha compartilhar.',
  },
  diary: {
    label: 'Meu Diário',
    description:
      'As páginas do seu diário: data, título, texto, humor e gatilhos. Fica desligado, a menos que você escolha compartilhar.',
  },
};

/** What a logged access read (the member's access log, `GET /api/sharing/audit`). */
export const ACCESS_RESOURCES = [
  'client-summary',
  'dashboard',
  'history',
  'mood-data',
  'checkins',
  'latest-medal',
  'export',
  'account',
  'diary',
] as const;
export type AccessResource = (typeof ACCESS_RESOURCES)[number];

export const accessResourceTexts: Record<AccessResource, string> = {
  'client-summary': 'Resumo na lista de clientes',
  dashboard: 'Painel de progresso',
  history: 'Histórico',
  'mood-data': 'Gráfico de humor',
  checkins: 'Lista de check-ins e recaídas',
  'latest-medal': 'Última medalha',
  export: 'Exportação de dados (suporte)',
  account: 'Dados da conta (suporte)',
  diary: 'Páginas do Meu Diário',
};

export const approachTexts: Record<TherapyApproach, string> = {
  tcc: 'TCC (Terapia Cognitivo-Comportamental)',
  'entrevista-motivacional': 'Entrevista Motivacional',
  act: 'ACT (Terapia de Aceitação e Compromisso)',
  comportamental: 'Análise do Comportamento',
  psicanalise: 'Psicanálise',
  humanista: 'Abordagem Humanista',
  sistemica: 'Terapia Sistêmica',
  gestalt: 'Gestalt-terapia',
  outra: 'Outra abordagem',
};

export const languageTexts: Record<TherapyLanguage, string> = {
  pt: 'Português',
  es: 'Espanhol',
  en: 'Inglês',
  libras: 'Libras',
};

export const contactPreferenceTexts: Record<ContactPreference, string> = {
  email: 'E-mail',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
};

export const psychologistStatusTexts: Record<PsychologistStatus, string> = {
  pending: 'Cadastro em análise',
  approved: 'CRP verificado',
};
