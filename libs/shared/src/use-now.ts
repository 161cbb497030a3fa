// The current time, ticking, so something dated (a spot quote) turns stale on screen without new data arriving.
import { useEffect, useState } from 'react';

/** The current time in ms, updated every `intervalMs`. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
