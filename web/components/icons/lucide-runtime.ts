/**
 * Points lucide-react's icon modules at the app's own icon component
 * (web/components/icons/lucide-icon.ts) instead of lucide's runtime, in the browser build: each
 * icon module imports `../createLucideIcon.mjs`, and nothing else does. Node (the prerender step,
 * the tests) keeps lucide's own runtime; both draw the same markup, so the prerendered pages
 * hydrate without a difference (tests/web/components/lucide-icon.test.tsx compares them).
 */
export const lucideIconRuntime = {
  find: /^\.\.\/createLucideIcon\.mjs$/,
  replacement: `${import.meta.dirname}/lucide-icon.ts`,
};
