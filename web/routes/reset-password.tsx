import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/placeholder/coming-soon-page';
import { placeholderPages } from '../features/placeholder/placeholder-pages';

export const Route = createFileRoute('/reset-password')({
  component: () => <ComingSoonPage {...placeholderPages['/reset-password']} />,
});
