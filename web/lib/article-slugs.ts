/**
 * The guides of the route table (spec §2): `/articles/<slug>` for these slugs, any other is the
 * 404 page. Kept apart from the pages' titles and text, so the route's check is all that every
 * page's entry carries.
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

export function isArticleSlug(value: string): value is ArticleSlug {
  return (ARTICLE_SLUGS as readonly string[]).includes(value);
}
