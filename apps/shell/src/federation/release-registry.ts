// The release registry's side of start-up (issue 36). With `releases` in config.json the shell asks
// the registry which release of each remote this browser gets in its environment (the canary's share
// is decided by the registry from the subject), beside the rest of start-up, and loads those instead
// of config.json's entries. Remote loads wait for the answer (RemoteLoader's `remotesPending`), for at
// most config.json's `releases.waitMs` (REGISTRY_WAIT_MS unless set) once asked: a registry that is
// down, slow or answers nonsense leaves config.json's remotes in place, with a console warning saying
// why. Pages that load no remote never wait for it. The asking itself (release-registry-fetch.ts,
// with the contract's schemas) is loaded only by a shell that has a registry: releases.ts.
import type { ShellRemotesConfig } from '@bullion/contract';
import { REMOTE_NAMES, type RemoteName } from '@bullion/shared';
import type { ReleasesConfig, RemoteEntry, ShellConfig } from '../config/shell-config';

/** How long remote loads wait for the registry before config.json's remotes are used, unless `releases.waitMs` says. */
export const REGISTRY_WAIT_MS = 3_000;

/** The wait for the registry `releases` asks for: its `waitMs`, REGISTRY_WAIT_MS without. */
export function registryWaitMs(releases: Pick<ReleasesConfig, 'waitMs'>): number {
  return releases.waitMs ?? REGISTRY_WAIT_MS;
}

/** Where a remote's entry in effect came from, as telemetry and the diagnostics report it. */
export interface RemoteRelease {
  manifestUrl: string;
  /** The registry's release id; config.json's version for a remote the registry did not name. */
  release: string;
  version: string;
  source: 'registry' | 'config.json';
  canary: boolean;
}

export class RegistryUnavailableError extends Error {
  override name = 'RegistryUnavailableError';
}

function fromConfigJson({ manifestUrl, version }: RemoteEntry): RemoteRelease {
  return { manifestUrl, release: version, version, source: 'config.json', canary: false };
}

/**
 * config.json's remotes with the registry's entry (manifest, version, integrity) for each remote it
 * names; the others keep config.json's. A manifest address the registry gives relative is read
 * against the registry's own address. Throws RegistryUnavailableError for an address that is none.
 */
export function overlayRegistryRemotes(
  remotes: ShellConfig['remotes'],
  answer: ShellRemotesConfig,
  registryUrl: string,
): { remotes: ShellConfig['remotes']; releases: Record<RemoteName, RemoteRelease> } {
  const overlaid = { ...remotes };
  const releases = {} as Record<RemoteName, RemoteRelease>;
  for (const remote of REMOTE_NAMES) {
    const named = answer.remotes[remote];
    if (!named) {
      releases[remote] = fromConfigJson(remotes[remote]);
      continue;
    }
    let manifestUrl: string;
    try {
      manifestUrl = new URL(named.manifestUrl, `${registryUrl}/`).href;
    } catch {
      throw new RegistryUnavailableError(`its manifest address for ${remote} is not a URL: "${named.manifestUrl}"`);
    }
    overlaid[remote] = { manifestUrl, version: named.version, integrity: named.integrity };
    releases[remote] = { manifestUrl, release: named.release, version: named.version, source: 'registry', canary: named.canary };
  }
  return { remotes: overlaid, releases };
}

export type RegistryState =
  | { status: 'waiting' }
  | { status: 'answered' }
  | { status: 'unavailable'; why: string };

/**
 * The shell's config while the registry is asked: `config` is the shell's own copy, whose `remotes`
 * become the registry's once it has answered. `pending()` is what remote loads wait for.
 */
export class ReleaseRegistry {
  readonly config: ShellConfig;
  private state: RegistryState = { status: 'waiting' };
  /** Per remote, the release its entry in `config.remotes` is. */
  private inEffect: Record<RemoteName, RemoteRelease>;
  private readonly listeners = new Set<() => void>();
  private readonly settled: Promise<void>;

  constructor(
    config: ShellConfig,
    readonly releases: ReleasesConfig,
    answer: Promise<ShellRemotesConfig>,
    waitMs = registryWaitMs(releases),
  ) {
    this.config = { ...config, remotes: { ...config.remotes } };
    this.inEffect = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, fromConfigJson(config.remotes[remote])])) as Record<RemoteName, RemoteRelease>;
    // The wait is bounded from here, the code that asks included (its chunk could hang too).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RegistryUnavailableError(`it did not answer within ${waitMs / 1000} s`)), waitMs);
    });
    this.settled = Promise.race([answer, deadline])
      .finally(() => clearTimeout(timer))
      .then((registry) => {
        const { remotes, releases: inEffect } = overlayRegistryRemotes(config.remotes, registry, releases.url);
        this.config.remotes = remotes;
        this.inEffect = inEffect;
        this.state = { status: 'answered' };
      })
      .catch((error: unknown) => {
        const why = error instanceof RegistryUnavailableError ? error.message : String(error);
        this.state = { status: 'unavailable', why };
        console.warn(`[shell] the release registry at ${releases.url} was not used (${why}): the remotes of config.json are loaded.`);
      })
      .finally(() => {
        for (const listener of [...this.listeners]) listener();
      });
  }

  /** While the registry has not settled: the promise remote loads wait for. */
  readonly pending = (): Promise<void> | undefined => (this.state.status === 'waiting' ? this.settled : undefined);

  /** Calls the listener once the remotes in effect may have changed (the registry has settled). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `subscribe` together with another source of changes (the preview links), for RemoteLoader. */
  subscribeAlong(other: (listener: () => void) => () => void, listener: () => void): () => void {
    const unsubscribers = [other(listener), this.subscribe(listener)];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }

  get status(): RegistryState {
    return this.state;
  }

  /**
   * The release a load from `manifestUrl` is, for telemetry: the registry's id, or config.json's
   * version for a remote it did not name; undefined for any other address (a preview build).
   */
  readonly releaseOf = (remote: RemoteName, manifestUrl: string): string | undefined => {
    const current = this.inEffect[remote];
    return current.manifestUrl === manifestUrl ? current.release : undefined;
  };

  /** What each remote is now, for the diagnostics. */
  describe(): { environment: string; registry: RegistryState; remotes: Record<RemoteName, RemoteRelease> } {
    return { environment: this.releases.environment, registry: this.state, remotes: { ...this.inEffect } };
  }
}
