import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/recovery/reset-password-page';
import { optionalStrings } from '../lib/search-params';

export const Route = createFileRoute('/reset-password')({
  validateSearch: optionalStrings('token'),
  component: ResetPasswordPage,
});
