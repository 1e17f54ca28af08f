import type { LearnCategory } from '../../shared/domain/learn';

/**
 * What a guide or a lesson is once the build has compiled its Markdown (markdown-plugin.ts): data
 * the app draws with its own components (web/components/content/content-blocks.tsx), never HTML.
 * Short keys: every guide's tree is in the app's precache.
 */

/** The interactive parts a text may place with `::name` on a line of its own. */
export const WIDGET_NAMES = [
  'budget-calculator',
  'breathing-timer',
  'medal-list',
  'assessment-button',
  'crisis-help',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const isWidgetName = (value: string): value is WidgetName =>
  (WIDGET_NAMES as readonly string[]).includes(value);

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'strong' | 'em'; c: Inline[] }
  /** An app path (`/journal`, `#section`) or an https address. */
  | { t: 'link'; href: string; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'br' };

export type Block =
  | { t: 'h'; level: 2 | 3; id: string; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { t: 'quote'; c: Block[] }
  | { t: 'table'; head: Inline[][]; rows: Inline[][][] }
  | { t: 'widget'; name: WidgetName }
  | { t: 'hr' };

/** A `##` section, for the table of contents. */
export interface SectionLink {
  id: string;
  title: string;
}

export interface GuideMeta {
  slug: string;
  title: string;
  description: string;
  category: LearnCategory;
  /** The day the text was last checked (yyyy-mm-dd). */
  updated: string;
  readingMinutes: number;
  sections: SectionLink[];
}

export interface GuideDoc {
  meta: GuideMeta;
  blocks: Block[];
}

export interface QuizOption {
  text: string;
  correct: boolean;
  explanation: string | null;
}

export interface QuizQuestion {
  question: string;
  options: QuizOption[];
}

export interface PlanField {
  id: string;
  label: string;
  placeholder: string;
}

export type Exercise =
  | { type: 'quiz'; questions: QuizQuestion[] }
  | { type: 'reflection'; prompt: string }
  | { type: 'plan'; fields: PlanField[] };

export interface LessonMeta {
  courseId: string;
  lessonId: string;
  title: string;
  readingMinutes: number;
}

export interface LessonDoc {
  meta: LessonMeta;
  exercise: Exercise;
  blocks: Block[];
}

/** The library's index (virtual:learn-catalog): what /learn lists, without any text. */
export interface LearnCatalog {
  guides: Omit<GuideMeta, 'sections'>[];
  lessons: LessonMeta[];
}

/** One entry of the library's search (virtual:learn-search). */
export interface SearchEntry {
  /** The page's path. */
  href: string;
  kind: 'guide' | 'lesson';
  title: string;
  /** Every word of the page, whitespace collapsed, as written (accents and case kept). */
  text: string;
}
