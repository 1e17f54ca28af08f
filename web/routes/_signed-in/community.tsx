import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../features/community/community-page';
import { optionalStrings } from '../../lib/search-params';

export const Route = createFileRoute('/_signed-in/community')({
  validateSearch: optionalStrings('category'),
  component: function CommunityRoute() {
    const { category } = Route.useSearch();
    return <CommunityPage category={category} />;
  },
});
