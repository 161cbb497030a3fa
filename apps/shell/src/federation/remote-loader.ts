// Finds, checks and loads a remote's parcel module through the Module Federation runtime.
// Each load reads the remote's mf-manifest.json first: the declared contract range is checked
// before any of the remote's code runs, and the remote entry gets an attempt-specific address so a
// retry never reuses the browser's cached failed import.
import { isContractCompatible, SHELL_CONTRACT, type RemoteName, type RemoteParcelModule } from '@bullion/shared';
import { z } from 'zod';
import type { ShellConfig } from '../config/shell-config';
import type { PreviewOverrides } from './preview-overrides';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'contract' | 'invalid' | 'crashed';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly reason: RemoteFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    bullion: z.object({ remote: z.string(), version: z.string(), contractRange: z.string() }).optional(),
  }),
});

const parcelModuleSchema = z.object({
  contract: z.object({ remote: z.string(), contractRange: z.string(), version: z.string() }),
  parcel: z.object({ bootstrap: z.any(), mount: z.any(), unmount: z.any() }),
});

export interface LoadedRemote {
  module: RemoteParcelModule;
  manifestUrl: string;
  version: string;
}

/** The two runtime calls the loader needs; injected so the loader can be tested without a network. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string; type?: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  config: ShellConfig;
  overrides: PreviewOverrides;
  runtime: FederationRuntime;
  fetch?: typeof fetch;
}

export function contractRefusalMessage(remote: RemoteName, range: string, version?: string): string {
  const build = version ? ` (build ${version})` : '';
  return (
    `The ${remote} area${build} was built for shell contract ${range}, but this shell provides ` +
    `${SHELL_CONTRACT}. It was not loaded; deploy a compatible build of ${remote}.`
  );
}

export function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `The ${remote} area did not load within ${Math.round(ms / 1000)} s.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class RemoteLoader {
  private readonly attempts = new Map<RemoteName, number>();
  private readonly loads = new Map<RemoteName, Promise<LoadedRemote>>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RemoteLoaderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** How long loading, and then mounting, may take before the area shows its fallback. */
  get timeoutMs(): number {
    return this.options.config.remoteTimeoutMs;
  }

  manifestUrl(remote: RemoteName): string {
    return this.options.overrides[remote] ?? this.options.config.remotes[remote].manifestUrl;
  }

  isOverridden(remote: RemoteName): boolean {
    return remote in this.options.overrides;
  }

  /** Loads (once) the remote's parcel module; a failed load is forgotten so the next call retries. */
  load(remote: RemoteName): Promise<LoadedRemote> {
    const pending = this.loads.get(remote);
    if (pending) return pending;
    const load = withTimeout(this.loadFresh(remote), this.options.config.remoteTimeoutMs, remote);
    this.loads.set(remote, load);
    load.catch(() => {
      if (this.loads.get(remote) === load) this.loads.delete(remote);
    });
    return load;
  }

  /** Preload on intent (hover, focus): fetch the remote's code without mounting it. */
  preload(remote: RemoteName): void {
    this.load(remote).catch(() => {
      // The area shows the failure when it is visited.
    });
  }

  /** The next load starts from scratch, with fresh addresses for the manifest and the entry. */
  reset(remote: RemoteName): void {
    this.loads.delete(remote);
    this.attempts.set(remote, (this.attempts.get(remote) ?? 0) + 1);
  }

  private async loadFresh(remote: RemoteName): Promise<LoadedRemote> {
    const attempt = this.attempts.get(remote) ?? 0;
    const manifestUrl = this.manifestUrl(remote);
    const manifest = await this.readManifest(remote, manifestUrl, attempt);
    const declared = manifest.metaData.bullion;
    if (declared && !isContractCompatible(declared.contractRange)) {
      throw new RemoteLoadError('contract', contractRefusalMessage(remote, declared.contractRange, declared.version));
    }

    const { path, name } = manifest.metaData.remoteEntry;
    const entry = new URL(`${path}${name}`, manifestUrl);
    if (attempt > 0) entry.searchParams.set('attempt', String(attempt));
    this.options.runtime.registerRemotes([{ name: remote, entry: entry.href, type: 'module' }], { force: true });

    let loaded: unknown;
    try {
      loaded = await this.options.runtime.loadRemote<RemoteParcelModule>(`${remote}/parcel`);
    } catch (error) {
      throw new RemoteLoadError('unreachable', `The ${remote} area's code could not be loaded.`, { cause: error });
    }
    const parsed = parcelModuleSchema.safeParse(loaded);
    if (!parsed.success) {
      throw new RemoteLoadError('invalid', `The ${remote} area does not expose a parcel this shell understands.`);
    }
    const module = loaded as RemoteParcelModule;
    if (!isContractCompatible(module.contract.contractRange)) {
      throw new RemoteLoadError(
        'contract',
        contractRefusalMessage(remote, module.contract.contractRange, module.contract.version),
      );
    }
    return { module, manifestUrl, version: module.contract.version };
  }

  private async readManifest(remote: RemoteName, manifestUrl: string, attempt: number) {
    const url = new URL(manifestUrl);
    if (attempt > 0) url.searchParams.set('attempt', String(attempt));
    let response: Response;
    try {
      response = await this.fetch(url.href, { cache: 'no-cache' });
    } catch (error) {
      throw new RemoteLoadError('unreachable', `The ${remote} area could not be reached.`, { cause: error });
    }
    if (!response.ok) {
      throw new RemoteLoadError('unreachable', `The ${remote} area could not be reached (HTTP ${response.status}).`);
    }
    const parsed = manifestSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new RemoteLoadError('invalid', `The ${remote} area's manifest is not valid.`);
    }
    return parsed.data;
  }
}
