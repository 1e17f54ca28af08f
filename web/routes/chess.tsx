import { createFileRoute } from '@tanstack/react-router';
import { ChessPage } from '../features/chess/chess-page';

export const Route = createFileRoute('/chess')({ component: ChessPage });
