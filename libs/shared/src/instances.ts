// Diagnostics for the singleton guarantee: every app (shell and remotes) registers the module
// instances it actually got from the federation shared scope. The registry lives on `window`, not
// in this module, so that a duplicated copy of this library would still be counted.

export type InstanceKind =
  | 'react'
  | 'react-dom'
  | 'react-router'
  | 'react-query'
  | 'query-client'
  | 'zustand'
  | 'store'
  | 'single-spa'
  | 'shared-lib'
  | 'api-client';

export type InstanceRefs = Partial<Record<InstanceKind, unknown>>;

interface Registry {
  apps: Record<string, InstanceRefs>;
}

export interface InstanceReport {
  /** The apps that registered, e.g. `shell`, `catalog`. */
  apps: string[];
  /** How many distinct objects were seen per kind across all apps. */
  distinct: Record<InstanceKind, number>;
}

const REGISTRY_KEY = '__BULLION_INSTANCES__';

function registry(): Registry {
  const holder = window as unknown as Record<string, Registry | undefined>;
  holder[REGISTRY_KEY] ??= { apps: {} };
  return holder[REGISTRY_KEY];
}

export function registerInstances(app: string, refs: InstanceRefs): void {
  registry().apps[app] = refs;
}

export function readInstanceReport(): InstanceReport {
  const { apps } = registry();
  const seen = new Map<InstanceKind, Set<unknown>>();
  for (const refs of Object.values(apps)) {
    for (const [kind, ref] of Object.entries(refs) as [InstanceKind, unknown][]) {
      const refsOfKind = seen.get(kind) ?? new Set<unknown>();
      refsOfKind.add(ref);
      seen.set(kind, refsOfKind);
    }
  }
  const distinct = Object.fromEntries([...seen].map(([kind, refs]) => [kind, refs.size])) as Record<InstanceKind, number>;
  return { apps: Object.keys(apps).sort(), distinct };
}
