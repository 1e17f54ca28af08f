import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../shared/domain/learn';
import { compileGuide } from '../../../web/content/content-files';
import type { Block } from '../../../web/content/content-types';
import { readLibrary } from '../../../web/content/markdown-plugin';
import { ARTICLE_SLUGS } from '../../../web/lib/article-slugs';

const DIR = join(import.meta.dirname, '../../../web/content');
const library = readLibrary(DIR);
const guide = (slug: string) => {
  const file = join(DIR, 'guides', `${slug}.md`);
  return compileGuide(slug, readFileSync(file, 'utf8'), file);
};
const words = (text: string) => text.split(' ').filter(Boolean).length;
const widgets = (blocks: Block[]) => blocks.flatMap((b) => (b.t === 'widget' ? [b.name] : []));

describe('the library’s content (issue 13)', () => {
  it('has the eight guides of the spec’s route table, each 800–2,000 words', () => {
    expect(library.catalog.guides.map((g) => g.slug)).toEqual([...ARTICLE_SLUGS]);
    for (const slug of ARTICLE_SLUGS) {
      const count = words(guide(slug).text);
      expect(count, slug).toBeGreaterThanOrEqual(800);
      expect(count, slug).toBeLessThanOrEqual(2000);
    }
  });

  it('ends every guide with its sources: a numbered list, each with a checkable address', () => {
    for (const slug of ARTICLE_SLUGS) {
      const { blocks } = guide(slug).doc;
      const at = blocks.findIndex((b) => b.t === 'h' && b.level === 2 && b.id === 'fontes');
      const list = blocks.slice(at + 1).find((b) => b.t === 'list');
      expect(list?.t === 'list' && list.ordered, slug).toBe(true);
      if (list?.t !== 'list') continue;
      expect(list.items.length, slug).toBeGreaterThanOrEqual(3);
      const linked = list.items.filter((item) => JSON.stringify(item).includes('"href":"https://'));
      expect(linked.length, `${slug}: sources with an address`).toBeGreaterThanOrEqual(2);
    }
  });

  it('places each interactive part in its guide', () => {
    expect(widgets(guide('budget-calculator').doc.blocks)).toContain('budget-calculator');
    expect(widgets(guide('mindfulness-techniques').doc.blocks)).toContain('breathing-timer');
    expect(widgets(guide('medal-system').doc.blocks)).toContain('medal-list');
    expect(widgets(guide('addiction-assessment').doc.blocks)).toContain('assessment-button');
  });

  it('gives the long guide a table of contents', () => {
    expect(guide('complete-recovery-guide').doc.meta.sections.length).toBeGreaterThanOrEqual(5);
  });

  it('has at least three courses of 4–6 lessons, each lesson with its file and an exercise', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(3);
    for (const course of COURSES) {
      expect(course.lessons.length, course.id).toBeGreaterThanOrEqual(4);
      expect(course.lessons.length, course.id).toBeLessThanOrEqual(6);
    }
    const ids = COURSES.flatMap((c) => c.lessons.map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(library.catalog.lessons.map((l) => l.lessonId)).toEqual(ids);
  });

  it('indexes every guide and lesson for the offline search', () => {
    expect(library.search).toHaveLength(ARTICLE_SLUGS.length + COURSES.flatMap((c) => c.lessons).length);
    for (const entry of library.search) expect(words(entry.text), entry.href).toBeGreaterThan(100);
  });
});
