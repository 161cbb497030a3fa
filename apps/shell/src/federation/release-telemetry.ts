// What browsers tell the release registry (issue 36), from which it compares a canary's failure rate
// with the stable release's and rolls a bad canary back by itself: each remote load, loaded or failed
// with its reason; an area or widget that failed after its remote loaded (a crash caught by its
// boundary, a mount that timed out); an uncaught error or rejection thrown by a loaded remote's code.
// Equal events are counted, not repeated, and sent in batches: 10 s after the first one, and on
// pagehide as a beacon. Only when config.json has `releases`; previews are not releases and are not
// reported. Nothing personal is sent (remote, release, outcome, reason, count) and no credentials.
// A failed send is dropped, never retried. Nothing here throws into the app. Loaded only by a shell
// whose config.json has `releases` (releases.ts).
import { TELEMETRY_MAX_EVENTS, type TelemetryBatch, type TelemetryEvent, type TelemetryReason } from '@bullion/contract';
import type { RemoteName } from '@bullion/shared';
import type { ReleasesConfig } from '../config/shell-config';
import type { RemoteLoadReport } from './remote-loader';

export const TELEMETRY_INTERVAL_MS = 10_000;
/** The registry's limit per event. */
const MAX_COUNT = 1000;
/** Distinct events kept beyond one batch while the page stays; more are dropped. */
const MAX_QUEUED = 10 * TELEMETRY_MAX_EVENTS;

type Listener = (event: Event) => void;

export interface ReleaseTelemetryOptions {
  releases: ReleasesConfig;
  /** The release a load from `manifestUrl` is; undefined for an address that is no release (a preview). */
  releaseOf(remote: RemoteName, manifestUrl: string): string | undefined;
  intervalMs?: number;
  /** Where uncaught errors and pagehide are heard; injectable for tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: typeof fetch;
}

/** The script address a stack names first (Chrome's `at f (url:1:2)`, Firefox's `f@url:1:2`). */
export function scriptUrlOfStack(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return /(https?:\/\/[^\s()@]+?):\d+:\d+/.exec(stack)?.[1];
}

function scriptUrlOf(event: Event): string | undefined {
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    return reason instanceof Error ? scriptUrlOfStack(reason.stack) : undefined;
  }
  const { filename, error } = event as ErrorEvent;
  return filename || (error instanceof Error ? scriptUrlOfStack(error.stack) : undefined);
}

export class ReleaseTelemetry {
  /** Equal events once, with how many times they happened. */
  private readonly queue = new Map<string, { event: Omit<TelemetryEvent, 'count'>; count: number }>();
  /** Per loaded remote, the folder of its manifest (its code lives under it) and its release. */
  private readonly loaded = new Map<RemoteName, { folder: string; release: string }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly url: string;
  private readonly target: ReleaseTelemetryOptions['target'];
  private readonly listeners: [string, Listener][];

  constructor(private readonly options: ReleaseTelemetryOptions) {
    this.url = `${options.releases.url}/telemetry`;
    this.target = options.target ?? window;
    this.listeners = [
      ['error', (event) => this.uncaught(event)],
      ['unhandledrejection', (event) => this.uncaught(event)],
      ['pagehide', () => this.flush('beacon')],
    ];
    for (const [type, listener] of this.listeners) this.target?.addEventListener(type, listener);
  }

  /** A load's outcome (RemoteLoader's `report`), or a failure after the load (releases.ts `reportRemoteFailure`). */
  readonly record = (report: RemoteLoadReport): void => {
    try {
      const release = this.options.releaseOf(report.remote, report.manifestUrl);
      if (release === undefined) return;
      if (report.outcome === 'loaded') {
        this.loaded.set(report.remote, { folder: new URL('.', report.manifestUrl).href, release });
        this.add({ remote: report.remote, release, outcome: 'loaded' });
      } else {
        this.add({ remote: report.remote, release, outcome: 'failed', reason: report.reason });
      }
    } catch {
      // Telemetry never breaks what it watches.
    }
  };

  /** Sends what is queued: `beacon` when the page goes away, else a keepalive fetch. */
  flush(via: 'beacon' | 'fetch' = 'fetch'): void {
    try {
      clearTimeout(this.timer);
      this.timer = undefined;
      // Leaving the page: everything, in batches; else one batch and the rest 10 s later.
      do this.send(this.take(), via);
      while (via === 'beacon' && this.queue.size > 0);
      this.schedule();
    } catch {
      // Dropped: see the file's comment.
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [type, listener] of this.listeners) this.target?.removeEventListener(type, listener);
  }

  private uncaught(event: Event): void {
    try {
      const url = scriptUrlOf(event);
      if (!url) return;
      // The remote whose folder holds the script; the deepest folder when one holds another.
      let owner: { remote: RemoteName; release: string; folder: string } | undefined;
      for (const [remote, { folder, release }] of this.loaded) {
        if (url.startsWith(folder) && (!owner || folder.length > owner.folder.length)) owner = { remote, release, folder };
      }
      if (owner) this.add({ remote: owner.remote, release: owner.release, outcome: 'failed', reason: 'error' });
    } catch {
      // Telemetry never breaks what it watches.
    }
  }

  private add(event: { remote: string; release: string; outcome: 'loaded' | 'failed'; reason?: TelemetryReason }): void {
    const key = [event.remote, event.release, event.outcome, event.reason ?? ''].join('\t');
    const queued = this.queue.get(key);
    if (queued) queued.count = Math.min(MAX_COUNT, queued.count + 1);
    else if (this.queue.size < MAX_QUEUED) this.queue.set(key, { event, count: 1 });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== undefined || this.queue.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush('fetch');
    }, this.options.intervalMs ?? TELEMETRY_INTERVAL_MS);
  }

  /** Up to one batch of queued events, removed from the queue. */
  private take(): TelemetryEvent[] {
    const events: TelemetryEvent[] = [];
    for (const [key, { event, count }] of this.queue) {
      if (events.length === TELEMETRY_MAX_EVENTS) break;
      this.queue.delete(key);
      events.push(count > 1 ? { ...event, count } : event);
    }
    return events;
  }

  private send(events: TelemetryEvent[], via: 'beacon' | 'fetch'): void {
    if (events.length === 0) return;
    const batch: TelemetryBatch = { environment: this.options.releases.environment, events };
    const body = JSON.stringify(batch);
    const sendBeacon = 'sendBeacon' in this.options ? this.options.sendBeacon : navigator.sendBeacon?.bind(navigator);
    // A beacon outlives the page; the browser may refuse one (too much queued): then a keepalive fetch.
    if (via === 'beacon' && sendBeacon?.(this.url, new Blob([body], { type: 'application/json' }))) return;
    const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    void fetchImpl(this.url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }
}
