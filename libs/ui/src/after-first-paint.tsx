// A page's heavy parts (filter bars, tables, forms) rendered right after its first paint: the first
// render commits the page's frame (heading, actions, figures) with `fallback` in their place, and React
// renders `children` in the background at once after it (useDeferredValue with an initial value, so
// that render is interruptible and a click or key press goes first). Opening an area shows its page
// within a frame instead of after the whole tree of controls has rendered.
import { useDeferredValue, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** What stands in for `children` on the first render: a skeleton of about the same size. */
  fallback?: ReactNode;
}

export function AfterFirstPaint({ children, fallback = null }: AfterFirstPaintProps) {
  const painted = useDeferredValue(true, false);
  return painted ? children : fallback;
}
