import { NotFoundState } from './page-state/not-found-state';

/** What NotFound (not-found.tsx) shows once loaded. */
export function NotFoundPage() {
  return <NotFoundState />;
}
