/**
 * The learning library's structure (issue 13): its categories and its courses, with the order of
 * each course's lessons. The server reads it to award the course medals; the web app draws the
 * library from it and from the lesson files (web/content/courses/<course>/<lesson>.md).
 */

export const LEARN_CATEGORIES = [
  { key: 'entender', title: 'Entender o vício' },
  { key: 'dinheiro', title: 'Dinheiro e dívidas' },
  { key: 'vontade', title: 'Lidar com a vontade' },
  { key: 'familia', title: 'Família' },
  { key: 'tratamento', title: 'Tratamento e ajuda' },
] as const;

export type LearnCategory = (typeof LEARN_CATEGORIES)[number]['key'];

export const isLearnCategory = (value: string): value is LearnCategory =>
  LEARN_CATEGORIES.some((category) => category.key === value);

export interface CourseLesson {
  /** Stable: progress records name it. Also the lesson file's name. */
  id: string;
  title: string;
}

export interface Course {
  /** Stable: progress records and the course's medal name it. */
  id: string;
  title: string;
  /** One or two sentences for the library's card. */
  description: string;
  category: LearnCategory;
  /** In the order they are taken (4–6). */
  lessons: readonly CourseLesson[];
}

export const COURSES: readonly Course[] = [
  {
    id: 'primeiros-30-dias',
    title: 'Os primeiros 30 dias',
    description:
      'Um roteiro para o primeiro mês sem apostas: tirar o acesso, contar para alguém, cuidar do sono e saber o que fazer se escorregar.',
    category: 'tratamento',
    lessons: [
      { id: 'primeiros-dias-dificeis', title: 'Por que os primeiros dias são difíceis' },
      { id: 'tirar-o-acesso', title: 'Tirar o acesso: bloqueios e dinheiro' },
      { id: 'contar-a-alguem', title: 'Contar a alguém de confiança' },
      { id: 'rotina-e-sono', title: 'Rotina, sono e tempo livre' },
      { id: 'se-escorregar', title: 'Se você escorregar: recaída sem vergonha' },
    ],
  },
  {
    id: 'dinheiro-e-dividas',
    title: 'Dinheiro e dívidas',
    description:
      'Olhar as contas sem se culpar, montar um orçamento simples, decidir qual dívida vem primeiro, negociar e proteger o seu dinheiro.',
    category: 'dinheiro',
    lessons: [
      { id: 'olhar-os-numeros', title: 'Olhar os números sem se culpar' },
      { id: 'orcamento-simples', title: 'Um orçamento simples' },
      { id: 'qual-divida-primeiro', title: 'Dívidas: qual pagar primeiro' },
      { id: 'negociar-dividas', title: 'Como negociar uma dívida' },
      { id: 'proteger-o-dinheiro', title: 'Proteger o seu dinheiro' },
    ],
  },
  {
    id: 'quando-a-vontade-aparece',
    title: 'Quando a vontade aparece',
    description:
      'Ferramentas para atravessar a vontade de apostar sem obedecer a ela: entender a onda, conhecer seus gatilhos, respirar e pedir ajuda.',
    category: 'vontade',
    lessons: [
      { id: 'vontade-e-uma-onda', title: 'A vontade é uma onda que passa' },
      { id: 'conhecer-os-gatilhos', title: 'Conhecer os seus gatilhos' },
      { id: 'surfar-a-vontade', title: 'Surfar a vontade: respiração e atenção' },
      { id: 'os-15-minutos-seguintes', title: 'Os 15 minutos seguintes' },
      { id: 'pedir-ajuda', title: 'Pedir ajuda é força' },
    ],
  },
];

export const courseById = (id: string): Course | undefined => COURSES.find((course) => course.id === id);

/** The course a lesson belongs to, or undefined. */
export const courseOfLesson = (lessonId: string): Course | undefined =>
  COURSES.find((course) => course.lessons.some((lesson) => lesson.id === lessonId));

/** Whether every lesson of the course is in `done`. */
export const isCourseComplete = (course: Course, done: ReadonlySet<string>): boolean =>
  course.lessons.length > 0 && course.lessons.every((lesson) => done.has(lesson.id));

/** A category's pt-BR title ('' for an unknown key). */
export const learnCategoryTitle = (key: string): string =>
  LEARN_CATEGORIES.find((category) => category.key === key)?.title ?? '';
