// The Back/Forward guard as it runs in the composed app: single-spa started (it patches history and
// keeps function listeners for popstate/hashchange), routers as plain function listeners.
import { start } from 'single-spa';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { guardBackForward } from './leave-guard-history';

beforeAll(() => start({ urlRerouteOnly: true }));

afterEach(() => {
  vi.useRealTimers();
});

/** Addresses a router (a function listener, so single-spa calls it after its reroute) was told about. */
function watchRouter(): string[] {
  const seen: string[] = [];
  const onPopState = () => seen.push(`${window.location.pathname}${window.location.hash}`);
  window.addEventListener('popstate', onPopState);
  onTestFinished(() => window.removeEventListener('popstate', onPopState));
  return seen;
}

function watchHashChanges(): string[] {
  const seen: string[] = [];
  const onHashChange = (event: HashChangeEvent) => seen.push(new URL(event.newURL).pathname + new URL(event.newURL).hash);
  window.addEventListener('hashchange', onHashChange);
  onTestFinished(() => window.removeEventListener('hashchange', onHashChange));
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * Sets up history (the first path replaces the current entry) before the guard or routers look;
 * single-spa reroutes (and calls routers) after a delay, so wait for that to pass.
 */
async function visit(...entries: [path: string, state: unknown][]) {
  entries.forEach(([path, state], index) => window.history[index ? 'pushState' : 'replaceState'](state, '', path));
  await settle();
}

function routerState(idx: number) {
  return { usr: null, key: `k${idx}`, idx };
}

/** Starts the guard with a question the test answers. */
function guard() {
  let answer: (leave: boolean) => void = () => undefined;
  const ask = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  const stop = guardBackForward(ask);
  onTestFinished(stop);
  return { ask, answer: (leave: boolean) => answer(leave), stop };
}

describe('guardBackForward under single-spa', () => {
  it('holds Back before single-spa and the routers see it, and asks once the page is back', async () => {
    await visit(['/inventory', routerState(0)], ['/inventory/7/edit', routerState(1)]);
    const seen = watchRouter();
    const { ask, answer } = guard();
    window.history.back();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/inventory/7/edit');
    expect(window.history.state).toEqual(routerState(1));
    answer(true);
    await vi.waitFor(() => expect(seen).toEqual(['/inventory']));
  });

  it("follows the app's own navigation (single-spa's popstate after pushState) without asking", async () => {
    await visit(['/inventory/7/edit', routerState(0)]);
    const seen = watchRouter();
    const { ask } = guard();
    window.history.pushState(routerState(1), '', '/orders');
    await vi.waitFor(() => expect(seen).toEqual(['/orders']));
    // The page is now /orders: Back to the form leaves it.
    window.history.back();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/orders');
  });

  it('pushes the page back when the entries carry no idx, and Leave goes one step back', async () => {
    await visit(['/inventory', null], ['/inventory/7/edit', { usr: { from: 'list' } }]);
    const seen = watchRouter();
    const { ask, answer } = guard();
    window.history.back();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/inventory/7/edit');
    expect(window.history.state).toEqual({ usr: { from: 'list' } });
    await settle();
    // Not even single-spa's popstate for the pushed entry reached the routers.
    expect(seen).toEqual([]);
    answer(true);
    await vi.waitFor(() => expect(seen).toEqual(['/inventory']));
  });

  it('pushes the page back when the return trip never arrives', async () => {
    // An idx that does not match the real positions: history.go(+5) goes nowhere.
    await visit(['/inventory', routerState(0)], ['/inventory/7/edit', routerState(5)]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = watchRouter();
    const { ask } = guard();
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/inventory'));
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(window.location.pathname).toBe('/inventory/7/edit');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('holds the hashchange of a held Back as well', async () => {
    await visit(['/inventory#spots', routerState(0)], ['/inventory/7/edit', routerState(1)]);
    const hashChanges = watchHashChanges();
    const { ask } = guard();
    window.history.back();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await settle();
    expect(hashChanges.filter((url) => url.startsWith('/inventory#'))).toEqual([]);
  });

  it('lets Back through once stopped', async () => {
    await visit(['/inventory', routerState(0)], ['/inventory/7/edit', routerState(1)]);
    const seen = watchRouter();
    const { ask, stop } = guard();
    stop();
    window.history.back();
    await vi.waitFor(() => expect(seen).toEqual(['/inventory']));
    expect(ask).not.toHaveBeenCalled();
  });
});
