// Preview URLs: `?remote.<name>=<url of mf-manifest.json>` points one remote at another build for
// this browser session, but only on origins the config allows.
import { REMOTE_NAMES, type RemoteName } from '@bullion/shared';

export const PREVIEW_STORAGE_KEY = 'bullion:remote-previews';

export type PreviewOverrides = Partial<Record<RemoteName, string>>;

export interface PreviewRejection {
  remote: string;
  url: string;
  reason: string;
}

export interface PreviewResolution {
  overrides: PreviewOverrides;
  rejected: PreviewRejection[];
  /** The address with the `remote.*` parameters removed. */
  cleanedSearch: string;
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function readStoredOverrides(storage: Storage): PreviewOverrides {
  try {
    const value = JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter(([name, url]) => isRemoteName(name) && typeof url === 'string'),
    ) as PreviewOverrides;
  } catch {
    return {};
  }
}

export function writeStoredOverrides(storage: Storage, overrides: PreviewOverrides): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(PREVIEW_STORAGE_KEY);
  else storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(overrides));
}

/**
 * Merges the overrides named in `search` into those already stored; refuses unknown remotes and
 * origins missing from `allowedOrigins`. Stored overrides whose origin is no longer allowed drop out.
 */
export function resolvePreviewOverrides(
  search: string,
  stored: PreviewOverrides,
  allowedOrigins: readonly string[],
): PreviewResolution {
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin)).filter(Boolean));
  const params = new URLSearchParams(search);
  const overrides: PreviewOverrides = {};
  const rejected: PreviewRejection[] = [];

  for (const [name, url] of Object.entries(stored)) {
    if (allowed.has(originOf(url))) overrides[name as RemoteName] = url;
  }
  for (const [key, url] of [...params]) {
    if (!key.startsWith('remote.')) continue;
    params.delete(key);
    const remote = key.slice('remote.'.length);
    if (!isRemoteName(remote)) {
      rejected.push({ remote, url, reason: `There is no remote called "${remote}".` });
      continue;
    }
    const origin = originOf(url);
    if (!origin) {
      rejected.push({ remote, url, reason: 'The preview address is not a valid http(s) URL.' });
    } else if (!allowed.has(origin)) {
      rejected.push({ remote, url, reason: `${origin} is not an allowed preview origin.` });
    } else {
      overrides[remote] = url;
    }
  }
  const rest = params.toString();
  return { overrides, rejected, cleanedSearch: rest ? `?${rest}` : '' };
}
