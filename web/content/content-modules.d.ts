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
