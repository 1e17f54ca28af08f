import { createFileRoute, notFound } from '@tanstack/react-router';
import { GuidePage } from '../../features/learn/guide-page';
import { isArticleSlug } from '../../lib/article-slugs';

export const Route = createFileRoute('/articles/$slug')({
  beforeLoad: ({ params }) => {
    if (!isArticleSlug(params.slug)) throw notFound();
  },
  // The guide's text and its interactive parts, before the page is drawn (and prerendered).
  loader: async ({ params }) => {
    const { loadGuide } = await import('../../features/learn/content-loader');
    const guide = await loadGuide(params.slug);
    if (!guide) throw notFound();
    return guide;
  },
  component: function GuideRoute() {
    return <GuidePage guide={Route.useLoaderData()} />;
  },
});
