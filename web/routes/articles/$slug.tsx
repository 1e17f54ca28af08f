import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '../../features/learn/guide-page';

export const Route = createFileRoute('/articles/$slug')({
  // The guide's text and its interactive parts, before the page is drawn (and prerendered); an
  // unknown slug is the 404 page.
  loader: ({ params }) =>
    import('../../features/learn/route-data').then((m) => m.loadGuideOrNotFound(params.slug)),
  component: function GuideRoute() {
    return <GuidePage guide={Route.useLoaderData()} />;
  },
});
