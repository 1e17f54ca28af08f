import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { courseById, isLearnCategory } from '../../shared/domain/learn';
import type { Exercise, GuideDoc, LessonDoc } from './content-types';
import { type CompiledBody, ContentError, compileMarkdown, readingMinutes } from './markdown-to-blocks';

/**
 * A content file (web/content/README.md) → what the app imports: its frontmatter checked, its
 * body compiled. Any mistake fails the build with the file's name.
 */

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

const guideFrontmatter = v.strictObject({
  title: text(3, 120),
  description: text(20, 200),
  category: v.pipe(v.string(), v.check(isLearnCategory, 'unknown category')),
  updated: v.pipe(v.string(), v.isoDate()),
});

const quizOption = v.strictObject({
  text: text(1, 300),
  correct: v.optional(v.boolean(), false),
  explanation: v.optional(text(1, 600)),
});

const exercise = v.variant('type', [
  v.strictObject({
    type: v.literal('quiz'),
    questions: v.pipe(
      v.array(
        v.pipe(
          v.strictObject({ question: text(3, 300), options: v.pipe(v.array(quizOption), v.minLength(2)) }),
          v.check(
            (q) => q.options.filter((o) => o.correct).length === 1,
            'each question has one correct option',
          ),
        ),
      ),
      v.minLength(1),
      v.maxLength(3),
    ),
  }),
  v.strictObject({ type: v.literal('reflection'), prompt: text(3, 300) }),
  v.strictObject({
    type: v.literal('plan'),
    fields: v.pipe(
      v.array(
        v.strictObject({
          id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
          label: text(2, 120),
          placeholder: v.optional(text(1, 200), ''),
        }),
      ),
      v.minLength(1),
      v.maxLength(6),
    ),
  }),
]);

const lessonFrontmatter = v.strictObject({ title: text(3, 120), exercise });

function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new ContentError(`${file}: the file starts with a --- frontmatter block`);
  return { data: parseYaml(match[1] ?? ''), body: source.slice(match[0].length) };
}

function checked<S extends v.GenericSchema>(schema: S, data: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`);
  throw new ContentError(`${file}: frontmatter ${issues.join('; ')}`);
}

export interface CompiledGuide {
  doc: GuideDoc;
  text: string;
}

export function compileGuide(slug: string, source: string, file: string): CompiledGuide {
  const { data, body } = splitFrontmatter(source, file);
  const front = checked(guideFrontmatter, data, file);
  const compiled: CompiledBody = compileMarkdown(body, file);
  const last = compiled.sections.at(-1);
  if (last?.title !== 'Fontes') throw new ContentError(`${file}: a guide ends with its "## Fontes" section`);
  const meta = {
    slug,
    title: front.title,
    description: front.description,
    category: front.category as GuideDoc['meta']['category'],
    updated: front.updated,
    readingMinutes: readingMinutes(compiled.text),
    sections: compiled.sections,
  };
  return { doc: { meta, blocks: compiled.blocks }, text: compiled.text };
}

export interface CompiledLesson {
  doc: LessonDoc;
  text: string;
}

export function compileLesson(
  courseId: string,
  lessonId: string,
  source: string,
  file: string,
): CompiledLesson {
  const lesson = courseById(courseId)?.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw new ContentError(`${file}: no lesson ${courseId}/${lessonId} in shared/domain/learn.ts`);
  const { data, body } = splitFrontmatter(source, file);
  const front = checked(lessonFrontmatter, data, file);
  if (front.title !== lesson.title)
    throw new ContentError(`${file}: its title differs from the catalogue's ("${lesson.title}")`);
  const compiled = compileMarkdown(body, file);
  const ex = front.exercise;
  const exerciseDoc: Exercise =
    ex.type === 'quiz'
      ? {
          type: 'quiz',
          questions: ex.questions.map((q) => ({
            question: q.question,
            options: q.options.map((o) => ({
              text: o.text,
              correct: o.correct,
              explanation: o.explanation ?? null,
            })),
          })),
        }
      : ex.type === 'plan'
        ? { type: 'plan', fields: ex.fields.map((f) => ({ ...f, placeholder: f.placeholder })) }
        : ex;
  return {
    doc: {
      meta: { courseId, lessonId, title: front.title, readingMinutes: readingMinutes(compiled.text) },
      exercise: exerciseDoc,
      blocks: compiled.blocks,
    },
    text: compiled.text,
  };
}
