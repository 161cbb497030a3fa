import type { RemoteName } from '@bullion/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_QUIET_MS, IdlePreloader, type IdleEnvironment } from './idle-preloader';

interface Deferred {
  resolve(): void;
  reject(error: unknown): void;
}

function fakeEnvironment(state: { hidden?: boolean; saveData?: boolean; idleCallback?: boolean } = {}) {
  const environment: IdleEnvironment & { hidden: boolean; saveDataOn: boolean } = {
    hidden: state.hidden ?? false,
    saveDataOn: state.saveData ?? false,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    // The browser's idle time: here the next turn of the (fake) clock.
    requestIdleCallback: state.idleCallback === false ? undefined : (callback) => setTimeout(callback, 0),
    cancelIdleCallback: state.idleCallback === false ? undefined : (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    isHidden: () => environment.hidden,
    saveData: () => environment.saveDataOn,
  };
  return environment;
}

/** A preload whose loads settle when the test says so. */
function controlledPreload() {
  const pending = new Map<RemoteName, Deferred>();
  const preload = vi.fn(
    (remote: RemoteName) =>
      new Promise<void>((resolve, reject) => {
        pending.set(remote, { resolve, reject });
      }),
  );
  return { preload, pending };
}

function setup({ remotes = ['inventory', 'orders', 'catalog'] as RemoteName[], environment = fakeEnvironment() } = {}) {
  const { preload, pending } = controlledPreload();
  const onPreloaded = vi.fn();
  const onDone = vi.fn();
  const preloader = new IdlePreloader({ remotes: () => remotes, preload, onPreloaded, onDone, environment });
  return { preloader, preload, pending, onPreloaded, onDone, environment };
}

/** Lets the settled loads' callbacks and the idle callback run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('IdlePreloader', () => {
  it('preloads nothing before the app has been quiet for 2 s, then the first remote', async () => {
    const { preloader, preload } = setup();
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(preload.mock.calls).toEqual([['inventory']]);
  });

  it('preloads the remotes one at a time, each after the previous one settled, then reports done', async () => {
    const { preloader, preload, pending, onPreloaded, onDone } = setup();
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    expect(preload.mock.calls).toEqual([['inventory']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(preload.mock.calls).toEqual([['inventory']]);

    pending.get('inventory')?.resolve();
    await settle();
    expect(preload.mock.calls).toEqual([['inventory'], ['orders']]);
    pending.get('orders')?.resolve();
    await settle();
    expect(preload.mock.calls).toEqual([['inventory'], ['orders'], ['catalog']]);
    expect(onDone).not.toHaveBeenCalled();
    pending.get('catalog')?.resolve();
    await settle();
    expect(onPreloaded.mock.calls).toEqual([
      ['inventory', true],
      ['orders', true],
      ['catalog', true],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet period over on activity (input or navigation)', async () => {
    const { preloader, preload } = setup();
    preloader.start();
    await vi.advanceTimersByTimeAsync(1500);
    preloader.activity();
    await vi.advanceTimersByTimeAsync(1500);
    expect(preload).not.toHaveBeenCalled();
    preloader.activity();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(preload.mock.calls).toEqual([['inventory']]);
  });

  it('after activity during a load, finishes that load and waits for another quiet period before the next', async () => {
    const { preloader, preload, pending } = setup();
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    preloader.activity();
    pending.get('inventory')?.resolve();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS - 10);
    expect(preload.mock.calls).toEqual([['inventory']]);
    await vi.advanceTimersByTimeAsync(20);
    expect(preload.mock.calls).toEqual([['inventory'], ['orders']]);
  });

  it('preloads nothing while the tab is hidden, and starts a quiet period when it shows again', async () => {
    const environment = fakeEnvironment({ hidden: true });
    const { preloader, preload } = setup({ environment });
    preloader.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preload).not.toHaveBeenCalled();

    environment.hidden = false;
    preloader.visibilityChanged();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    expect(preload.mock.calls).toEqual([['inventory']]);
  });

  it('stops between remotes when the tab is hidden during a load', async () => {
    const environment = fakeEnvironment();
    const { preloader, preload, pending } = setup({ environment });
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    environment.hidden = true;
    preloader.visibilityChanged();
    pending.get('inventory')?.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preload.mock.calls).toEqual([['inventory']]);
  });

  it('preloads nothing on a Save-Data connection', async () => {
    const { preloader, preload } = setup({ environment: fakeEnvironment({ saveData: true }) });
    preloader.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preload).not.toHaveBeenCalled();
  });

  it('relies on the quiet timer alone where the browser has no requestIdleCallback', async () => {
    const { preloader, preload } = setup({ environment: fakeEnvironment({ idleCallback: false }) });
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS);
    expect(preload.mock.calls).toEqual([['inventory']]);
  });

  it('goes on with the next remote after a failed preload, and tries each remote once', async () => {
    const { preloader, preload, pending, onPreloaded, onDone } = setup({ remotes: ['inventory', 'catalog'] });
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    pending.get('inventory')?.reject(new Error('unreachable'));
    await settle();
    expect(preload.mock.calls).toEqual([['inventory'], ['catalog']]);
    pending.get('catalog')?.resolve();
    await settle();
    expect(onPreloaded.mock.calls).toEqual([
      ['inventory', false],
      ['catalog', true],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);

    preloader.activity();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('survives a preload that throws instead of rejecting', async () => {
    const onPreloaded = vi.fn();
    const preload = vi.fn((remote: RemoteName) => {
      if (remote === 'inventory') throw new Error('boom');
      return Promise.resolve();
    });
    const preloader = new IdlePreloader({ remotes: () => ['inventory', 'catalog'], preload, onPreloaded, environment: fakeEnvironment() });
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 5);
    expect(onPreloaded.mock.calls).toEqual([
      ['inventory', false],
      ['catalog', true],
    ]);
  });

  it('asks for the remotes before each one, so a remote that left the sidebar is skipped', async () => {
    let remotes: RemoteName[] = ['inventory', 'orders', 'catalog'];
    const { preload, pending } = controlledPreload();
    const preloader = new IdlePreloader({ remotes: () => remotes, preload, environment: fakeEnvironment() });
    preloader.start();
    await vi.advanceTimersByTimeAsync(IDLE_QUIET_MS + 1);
    remotes = ['inventory', 'catalog'];
    pending.get('inventory')?.resolve();
    await settle();
    expect(preload.mock.calls).toEqual([['inventory'], ['catalog']]);
  });

  it('preloads nothing after stop()', async () => {
    const { preloader, preload } = setup();
    preloader.start();
    await vi.advanceTimersByTimeAsync(1000);
    preloader.stop();
    preloader.activity();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preload).not.toHaveBeenCalled();
  });
});
