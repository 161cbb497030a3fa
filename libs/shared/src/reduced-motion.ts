// Whether the user asked their system for less motion (`prefers-reduced-motion: reduce`). The antd
// theme turns its motion off for them (antd-theme.ts): dialogs, drawers, menus and messages appear
// and go without their zoom, fade and slide.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

/** Follows the system's reduced-motion setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
