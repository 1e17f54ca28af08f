import { createFileRoute, redirect } from '@tanstack/react-router';

/** The alternative home (spec: "not shown") points to the one home page we keep. */
export const Route = createFileRoute('/home-reframe')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
