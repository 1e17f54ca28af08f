import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requirePsychologist } from '../lib/route-guards';

export const Route = createFileRoute('/_psychologist-area')({
  beforeLoad: requirePsychologist,
  component: Outlet,
});
