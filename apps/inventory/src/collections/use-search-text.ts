// A search box that follows the address's q (Back, a shared link) and writes to it once typing
// pauses, in place of the current history entry.
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useSearchText(q: string, write: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  }, [write]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === q) return undefined;
    const timer = setTimeout(() => writeRef.current(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);
  return [text, setText];
}
