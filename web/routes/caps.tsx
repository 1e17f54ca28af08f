import { createFileRoute } from '@tanstack/react-router';
import { CapsPage } from '../features/caps/caps-page';

export const Route = createFileRoute('/caps')({ component: CapsPage });
