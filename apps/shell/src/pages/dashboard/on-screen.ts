// When a dashboard card may start its heavy part (the price chart's code, the orders remote): once
// its place has been on screen and the browser has had an idle moment after the page let it, so a
// phone whose screen ends above the card loads it only when scrolled to, and what was painting
// first (the portfolio card) reaches the screen before.
import { useEffect, useState } from 'react';

/**
 * True once `ready` is and the browser has then had an idle moment (or 500 ms have passed), so that
 * what was painting then (the portfolio card) reaches the screen before the card's work starts.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}

/**
 * True once some of `element` has been on screen (and from then on); true at once where
 * IntersectionObserver is missing. Until then its placeholder, of the same size, holds its place.
 */
export function useReachedScreen(element: Element | null): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!element || reached) return;
    if (typeof IntersectionObserver !== 'function') {
      setReached(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReached(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, reached]);
  return reached;
}
