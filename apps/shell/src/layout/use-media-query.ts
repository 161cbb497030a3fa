import { useSyncExternalStore } from 'react';

/** Whether a media query matches, read synchronously (no first render with a wrong answer). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** antd's lg breakpoint: from here on the sidebar shows and the mobile menu is not needed. */
export const LARGE_SCREEN = '(min-width: 992px)';
