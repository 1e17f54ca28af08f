import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/_signed-in')({ beforeLoad: requireSignedIn, component: Outlet });
