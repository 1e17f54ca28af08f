import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: LoginPage,
});
