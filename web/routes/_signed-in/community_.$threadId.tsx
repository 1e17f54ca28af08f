import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../features/community/thread-page';

export const Route = createFileRoute('/_signed-in/community_/$threadId')({
  component: function ThreadRoute() {
    const { threadId } = Route.useParams();
    return <ThreadPage key={threadId} threadId={threadId} />;
  },
});
