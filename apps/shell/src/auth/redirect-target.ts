// The `redirect` search parameter of the public pages: followed only when it is a same-site path,
// and carried along when one public page links to another (login → sign-up → verify-email …).
import { safeRedirectTarget } from './guard';

/** Where to go after signing in: the safe `redirect` parameter, else the dashboard. */
export function redirectTargetOf(search: URLSearchParams): string {
  return safeRedirectTarget(search.get('redirect')) ?? '/';
}

/** `path` with the given parameters plus the current safe `redirect` (left out when it is just '/'). */
export function publicPath(path: string, search: URLSearchParams, params: Record<string, string | undefined> = {}): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) next.set(key, value);
  const target = safeRedirectTarget(search.get('redirect'));
  if (target && target !== '/') next.set('redirect', target);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** Where e-mail links and the Google sign-in return to: this site plus the path. */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * An auth redirect that failed (cancelled Google sign-in, expired e-mail link) comes back with
 * `#error_description=…`; when it landed on a protected page the guard carried that fragment into
 * `redirect`. Returns the description and the target without the fragment.
 */
export function splitRedirectError(target: string): { target: string; error: string | null } {
  const hashAt = target.indexOf('#');
  if (hashAt < 0) return { target, error: null };
  const fragment = new URLSearchParams(target.slice(hashAt + 1));
  const error = fragment.get('error_description') ?? (fragment.get('error') ? 'Signing in did not complete.' : null);
  return error ? { target: target.slice(0, hashAt) || '/', error } : { target, error: null };
}

/** The error of a failed auth redirect in the current URL's fragment, if any. */
export function fragmentError(hash: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return fragment.get('error_description') ?? (fragment.get('error') ? 'Signing in did not complete.' : null);
}
