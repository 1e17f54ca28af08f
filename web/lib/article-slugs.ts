/**
 * The guides of the route table (spec §2): `/articles/<slug>` for these slugs, any other is the
 * 404 page. The content build requires one file per slug (web/content/guides/<slug>.md).
 */
export const ARTICLE_SLUGS = [
  'addiction-assessment',
  'budget-calculator',
  'brain-impact',
  'tigrinho-risks',
  'medal-system',
  'gambling-blockers',
  'mindfulness-techniques',
  'complete-recovery-guide',
] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];
