import { useEffect } from 'react';

let prerenderedTitle: string | null = null;

/** The document title of a page: "<page> · Virada". */
export const documentTitle = (title: string): string => `${title} · Virada`;

/**
 * Sets the document title as "<page> · Virada". While a page is rendered to HTML at build time
 * (web/prerender), where effects do not run, the title is kept for the prerender step to read
 * with `takePrerenderedTitle`, so each page's HTML carries its own title from the start.
 */
export function usePageTitle(title: string): void {
  if (typeof document === 'undefined') prerenderedTitle = title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The title the last page rendered on the server asked for (once). */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}
