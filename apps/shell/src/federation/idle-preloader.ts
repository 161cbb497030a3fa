// Idle-time preload of the sidebar's areas (issue 19): once the app has been quiet for IDLE_QUIET_MS
// (no navigation, no click, key, wheel or touch) and the browser reports idle time, the remotes of
// the areas shown in the sidebar are loaded one after the other: manifest, entry and the exposed
// parcel module with its chunks, evaluated but not mounted (RemoteLoader.load, the same load a visit
// and the hover preload do, so a visit later finds it done), then the code of the pages its sidebar
// entries lead to (contract 1.4: the caller's `preload`, layout/use-idle-preload.ts). Activity pauses the queue (a load under
// way finishes) and the next remote waits for another quiet period; a hidden tab and a Save-Data
// connection preload nothing. Each remote is tried once: a failed preload is forgotten by the
// loader, so the real visit loads it again (and shows the failure if it fails again).
import type { RemoteName } from '@bullion/shared';

/** How long the app must be quiet before the idle preload starts, or goes on after activity. */
export const IDLE_QUIET_MS = 2000;
/** How long the browser may keep an idle callback waiting while the page stays busy. */
export const IDLE_CALLBACK_TIMEOUT_MS = 2000;
/** The user's input that counts as activity (moving the pointer does not: hovering a link preloads by itself). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The browser's timers and state; injectable for tests. */
export interface IdleEnvironment {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Absent (Safari): the quiet timer alone decides. */
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  cancelIdleCallback?: (handle: unknown) => void;
  isHidden(): boolean;
  saveData(): boolean;
}

type IdleCallbackWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

export function browserIdleEnvironment(win: Window = window): IdleEnvironment {
  const idleWindow = win as IdleCallbackWindow;
  const request = idleWindow.requestIdleCallback?.bind(win);
  const cancel = idleWindow.cancelIdleCallback?.bind(win);
  return {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    requestIdleCallback: request ? (callback, options) => request(callback, options) : undefined,
    cancelIdleCallback: cancel ? (handle) => cancel(handle as number) : undefined,
    isHidden: () => win.document.visibilityState === 'hidden',
    saveData: () => (win.navigator as SaveDataNavigator).connection?.saveData === true,
  };
}

export interface IdlePreloaderOptions {
  /** The remotes to preload, in order: asked again before each one (the sidebar may have changed). */
  remotes(): readonly RemoteName[];
  /** Loads one remote without mounting it; settles when it is loaded or has failed. */
  preload(remote: RemoteName): Promise<unknown>;
  /** Told after each remote (whether it loaded), and once every remote has been tried. */
  onPreloaded?(remote: RemoteName, ok: boolean): void;
  onDone?(): void;
  environment?: IdleEnvironment;
  quietMs?: number;
}

export class IdlePreloader {
  private readonly env: IdleEnvironment;
  private readonly quietMs: number;
  private readonly tried = new Set<RemoteName>();
  private quietTimer: unknown = null;
  private idleHandle: unknown = null;
  private loading = false;
  private stopped = true;
  private finished = false;

  constructor(private readonly options: IdlePreloaderOptions) {
    this.env = options.environment ?? browserIdleEnvironment();
    this.quietMs = options.quietMs ?? IDLE_QUIET_MS;
  }

  /** Starts waiting for the first quiet period. */
  start(): void {
    this.stopped = false;
    this.restart();
  }

  /** Navigation or input: the quiet period starts over (a load under way finishes first). */
  activity(): void {
    if (!this.stopped) this.restart();
  }

  /** The tab was hidden (nothing more until it shows again) or shown (a fresh quiet period). */
  visibilityChanged(): void {
    if (this.stopped) return;
    if (this.env.isHidden()) this.cancelWaits();
    else this.restart();
  }

  stop(): void {
    this.stopped = true;
    this.cancelWaits();
  }

  private cancelWaits() {
    if (this.quietTimer !== null) this.env.clearTimeout(this.quietTimer);
    if (this.idleHandle !== null) this.env.cancelIdleCallback?.(this.idleHandle);
    this.quietTimer = null;
    this.idleHandle = null;
  }

  private restart() {
    this.cancelWaits();
    if (this.finished || this.env.isHidden() || this.env.saveData()) return;
    this.quietTimer = this.env.setTimeout(() => {
      this.quietTimer = null;
      // A load still under way goes on to the next remote by itself when it settles.
      if (!this.loading) this.whenIdle();
    }, this.quietMs);
  }

  private whenIdle() {
    const { requestIdleCallback } = this.env;
    if (!requestIdleCallback) {
      this.next();
      return;
    }
    this.idleHandle = requestIdleCallback(() => {
      this.idleHandle = null;
      this.next();
    }, { timeout: IDLE_CALLBACK_TIMEOUT_MS });
  }

  private next() {
    if (this.stopped || this.env.isHidden() || this.env.saveData()) return;
    const remote = this.options.remotes().find((candidate) => !this.tried.has(candidate));
    if (!remote) {
      this.finished = true;
      this.options.onDone?.();
      return;
    }
    this.tried.add(remote);
    this.loading = true;
    let preloading: Promise<unknown>;
    try {
      preloading = this.options.preload(remote);
    } catch (error) {
      preloading = Promise.reject(error);
    }
    preloading
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        this.loading = false;
        this.options.onPreloaded?.(remote, ok);
        // Activity meanwhile armed a fresh quiet timer, which goes on; else straight to the next one.
        if (!this.stopped && this.quietTimer === null) this.whenIdle();
      })
      .catch(() => undefined);
  }
}
