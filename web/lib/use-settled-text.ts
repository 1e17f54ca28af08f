import { useEffect, useState } from 'react';

/** How long a message must stay before it is announced: a quick "sending → saved" says only "saved". */
export const SETTLE_MS = 1500;

/** The text once it stopped changing for `delay` ms (for a live region that should not chatter). */
export function useSettledText(text: string, delay = SETTLE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}
