import { createFileRoute } from '@tanstack/react-router';
import { CopilotPage } from '../features/copilot/copilot-page';

export const Route = createFileRoute('/copiloto')({ component: CopilotPage });
