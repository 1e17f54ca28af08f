import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Opens the dialog a link asked for (`DASHBOARD_DIALOG_LINKS` in web/lib/dashboard-links.ts:
 * `?checkin=1` or `?relapse=1`) once, then drops the parameter so a reload or the back button
 * does not open it again.
 */
export function useDialogParam(openers: { checkin: () => void; relapse: () => void }): void {
  const navigate = useNavigate();
  const { checkin, relapse } = openers;
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const open = params.get('checkin') === '1' ? checkin : params.get('relapse') === '1' ? relapse : null;
    if (!open) return;
    open();
    void navigate({ to: '/dashboard', replace: true });
  }, [navigate, checkin, relapse]);
}
