import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthScreen } from '../features/auth/auth-screen';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: () => <AuthScreen mode="login" />,
});
