import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../features/recovery/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: ResetPasswordPage,
});
