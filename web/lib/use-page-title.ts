import { useEffect } from 'react';

/** Sets the document title as "<page> · Virada". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Virada`;
  }, [title]);
}
