// True under 768 px (spec §9: the mobile layout). Read from the window width and kept current on
// resize through useSyncExternalStore, so every component agrees within one render.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isMobileNow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
