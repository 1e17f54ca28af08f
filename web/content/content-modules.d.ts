/** What the build's content plugin (markdown-plugin.ts) gives for each import. */
declare module 'virtual:learn-catalog' {
  const catalog: import('./content-types').LearnCatalog;
  export default catalog;
}

declare module 'virtual:learn-search' {
  const entries: import('./content-types').SearchEntry[];
  export default entries;
}

declare module '*.md' {
  const doc: import('./content-types').GuideDoc | import('./content-types').LessonDoc;
  export default doc;
}

/** The CAPS finder's data (caps-plugin.ts), imported lazily by /caps only. */
declare module 'virtual:caps-data' {
  const data: import('../../shared/domain/caps/caps-data').CapsData;
  export default data;
}
