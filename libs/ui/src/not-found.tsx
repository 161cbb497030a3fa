// The catch-all page of a remote's area, in its own chunk (antd's Result): the module that defines
// an area's routes loads no antd for it, so a remote's parcel module stays free of antd's runtime.
// Not a lazyPage: the shell's hover and idle preloads (route-preload.ts) skip it, as a page nobody
// opens on purpose.
import { lazy } from 'react';

const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** The catch-all page: any address no route matches shows 'Not Found'. */
export function NotFound() {
  return <NotFoundPage />;
}
