import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LANDING_HASH_SCROLL_DELAY_MS } from '../../../shared/constants';
import { scrollToSection } from '../../lib/scroll-to-section';

/**
 * Spec §2: when the landing page opens with a hash, scroll smoothly to that section after
 * 100 ms. Reads the router's location so '/#passo-a-passo' from another page also scrolls.
 */
export function useHashScroll(): void {
  const hash = useRouterState({ select: (state) => state.location.hash });

  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), LANDING_HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
