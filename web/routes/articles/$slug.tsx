import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/placeholder/coming-soon-page';
import { articleTitles } from '../../features/placeholder/placeholder-pages';

export const Route = createFileRoute('/articles/$slug')({
  beforeLoad: ({ params }) => {
    if (!(params.slug in articleTitles)) throw notFound();
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ComingSoonPage title={articleTitles[slug] ?? 'Artigo'} line="Este artigo está sendo preparado." />;
}
