import { createFileRoute } from '@tanstack/react-router';
import { PsychologistRegisterPage } from '../features/psychologist-auth/psychologist-register-page';

export const Route = createFileRoute('/psychologist-register')({ component: PsychologistRegisterPage });
