import { createFileRoute } from '@tanstack/react-router';
import { PsychologistLandingPage } from '../features/psychologist-landing/psychologist-landing-page';

export const Route = createFileRoute('/psychologist')({ component: PsychologistLandingPage });
