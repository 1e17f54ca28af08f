import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { optionalStrings } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: optionalStrings('redirect'),
  component: LoginPage,
});
