import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PsychologistLoginPage } from '../features/psychologist-auth/psychologist-login-page';

export const Route = createFileRoute('/psychologist-login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: PsychologistLoginPage,
});
