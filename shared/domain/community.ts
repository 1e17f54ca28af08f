/**
 * The community's forum (issue 12): categories written for Virada and the limits both sides
 * check. The server decides; the app checks first so a member is told before sending.
 */

export interface ForumCategory {
  key: string;
  title: string;
  description: string;
}

export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  {
    key: 'primeiros-dias',
    title: 'Primeiros dias',
    description: 'Para quem está começando agora: dúvidas, medos e os primeiros passos.',
  },
  {
    key: 'recaidas',
    title: 'Recaídas e recomeços',
    description: 'Recaída faz parte de muitas histórias. Aqui se recomeça sem julgamento.',
  },
  {
    key: 'dividas',
    title: 'Dívidas e dinheiro',
    description: 'Organizar as contas, negociar dívidas e proteger o dinheiro da vontade de apostar.',
  },
  {
    key: 'familia',
    title: 'Família',
    description: 'Para quem convive com a aposta em casa, e para conversar com quem a gente ama.',
  },
  {
    key: 'conquistas',
    title: 'Conquistas',
    description: 'Dias sem apostar, contas pagas, pequenas vitórias: comemore aqui.',
  },
  {
    key: 'psicologo',
    title: 'Pergunte a um psicólogo',
    description: 'Perguntas respondidas por psicólogos com CRP verificado. Não substitui atendimento.',
  },
];

export function forumCategory(key: string): ForumCategory | undefined {
  return FORUM_CATEGORIES.find((category) => category.key === key);
}

export function isForumCategory(key: string): boolean {
  return forumCategory(key) !== undefined;
}

export const THREAD_TITLE_MIN = 3;
export const THREAD_TITLE_MAX = 120;
export const POST_TEXT_MIN = 1;
export const POST_TEXT_MAX = 5000;
/** A member may edit their own post for this long after publishing it. */
export const POST_EDIT_WINDOW_MS = 15 * 60_000;
