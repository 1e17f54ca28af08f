import { createFileRoute } from '@tanstack/react-router';
import { AppInstallPage } from '../features/app-install/app-install-page';

export const Route = createFileRoute('/app')({ component: AppInstallPage });
