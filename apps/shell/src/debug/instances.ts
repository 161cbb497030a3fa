// Diagnostics: which module instances are loaded across the shell and the remotes. Readable in
// development builds, and in production when config.json says `debug: true` or localStorage has
// `bullion:debug` = `1`.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { readInstanceReport, SHARED_LIB_INSTANCES } from '@bullion/shared';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { getInstance } from '@module-federation/runtime';

export const DEBUG_STORAGE_KEY = 'bullion:debug';

export function registerShellInstances(): void {
  registerAppInstances('shell', { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });
}

export function diagnosticsEnabled(configDebug: boolean): boolean {
  if (import.meta.env.DEV || configDebug) return true;
  try {
    return localStorage.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** `releases`: with a release registry, each remote's release in effect and whether the registry answered. */
export function exposeDiagnostics({ releases }: { releases?: () => unknown } = {}): void {
  (window as unknown as Record<string, unknown>).__BULLION_DEBUG__ = {
    instances: readInstanceReport,
    remotes: () => getInstance()?.options.remotes.map((remote) => ({ name: remote.name, entry: 'entry' in remote ? remote.entry : undefined })) ?? [],
    ...(releases ? { releases } : {}),
  };
}
