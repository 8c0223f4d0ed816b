import { useCallback, useRef, useState } from 'react';

export type TCoords = { lat: number; lng: number };

/** Where a "near me" request stands; every failure has its own message. */
export type TGeoStatus =
  | 'idle'
  | 'locating'
  | 'located'
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'unsupported';

export type TGeolocation = { status: TGeoStatus; coords: TCoords | null };

// A rough, recent fix is enough to sort stores by distance and much faster than a fresh GPS fix.
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 };

function failureOf(error: GeolocationPositionError): TGeoStatus {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * The browser's position on request (never on page load: asking for permission needs a reason the visitor
 * just gave). Browsers refuse geolocation outside a secure context, which we report as unsupported.
 */
export function useGeolocation() {
  const [state, setState] = useState<TGeolocation>({ status: 'idle', coords: null });
  const requestId = useRef(0);

  const locate = useCallback(() => {
    const id = ++requestId.current;
    if (!window.isSecureContext || !('geolocation' in navigator)) {
      setState({ status: 'unsupported', coords: null });
      return;
    }
    setState((current) => ({ ...current, status: 'locating' }));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== requestId.current) return;
        setState({
          status: 'located',
          coords: { lat: position.coords.latitude, lng: position.coords.longitude },
        });
      },
      (error) => {
        if (id === requestId.current) setState({ status: failureOf(error), coords: null });
      },
      OPTIONS,
    );
  }, []);

  const reset = useCallback(() => {
    requestId.current++;
    setState({ status: 'idle', coords: null });
  }, []);

  return { ...state, locate, reset };
}
