import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A reminder notification opens `/dashboard?checkin=1`: open the check-in dialog once, then drop
 * the parameter so a reload or the back button does not open it again.
 */
export function useCheckinParam(openCheckin: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('checkin') !== '1') return;
    openCheckin();
    void navigate({ to: '/dashboard', replace: true });
  }, [navigate, openCheckin]);
}
