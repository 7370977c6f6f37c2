import { useCallback, useState } from 'react';

export type GeolocationStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

export interface Position {
  latitude: number;
  longitude: number;
}

/** GeolocationPositionError.PERMISSION_DENIED; the other codes mean the position could not be found. */
const PERMISSION_DENIED = 1;
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 };

/** Asks the browser for the visitor's position; the status says why there is none (denied, unavailable). */
export function useGeolocation(onLocated: (position: Position) => void) {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('idle');
        onLocated({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => setStatus(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      OPTIONS,
    );
  }, [onLocated]);
  return { status, locate };
}
