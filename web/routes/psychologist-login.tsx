import { createFileRoute } from '@tanstack/react-router';
import { PsychologistLoginPage } from '../features/psychologist-auth/psychologist-login-page';
import { optionalStrings } from '../lib/search-params';

export const Route = createFileRoute('/psychologist-login')({
  validateSearch: optionalStrings('redirect'),
  component: PsychologistLoginPage,
});
