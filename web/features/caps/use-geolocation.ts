import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../../shared/domain/caps/caps-nearest';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; point: GeoPoint }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

/** A phone's first fix can take a while indoors; past this the person is told, and can type. */
const LOCATION_TIMEOUT_MS = 15_000;
/** A position from the last few minutes is as good as a new one for finding a town. */
const LOCATION_MAX_AGE_MS = 5 * 60_000;

/**
 * The device's position, asked once per press of "Usar minha localização". It is only read here,
 * to measure distances on the device: nothing sends it anywhere.
 */
export function useGeolocation(): [LocationState, () => void] {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const active = useRef(true);
  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active.current)
          setState({ status: 'found', point: { lat: coords.latitude, lon: coords.longitude } });
      },
      (error) => {
        if (!active.current) return;
        const status =
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        setState({ status });
      },
      // A town-level answer is enough: no need to wake the GPS for metres.
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: LOCATION_MAX_AGE_MS },
    );
  }, []);

  return [state, locate];
}
