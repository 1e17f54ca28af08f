import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { COURSES } from '../../shared/domain/learn';
import { ARTICLE_SLUGS } from '../lib/article-slugs';
import { compileGuide, compileLesson } from './content-files';
import type { LearnCatalog, SearchEntry } from './content-types';
import { ContentError } from './markdown-to-blocks';

export const LEARN_CATALOG_ID = 'virtual:learn-catalog';
export const LEARN_SEARCH_ID = 'virtual:learn-search';

/**
 * Compiles the library's Markdown at build time (issue 13; web/content/README.md): importing
 * `guides/<slug>.md` or `courses/<course>/<lesson>.md` gives its data (content-types.ts), and two
 * virtual modules give the library's index (`virtual:learn-catalog`, no text) and its offline
 * search (`virtual:learn-search`, every word). The files must match the spec's guides and the
 * course catalogue (shared/domain/learn.ts) one to one, or the build fails.
 */
export function learnContent({ dir }: { dir: string }): Plugin {
  const resolved = (id: string) => `\0${id}`;
  // Both virtual modules come from one reading of the library, read again only when a file changes.
  let library: Library | null = null;
  return {
    name: 'virada:learn-content',
    enforce: 'pre',
    resolveId(id) {
      return id === LEARN_CATALOG_ID || id === LEARN_SEARCH_ID ? resolved(id) : null;
    },
    load(id) {
      if (id === resolved(LEARN_CATALOG_ID) || id === resolved(LEARN_SEARCH_ID)) {
        library ??= readLibrary(dir);
        for (const file of library.files) this.addWatchFile(file);
        return moduleOf(id === resolved(LEARN_CATALOG_ID) ? library.catalog : library.search);
      }
      const path = id.split('?')[0] ?? id;
      if (!path.endsWith('.md') || !path.startsWith(dir + sep)) return null;
      const source = readFileSync(path, 'utf8');
      const [area, ...rest] = relative(dir, path).split(sep);
      if (area === 'guides') return moduleOf(compileGuide(basename(path, '.md'), source, path).doc);
      if (area === 'courses' && rest.length === 2)
        return moduleOf(compileLesson(rest[0] ?? '', basename(path, '.md'), source, path).doc);
      throw new ContentError(`${path}: not a guide or a lesson (web/content/README.md)`);
    },
    watchChange(id) {
      if (id.startsWith(dir + sep)) library = null;
    },
  };
}

/** JSON.parse of a string literal: parsed faster than an object literal, and the same data. */
const moduleOf = (data: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;

interface Library {
  catalog: LearnCatalog;
  search: SearchEntry[];
  files: string[];
}

export function readLibrary(dir: string): Library {
  const guideFiles = listMarkdown(join(dir, 'guides'));
  const extra = guideFiles
    .map((name) => basename(name, '.md'))
    .filter((s) => !(ARTICLE_SLUGS as readonly string[]).includes(s));
  if (extra.length) throw new ContentError(`guides not in the route table: ${extra.join(', ')}`);
  const catalog: LearnCatalog = { guides: [], lessons: [] };
  const search: SearchEntry[] = [];
  const files: string[] = [];
  for (const slug of ARTICLE_SLUGS) {
    const file = join(dir, 'guides', `${slug}.md`);
    const { doc, text } = compileGuide(slug, readRequired(file), file);
    const { sections: _sections, ...meta } = doc.meta;
    catalog.guides.push(meta);
    search.push({ href: `/articles/${slug}`, kind: 'guide', title: meta.title, text });
    files.push(file);
  }
  for (const course of COURSES) {
    const onDisk = listMarkdown(join(dir, 'courses', course.id));
    const unknown = onDisk.filter((name) => !course.lessons.some((l) => `${l.id}.md` === name));
    if (unknown.length)
      throw new ContentError(`${course.id}: lessons not in the catalogue: ${unknown.join(', ')}`);
    for (const lesson of course.lessons) {
      const file = join(dir, 'courses', course.id, `${lesson.id}.md`);
      const { doc, text } = compileLesson(course.id, lesson.id, readRequired(file), file);
      catalog.lessons.push(doc.meta);
      search.push({ href: `/learn/${course.id}/${lesson.id}`, kind: 'lesson', title: doc.meta.title, text });
      files.push(file);
    }
  }
  return { catalog, search, files };
}

function listMarkdown(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
}

function readRequired(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${file} is missing (web/content/README.md)`);
  }
}
