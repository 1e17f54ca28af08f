import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true. Code that
 * only a part further down the page needs (a chart) then loads when the person gets there, not
 * with the page (issue 11). Without IntersectionObserver it is true at once.
 */
export function useSeen(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
