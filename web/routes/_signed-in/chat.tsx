import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/chat/chat-page';
import { optionalStrings } from '../../lib/search-params';

export const Route = createFileRoute('/_signed-in/chat')({
  validateSearch: optionalStrings('sala'),
  component: function ChatRoute() {
    const { sala } = Route.useSearch();
    return <ChatPage sala={sala} />;
  },
});
