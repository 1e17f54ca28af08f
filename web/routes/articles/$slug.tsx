import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/placeholder/coming-soon-page';
import { articleTitles } from '../../features/placeholder/placeholder-pages';
import { isArticleSlug } from '../../lib/article-slugs';

export const Route = createFileRoute('/articles/$slug')({
  beforeLoad: ({ params }) => {
    if (!isArticleSlug(params.slug)) throw notFound();
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  const title = isArticleSlug(slug) ? articleTitles[slug] : 'Artigo';
  return <ComingSoonPage title={title} line="Este artigo está sendo preparado." />;
}
