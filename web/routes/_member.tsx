import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireMember } from '../lib/route-guards';

export const Route = createFileRoute('/_member')({ beforeLoad: requireMember, component: Outlet });
