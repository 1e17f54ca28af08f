import type { ContentWidgets } from '../../components/content/content-blocks';
import type { GuideDoc, LessonDoc } from '../../content/content-types';
import { loadWidgets } from './widgets/registry';

/** Each guide's and lesson's compiled text, in a chunk of its own (all precached for offline). */
const guides = import.meta.glob<GuideDoc>('../../content/guides/*.md', { import: 'default' });
const lessons = import.meta.glob<LessonDoc>('../../content/courses/*/*.md', { import: 'default' });

export interface LoadedGuide {
  doc: GuideDoc;
  widgets: ContentWidgets;
}

export interface LoadedLesson {
  doc: LessonDoc;
  widgets: ContentWidgets;
}

/** A guide with its interactive parts; undefined for a slug without a file. */
export async function loadGuide(slug: string): Promise<LoadedGuide | undefined> {
  const load = guides[`../../content/guides/${slug}.md`];
  if (!load) return undefined;
  const doc = await load();
  return { doc, widgets: await loadWidgets(doc.blocks) };
}

/** A course lesson with its interactive parts; undefined if the course has no such lesson. */
export async function loadLesson(courseId: string, lessonId: string): Promise<LoadedLesson | undefined> {
  const load = lessons[`../../content/courses/${courseId}/${lessonId}.md`];
  if (!load) return undefined;
  const doc = await load();
  return { doc, widgets: await loadWidgets(doc.blocks) };
}
