// Finds, checks and loads a remote's parcel module through the Module Federation runtime.
// Each load reads the remote's mf-manifest.json first: the declared contract range is checked
// before any of the remote's code runs, and the remote entry gets an attempt-specific address so a
// retry never reuses the browser's cached failed import.
//
// What runs is what was released: config.json pins each remote's manifest and remoteEntry.js by hash
// (`integrity`, written by the deploy tool). The manifest's bytes are checked before they are read;
// the entry's bytes are checked, then loaded by the browser with the same hash (modulepreload with
// `integrity`), and only then imported. A mismatch refuses the remote ('integrity'): its area shows
// the fallback and nothing of it runs. Every other chunk is pinned through the manifest, which lists
// their hashes (metaData.bullion.integrity): they are given to the browser in an import map before
// the entry is imported (chunk-integrity.ts), or, where the browser cannot check an import map's
// integrity, each is preloaded with its hash first. A preview build (an admin's `?remote.<name>=`) is not pinned.
import { SHELL_CONTRACT, type RemoteName, type RemoteParcelModule, type RemoteWidgetName } from '@bullion/shared';
import { z } from 'zod';
import type { ShellConfig } from '../config/shell-config';
import { addImportMapIntegrity, importMapIntegritySupported } from './chunk-integrity';
import { checkIntegrity, hintModulePreload, preloadModuleWithIntegrity } from './integrity';
import type { PreviewOverrides } from './preview-overrides';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'contract' | 'invalid' | 'crashed' | 'integrity';

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

const SRI = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    bullion: z
      .object({
        remote: z.string(),
        version: z.string(),
        contractRange: z.string(),
        // Per widget, the chunks of its code (scripts/vite/widget-chunks.ts): a hint, like `exposes`.
        widgets: z.record(z.string(), z.array(z.string())).optional().catch(undefined),
        // Per chunk (path relative to the manifest), its hash (scripts/vite/chunk-integrity.ts). Not a
        // hint: a pinned manifest with a malformed list is not valid. Absent in older builds.
        integrity: z.record(z.string().min(1), z.string().regex(SRI)).optional(),
      })
      .optional(),
  }),
  // Per exposed module, the chunks it runs at once (the federation plugin writes them): the loader
  // has the browser fetch them while it checks and runs the entry. A hint only: a manifest without
  // the list, or with one in another shape, loads as before.
  exposes: z
    .array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }))
    .optional()
    .catch(undefined),
});

type Manifest = z.infer<typeof manifestSchema>;

/** A pinned remote's chunks: absolute URL → its path in the build and its hash. */
type PinnedChunks = Map<string, { path: string; integrity: string }>;

/** Module scripts, which the fallback preloads with their hash (stylesheets are checked on a failure only). */
const MODULE_SCRIPT = /\.m?js$/;

/** The address a failed module load names (Chromium, Firefox; Safari names none), without its query. */
function failedUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\bhttps?:\/\/[^\s'"?]+/.exec(message)?.[0];
}

/** The chunk hashes a manifest lists, by absolute URL; undefined when it lists none (an older build). */
function chunksOf(manifestUrl: string, manifest: Manifest): PinnedChunks | undefined {
  const listed = manifest.metaData.bullion?.integrity;
  if (!listed) return undefined;
  return new Map(Object.entries(listed).map(([path, integrity]) => [new URL(path, manifestUrl).href, { path, integrity }]));
}

/** The exposed module the shell loads from every remote. */
const PARCEL_EXPOSE = 'parcel';

const parcelModuleSchema = z.object({
  contract: z.object({ remote: z.string(), contractRange: z.string(), version: z.string() }),
  parcel: z.object({ bootstrap: z.any(), mount: z.any(), unmount: z.any() }),
  // Contract 1.4; absent in a remote built for 1.3 or older.
  preload: z.custom<(path: string) => Promise<void>>((value) => typeof value === 'function').optional(),
  // Contract 1.5; absent in a remote built for 1.4 or older.
  preloadWidget: z.custom<(widget: RemoteWidgetName) => Promise<void>>((value) => typeof value === 'function').optional(),
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
  /** The preview overrides in effect now (they follow the session and the group's permissions). */
  overrides: PreviewOverrides | (() => PreviewOverrides);
  /** Calls the listener when the overrides in effect may have changed. */
  subscribe?: (listener: () => void) => () => void;
  runtime: FederationRuntime;
  fetch?: typeof fetch;
  /** Loads the entry into the module map with its integrity, without running it; injectable for tests. */
  preloadModule?: (url: string, integrity: string) => Promise<void>;
  /** Has the browser fetch a module ahead of its import (modulepreload, with the chunk's hash when pinned); injectable for tests. */
  hintModule?: (url: string, integrity?: string) => void;
  /** Whether the browser checks an import map's integrity (chunk-integrity.ts, detected once); injectable for tests. */
  importMapIntegrity?: () => Promise<boolean>;
  /** Gives the browser chunk hashes (absolute URL → hash) in an import map; injectable for tests. */
  addImportMap?: (integrity: Record<string, string>) => void;
  /**
   * While `config.remotes` may still change (the release registry has not answered yet:
   * release-registry.ts), the promise loads wait for first.
   */
  remotesPending?: () => Promise<void> | undefined;
  /** Told how each load settled (release-telemetry.ts); never throws. */
  report?: (report: RemoteLoadReport) => void;
}

/** How a load settled, from which manifest: what the release telemetry counts. */
export type RemoteLoadReport = { remote: RemoteName; manifestUrl: string } & (
  | { outcome: 'loaded' }
  | { outcome: 'failed'; reason: RemoteFailureReason }
);

export function integrityRefusalMessage(remote: RemoteName, file: 'mf-manifest.json' | 'remoteEntry.js'): string {
  return (
    `The ${remote} area's code does not match the release deployed for it (${file} failed its integrity check), ` +
    'so none of it was run. Ask whoever deploys it to publish and point it again.'
  );
}

/** A chunk the browser refused: the entry (checked) may have run, the chunk did not. */
export function chunkRefusalMessage(remote: RemoteName, chunk: string): string {
  return (
    `The ${remote} area's code does not match the release deployed for it (${chunk} failed its integrity check), ` +
    'so the browser did not run it. Ask whoever deploys it to publish and point it again.'
  );
}

export function unpinnedRefusalMessage(remote: RemoteName): string {
  return (
    `The ${remote} area was not loaded: config.json records no integrity for it, and this site runs only ` +
    'remote code pinned by the deploy tool.'
  );
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
  private readonly loads = new Map<RemoteName, { manifestUrl: string; promise: Promise<LoadedRemote> }>();
  private readonly fetch: typeof fetch;
  private readonly preloadModule: (url: string, integrity: string) => Promise<void>;
  private readonly hintModule: (url: string, integrity?: string) => void;
  private readonly importMapIntegrity: () => Promise<boolean>;
  private readonly addImportMap: (integrity: Record<string, string>) => void;
  /** Per remote, the widgets asked for by preloadWidget, and the manifest of its current load once read. */
  private readonly wantedWidgets = new Map<RemoteName, Set<RemoteWidgetName>>();
  private readonly manifests = new Map<RemoteName, { manifestUrl: string; manifest: Manifest }>();
  /** Per remote, the chunks its current pinned manifest lists: a chunk that fails later is checked against them. */
  private readonly pinnedChunks = new Map<RemoteName, { manifestUrl: string; chunks: PinnedChunks }>();

  constructor(private readonly options: RemoteLoaderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.preloadModule = options.preloadModule ?? ((url, integrity) => preloadModuleWithIntegrity(url, integrity));
    this.hintModule = options.hintModule ?? ((url, integrity) => hintModulePreload(url, integrity));
    this.importMapIntegrity = options.importMapIntegrity ?? (() => importMapIntegritySupported());
    this.addImportMap = options.addImportMap ?? ((integrity) => this.warnConflicts(addImportMapIntegrity(integrity).conflicting));
  }

  /** How long loading, and then mounting, may take before the area shows its fallback. */
  get timeoutMs(): number {
    return this.options.config.remoteTimeoutMs;
  }

  private overrides(): PreviewOverrides {
    const { overrides } = this.options;
    return typeof overrides === 'function' ? overrides() : overrides;
  }

  /** The manifest the next load of the remote reads: a preview in effect, else the configured one. */
  manifestUrl(remote: RemoteName): string {
    return this.overrides()[remote] ?? this.options.config.remotes[remote].manifestUrl;
  }

  isOverridden(remote: RemoteName): boolean {
    return remote in this.overrides();
  }

  /** For useSyncExternalStore: called when `manifestUrl()` may answer differently. */
  readonly subscribe = (listener: () => void): (() => void) => this.options.subscribe?.(listener) ?? (() => undefined);

  /**
   * Loads (once) the remote's parcel module; a failed load is forgotten so the next call retries,
   * and so is a load from another manifest than the one in effect now (a preview applied or dropped).
   */
  load(remote: RemoteName): Promise<LoadedRemote> {
    const remotesPending = this.options.remotesPending?.();
    if (remotesPending) return remotesPending.then(() => this.load(remote));
    const manifestUrl = this.manifestUrl(remote);
    const pending = this.loads.get(remote);
    if (pending?.manifestUrl === manifestUrl) return pending.promise;
    const promise = withTimeout(this.loadFresh(remote, manifestUrl), this.options.config.remoteTimeoutMs, remote);
    this.loads.set(remote, { manifestUrl, promise });
    promise.catch(() => {
      if (this.loads.get(remote)?.promise === promise) this.loads.delete(remote);
    });
    const { report } = this.options;
    promise.then(
      () => report?.({ remote, manifestUrl, outcome: 'loaded' }),
      (error: unknown) => report?.({ remote, manifestUrl, outcome: 'failed', reason: error instanceof RemoteLoadError ? error.reason : 'crashed' }),
    );
    return promise;
  }

  /**
   * Preload on intent (hover, focus) and on idle: fetch the remote's code without mounting it and,
   * given the shell path about to be visited, have the remote load that page's code too (contract
   * 1.4, `preload(path)`; a remote built for an older contract has none). Settles once done and never
   * rejects: a failure shows, or is tried again, when the area is visited.
   */
  async preload(remote: RemoteName, path?: string): Promise<void> {
    await this.loadThen(remote, `the page at ${path}`, (module) => (path === undefined ? undefined : module.preload?.(path)));
  }

  /**
   * At start-up, for a widget the first page mounts inline: load its remote and have the remote load
   * the widget's code (contract 1.5, `preloadWidget`; older remotes have none). Settles once done and
   * never rejects: the widget shows its own failure, or loads its code, when it is mounted.
   */
  async preloadWidget(remote: RemoteName, widget: RemoteWidgetName): Promise<void> {
    const wanted = this.wantedWidgets.get(remote) ?? new Set();
    wanted.add(widget);
    this.wantedWidgets.set(remote, wanted);
    // The widget's chunks, as the manifest names them, are fetched at once if it has been read,
    // else as soon as it is (loadFresh): beside the entry, not after the parcel module has run.
    const read = this.manifests.get(remote);
    if (read && read.manifestUrl === this.manifestUrl(remote)) this.hintWidgetChunks(remote, read.manifestUrl, read.manifest, [widget]);
    await this.loadThen(remote, `its ${widget} widget`, (module) => module.preloadWidget?.(widget));
  }

  /**
   * Loads the remote, then has its module load some code ahead. Never rejects: a remote that fails to
   * load shows its failure where it is shown, and code that fails to preload loads itself when used.
   */
  private async loadThen(remote: RemoteName, what: string, preload: (module: RemoteParcelModule) => Promise<void> | undefined): Promise<void> {
    let loaded: LoadedRemote;
    try {
      loaded = await this.load(remote);
    } catch {
      return;
    }
    try {
      await preload(loaded.module);
    } catch (error) {
      console.warn(`[shell] the ${remote} remote could not preload ${what}`, error);
    }
  }

  /** The next load starts from scratch, with fresh addresses for the manifest and the entry. */
  reset(remote: RemoteName): void {
    this.loads.delete(remote);
    this.attempts.set(remote, (this.attempts.get(remote) ?? 0) + 1);
  }

  private async loadFresh(remote: RemoteName, manifestUrl: string): Promise<LoadedRemote> {
    const attempt = this.attempts.get(remote) ?? 0;
    const configured = this.options.config.remotes[remote];
    // A preview is not what was released: it has no pin (previews are for admins only).
    const pin = manifestUrl === configured.manifestUrl ? configured.integrity : undefined;
    if (!pin && manifestUrl === configured.manifestUrl && this.options.config.remoteIntegrity === 'required') {
      console.error(`[shell] refused the ${remote} remote: config.json has no integrity for ${manifestUrl}`);
      throw new RemoteLoadError('integrity', unpinnedRefusalMessage(remote));
    }
    // semver is loaded with the first remote, not with every page (the first page has no remote);
    // while the manifest is read.
    const contractRange = import('@bullion/shared/contract-range');
    // Asked once per page, while the manifest is read (no network: chunk-integrity.ts).
    const importMapIntegrity = pin ? this.importMapIntegrity().catch(() => false) : undefined;
    const manifest = await this.readManifest(remote, manifestUrl, attempt, pin?.manifest);
    const declared = manifest.metaData.bullion;
    const { isContractCompatible } = await contractRange;
    if (declared && !isContractCompatible(declared.contractRange)) {
      throw new RemoteLoadError('contract', contractRefusalMessage(remote, declared.contractRange, declared.version));
    }
    const { path, name } = manifest.metaData.remoteEntry;
    const entry = new URL(`${path}${name}`, manifestUrl);
    if (attempt > 0) entry.searchParams.set('attempt', String(attempt));
    // The pinned entry is asked for first: the chunks hinted below would otherwise take the
    // connections it waits for.
    const entryBytes = pin ? this.download(remote, entry.href) : null;
    // The verified manifest's chunk hashes (none in a build older than them: it loads as before).
    const chunks = pin ? chunksOf(manifestUrl, manifest) : undefined;
    if (chunks) this.pinnedChunks.set(remote, { manifestUrl, chunks });
    else this.pinnedChunks.delete(remote);
    // Before any of the remote's modules is fetched: the import map where the browser checks it,
    // else every module script preloaded with its hash (inserted together, before the entry's own
    // preload, so that no import reaches a chunk the browser has not checked).
    let chunkPreloads: Promise<string[]> | undefined;
    if (chunks && (await importMapIntegrity)) {
      this.addImportMap(Object.fromEntries([...chunks].map(([url, chunk]) => [url, chunk.integrity])));
    } else if (chunks) {
      chunkPreloads = this.preloadChunks(chunks);
    }
    // The parcel's own chunks, and those of the widgets the first page shows, load beside the entry
    // instead of after it has run (entry, federation runtime, share map, parcel, widget: one round
    // trip each otherwise).
    const parcelChunks = manifest.exposes?.find((expose) => expose.name === PARCEL_EXPOSE)?.assets.js.sync ?? [];
    for (const chunk of parcelChunks) this.hintChunk(remote, manifestUrl, chunk);
    this.manifests.set(remote, { manifestUrl, manifest });
    this.hintWidgetChunks(remote, manifestUrl, manifest, [...(this.wantedWidgets.get(remote) ?? [])]);
    if (pin && entryBytes) await this.loadPinnedEntry(remote, entry.href, pin.entry, entryBytes);
    const refusedPreloads = chunkPreloads ? await chunkPreloads : [];
    if (chunks && refusedPreloads.length > 0) {
      throw await this.chunkFailure(remote, chunks, new Error(`The browser could not load ${refusedPreloads.join(', ')} with their integrity.`));
    }
    this.options.runtime.registerRemotes([{ name: remote, entry: entry.href, type: 'module' }], { force: true });

    let loaded: unknown;
    try {
      loaded = await this.options.runtime.loadRemote<RemoteParcelModule>(`${remote}/parcel`);
    } catch (error) {
      // A pinned chunk the browser refused is a changed release, not a remote that is down.
      if (chunks) throw await this.chunkFailure(remote, chunks, error);
      throw new RemoteLoadError('unreachable', `The ${remote} area's code could not be loaded.`, { cause: error });
    }
    const parsed = parcelModuleSchema.safeParse(loaded);
    if (!parsed.success) {
      // The federation runtime answers a parcel whose import failed without rejecting: a pinned chunk
      // the browser refused shows here too.
      const failure = chunks ? await this.chunkFailure(remote, chunks, loaded) : undefined;
      if (failure?.reason === 'integrity') throw failure;
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

  private hintWidgetChunks(remote: RemoteName, manifestUrl: string, manifest: Manifest, widgets: RemoteWidgetName[]): void {
    for (const widget of widgets) {
      for (const chunk of manifest.metaData.bullion?.widgets?.[widget] ?? []) this.hintChunk(remote, manifestUrl, chunk);
    }
  }

  /** A modulepreload hint for a chunk of the manifest, with its hash when the remote is pinned. */
  private hintChunk(remote: RemoteName, manifestUrl: string, path: string): void {
    const url = new URL(path, manifestUrl).href;
    const pinned = this.pinnedChunks.get(remote);
    this.hintModule(url, pinned?.manifestUrl === manifestUrl ? pinned.chunks.get(url)?.integrity : undefined);
  }

  /**
   * Where the browser cannot check an import map's integrity: every module script of the remote
   * loaded into the module map with its hash (modulepreload), all inserted at once. Answers the URLs
   * the browser refused or could not fetch.
   */
  private preloadChunks(chunks: PinnedChunks): Promise<string[]> {
    const scripts = [...chunks].filter(([url]) => MODULE_SCRIPT.test(new URL(url).pathname));
    return Promise.all(
      scripts.map(([url, chunk]) =>
        this.preloadModule(url, chunk.integrity).then(
          () => null,
          () => url,
        ),
      ),
    ).then((results) => results.filter((url): url is string => url !== null));
  }

  /**
   * Why a pinned remote's code failed to load: each chunk its manifest lists is fetched again and
   * compared with its hash. A changed one is 'integrity' (named in the console); otherwise the code
   * could not be loaded ('unreachable'), whether a chunk is down or the failure had another cause.
   */
  private async chunkFailure(remote: RemoteName, chunks: PinnedChunks, cause: unknown): Promise<RemoteLoadError> {
    // The likeliest first (the chunk the error names, the parcel's own chunks): one changed there is
    // the answer at once, without fetching the whole remote while the area's time-out runs.
    const likely = new Set([failedUrlOf(cause), ...(this.parcelChunksOf(remote) ?? [])].filter((url) => url !== undefined && chunks.has(url)));
    const ordered = [...chunks].sort(([a], [b]) => Number(likely.has(b)) - Number(likely.has(a)));
    const first = await this.checkChunks(ordered.filter(([url]) => likely.has(url)));
    const checks = first.some((check) => check.changed) ? first : [...first, ...(await this.checkChunks(ordered.filter(([url]) => !likely.has(url))))];
    const changed = checks.filter((check) => check.changed);
    const [firstChanged] = changed;
    if (!firstChanged) return new RemoteLoadError('unreachable', `The ${remote} area's code could not be loaded.`, { cause });
    for (const check of changed) {
      console.error(
        `[shell] refused the ${remote} remote: its ${check.chunk.path} at ${check.url} does not match the integrity its ` +
          `pinned mf-manifest.json records (expected ${check.chunk.integrity}, got ${check.actual}); the browser did not run it.`,
      );
    }
    return new RemoteLoadError('integrity', chunkRefusalMessage(remote, firstChanged.chunk.path), { cause });
  }

  /** The parcel's own chunks (absolute URLs) as the current manifest of the remote names them. */
  private parcelChunksOf(remote: RemoteName): string[] | undefined {
    const read = this.manifests.get(remote);
    const sync = read?.manifest.exposes?.find((expose) => expose.name === PARCEL_EXPOSE)?.assets.js.sync;
    return read && sync?.map((path) => new URL(path, read.manifestUrl).href);
  }

  /** Each chunk fetched again and compared with its hash; one that cannot be fetched is not 'changed'. */
  private checkChunks(chunks: [string, { path: string; integrity: string }][]) {
    return Promise.all(
      chunks.map(async ([url, chunk]) => {
        try {
          const response = await this.fetch(url, { cache: 'no-cache' });
          if (!response.ok) return { url, chunk, changed: false as const };
          const { matches, actual } = await checkIntegrity(await response.arrayBuffer(), chunk.integrity);
          return matches ? { url, chunk, changed: false as const } : { url, chunk, changed: true as const, actual };
        } catch {
          return { url, chunk, changed: false as const };
        }
      }),
    );
  }

  /**
   * After a chunk of a loaded, pinned remote failed to load (a page's or widget's code, imported
   * when first shown): 'integrity' when a chunk no longer matches its hash (the browser refused it),
   * else null. Null at once, without fetching, for any other error.
   */
  explainChunkFailure(remote: RemoteName, error: unknown): Promise<RemoteLoadError | null> | null {
    const pinned = this.pinnedChunks.get(remote);
    if (!pinned || pinned.manifestUrl !== this.manifestUrl(remote)) return null;
    const url = failedUrlOf(error);
    if (!url || !url.startsWith(new URL('.', pinned.manifestUrl).href)) return null;
    return this.chunkFailure(remote, pinned.chunks, error).then((failure) => (failure.reason === 'integrity' ? failure : null));
  }

  private warnConflicts(urls: string[]): void {
    if (urls.length === 0) return;
    console.warn(
      `[shell] ${urls.join(', ')} ${urls.length === 1 ? 'was' : 'were'} pinned earlier on this page with another hash; ` +
        'the browser keeps the first, so a changed file at that address is refused until the page is reloaded.',
    );
  }

  /** The bytes at `url`, or 'unreachable'. */
  private async download(remote: RemoteName, url: string): Promise<ArrayBuffer> {
    let response: Response;
    try {
      response = await this.fetch(url, { cache: 'no-cache' });
    } catch (error) {
      throw new RemoteLoadError('unreachable', `The ${remote} area could not be reached.`, { cause: error });
    }
    if (!response.ok) {
      throw new RemoteLoadError('unreachable', `The ${remote} area could not be reached (HTTP ${response.status}).`);
    }
    try {
      return await response.arrayBuffer();
    } catch (error) {
      throw new RemoteLoadError('unreachable', `The ${remote} area could not be reached.`, { cause: error });
    }
  }

  private async verify(remote: RemoteName, file: 'mf-manifest.json' | 'remoteEntry.js', url: string, bytes: ArrayBuffer, expected: string) {
    const { matches, actual } = await checkIntegrity(bytes, expected);
    if (matches) return;
    console.error(
      `[shell] refused the ${remote} remote: its ${file} at ${url} does not match the integrity in config.json ` +
        `(expected ${expected}, got ${actual}); none of its code was run.`,
    );
    throw new RemoteLoadError('integrity', integrityRefusalMessage(remote, file));
  }

  /**
   * The entry's bytes are checked here (a clear refusal), then the browser loads the entry itself with
   * the same hash, so the module that later runs is the checked one even if the server changes it now.
   */
  private async loadPinnedEntry(remote: RemoteName, url: string, integrity: string, bytes: Promise<ArrayBuffer>) {
    await this.verify(remote, 'remoteEntry.js', url, await bytes, integrity);
    try {
      await this.preloadModule(url, integrity);
    } catch (error) {
      console.error(`[shell] refused the ${remote} remote: the browser could not load ${url} with integrity ${integrity}.`, error);
      throw new RemoteLoadError('integrity', integrityRefusalMessage(remote, 'remoteEntry.js'), { cause: error });
    }
  }

  private async readManifest(remote: RemoteName, manifestUrl: string, attempt: number, integrity?: string) {
    const url = new URL(manifestUrl);
    if (attempt > 0) url.searchParams.set('attempt', String(attempt));
    const bytes = await this.download(remote, url.href);
    if (integrity) await this.verify(remote, 'mf-manifest.json', url.href, bytes, integrity);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      json = undefined;
    }
    const parsed = manifestSchema.safeParse(json);
    if (!parsed.success) {
      throw new RemoteLoadError('invalid', `The ${remote} area's manifest is not valid.`);
    }
    return parsed.data;
  }
}
