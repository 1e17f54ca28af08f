import { useEffect, useState } from 'react';
import { api } from '../../shared/api';
import type { SiteInfo } from '../../shared/site-info';
import { apiGet } from './api-client';

// One request per page load, shared by every component that shows the operator's details.
let cached: SiteInfo | null = null;
let pending: Promise<SiteInfo> | null = null;

function loadSiteInfo(): Promise<SiteInfo> {
  pending ??= apiGet<SiteInfo>(api.siteInfo).then(
    (info) => {
      cached = info;
      return info;
    },
    (err: unknown) => {
      // Allow a later mount to try again.
      pending = null;
      throw err;
    },
  );
  return pending;
}

/** The operator's public details (legal name, CNPJ, contact e-mail); null until loaded or on failure. */
export function useSiteInfo(): SiteInfo | null {
  const [info, setInfo] = useState<SiteInfo | null>(cached);

  useEffect(() => {
    if (info) return;
    let active = true;
    loadSiteInfo().then(
      (loaded) => {
        if (active) setInfo(loaded);
      },
      (err: unknown) => console.warn('site info not loaded', err),
    );
    return () => {
      active = false;
    };
  }, [info]);

  return info;
}
