import { createFileRoute } from '@tanstack/react-router';
import { HomeReframePage } from '../features/home-reframe/home-reframe-page';

/** The alternative home (issue 15): a calm page for someone in crisis or after a big loss. */
export const Route = createFileRoute('/home-reframe')({ component: HomeReframePage });
