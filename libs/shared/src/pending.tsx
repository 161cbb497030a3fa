// The router pending indicator: a thin progress bar at the top of the page
// that appears only after 1000 ms of pending and, once shown, stays at least 500 ms, so quick loads
// show nothing and slow ones do not flicker.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Suspense } from 'react';
import { create } from 'zustand';

export const PENDING_DELAY_MS = 1000;
export const PENDING_MIN_DISPLAY_MS = 500;

export interface PendingTimings {
  delayMs?: number;
  minDisplayMs?: number;
}

/** Whether to show the indicator for a pending flag: shown after `delayMs`, kept at least `minDisplayMs`. */
export function usePendingVisible(pending: boolean, { delayMs = PENDING_DELAY_MS, minDisplayMs = PENDING_MIN_DISPLAY_MS }: PendingTimings = {}): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (pending) {
      // Already shown (maybe about to hide): stay. Otherwise wait out the delay first.
      if (shownAt.current === null) {
        timer.current = setTimeout(() => {
          shownAt.current = Date.now();
          setVisible(true);
        }, delayMs);
      }
    } else if (shownAt.current !== null) {
      const hide = () => {
        shownAt.current = null;
        setVisible(false);
      };
      const remaining = minDisplayMs - (Date.now() - shownAt.current);
      if (remaining > 0) timer.current = setTimeout(hide, remaining);
      else hide();
    }
    return () => clearTimeout(timer.current);
  }, [pending, delayMs, minDisplayMs]);

  return visible;
}

/** How many things are pending page-wide (Suspense fallbacks that are showing). */
export const usePendingStore = create<{ count: number }>()(() => ({ count: 0 }));

/** Marks the page as pending while mounted: use it as a Suspense fallback. Renders nothing itself. */
export function PendingFallback() {
  useEffect(() => {
    usePendingStore.setState((state) => ({ count: state.count + 1 }));
    return () => usePendingStore.setState((state) => ({ count: Math.max(0, state.count - 1) }));
  }, []);
  return null;
}

/** Suspense whose fallback drives the page's PendingIndicator instead of a spinner in place. */
export function PendingBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PendingFallback />}>{children}</Suspense>;
}
