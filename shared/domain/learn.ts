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

export const COURSES: readonly Course[] = [];

export const courseById = (id: string): Course | undefined => COURSES.find((course) => course.id === id);

/** The course a lesson belongs to, or undefined. */
export const courseOfLesson = (lessonId: string): Course | undefined =>
  COURSES.find((course) => course.lessons.some((lesson) => lesson.id === lessonId));

/** The lessons a member finished, from their progress records (any device, any order, repeats). */
export function completedLessons(records: readonly { lessonId: string }[]): Set<string> {
  return new Set(records.map((r) => r.lessonId));
}

/** Whether every lesson of the course is in `done`. */
export const isCourseComplete = (course: Course, done: ReadonlySet<string>): boolean =>
  course.lessons.length > 0 && course.lessons.every((lesson) => done.has(lesson.id));

/** A category's pt-BR title ('' for an unknown key). */
export const learnCategoryTitle = (key: string): string =>
  LEARN_CATEGORIES.find((category) => category.key === key)?.title ?? '';
