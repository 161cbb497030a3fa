import { REMOTE_ROUTES } from '@bullion/shared';
import { matchPath } from 'react-router';

/** Whether a page of the app (the dashboard or a remote area) answers this path. */
export function isAppPath(pathname: string): boolean {
  return pathname === '/' || REMOTE_ROUTES.some(({ path }) => matchPath({ path, end: true }, pathname) !== null);
}
