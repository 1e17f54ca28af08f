import { createFileRoute } from '@tanstack/react-router';
import { QuickRegisterPage } from '../features/auth/quick-register-page';

export const Route = createFileRoute('/simple-register')({ component: QuickRegisterPage });
