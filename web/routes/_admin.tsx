import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '../lib/route-guards';

export const Route = createFileRoute('/_admin')({ beforeLoad: requireAdmin, component: Outlet });
