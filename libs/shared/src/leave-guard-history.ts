// Holds browser Back/Forward that would leave the page while a form has unsaved changes, puts the
// page's entry back and asks first (see unsaved-changes.tsx for the other leave guards).
//
// Why it works this way:
// - The shell and every parcel run their own <BrowserRouter>; a router that saw the POP would
//   render the next page and unmount the form. So the POP is stopped before any listener sees it,
//   by a gate: the first popstate/hashchange listener on window. Listeners on the event's target
//   run in the order they were added (Chromium runs them so even with capture, as measured), so
//   the shell installs the gate (installHistoryGate) before single-spa starts and adds its own
//   urlReroute; single-spa then calls the routers' listeners only from urlReroute. The gate is an
//   object with handleEvent, which single-spa's patched addEventListener does not keep for itself.
//   It does nothing while no form has unsaved changes.
// - Only trusted events are Back/Forward. single-spa's artificial popstate after pushState or
//   replaceState (`singleSpa: true`) and the popstate that shellNavigate dispatches announce a
//   navigation the app made itself; they pass and update the page we stand on.
// - A POP that keeps pathname and search (a hash dialog opening or closing) is not leaving.
// - To put the page back, react-router's `idx` in history.state gives the distance travelled, and
//   history.go(-distance) returns without touching the entries. Without an idx on both entries
//   (entries made by native hash links, single-spa's navigateToUrl, shellNavigate without a
//   router), the page's address and state are pushed again instead: the forward entries are lost,
//   but the form and its data stay, which matters more. The same happens when the return trip does
//   not land on the page (stale idx) or never arrives.
// - Leave then repeats the trip (history.go) and lets that one POP through.

const REVERT_TIMEOUT_MS = 1000;
/** Return trips by idx before falling back to pushing the page again; bounds any ping-pong. */
const MAX_RETURN_TRIPS = 2;

interface Entry {
  /** pathname + search: what a page is, for leaving purposes. */
  page: string;
  href: string;
  state: unknown;
  idx: number | undefined;
}

function currentEntry(): Entry {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  return { page: `${pathname}${search}`, href: `${pathname}${search}${hash}`, state, idx: historyIdx(state) };
}

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function pageOf(href: string): string {
  try {
    const url = new URL(href, window.location.href);
    return `${url.pathname}${url.search}`;
  } catch {
    return currentPage();
  }
}

/** react-router's position of the entry; undefined when the entry has none (or NaN after one). */
function historyIdx(state: unknown): number | undefined {
  const idx = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && Number.isInteger(idx) ? idx : undefined;
}

function isBackOrForward(event: Event): boolean {
  return event.isTrusted && (event as Event & { singleSpa?: unknown }).singleSpa !== true;
}

/**
 * Starts holding Back/Forward that would leave the current page: the routers never see it, the
 * address returns to the page, and `ask` decides (true: go where the user was going). Returns the
 * function that stops the guard.
 */
type GateHandler = (event: Event) => void;
let gateHandler: GateHandler | null = null;
let gateInstalled = false;

const gate = {
  handleEvent(event: Event) {
    gateHandler?.(event);
  },
};

/**
 * Adds the gate that Back/Forward guarding needs as the page's first popstate and hashchange
 * listener. The shell calls it before starting single-spa; without it (a remote on its own,
 * tests) the guard adds the gate when it starts, which holds the POP from every listener added
 * after that.
 */
export function installHistoryGate(): void {
  if (gateInstalled) return;
  gateInstalled = true;
  window.addEventListener('popstate', gate, true);
  window.addEventListener('hashchange', gate, true);
}

export function guardBackForward(ask: () => Promise<boolean>): () => void {
  let page = currentEntry();
  /** A return trip by history.go is under way; its POP is held too. */
  let returning: { trips: number; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The popstate single-spa dispatches for our own pushState. */
  let pushingPageBack = false;
  let asking = false;
  /** The answer, when it came while a return trip (after another Back) was still under way. */
  let earlyAnswer: boolean | null = null;
  /** From the page back to where the user was going. */
  let leaveDelta = 0;
  let letNextPopThrough = false;

  function hold(event: Event) {
    event.stopImmediatePropagation();
  }

  function pushPageBack() {
    pushingPageBack = true;
    try {
      window.history.pushState(page.state, '', page.href);
    } finally {
      pushingPageBack = false;
    }
    // One step back is where the user was going.
    leaveDelta = -1;
    pageRestored();
  }

  function returnBy(delta: number, trips: number) {
    returning = {
      trips,
      timer: setTimeout(() => {
        // history.go to a position that does not exist does nothing: do not wait forever.
        returning = null;
        pushPageBack();
      }, REVERT_TIMEOUT_MS),
    };
    window.history.go(delta);
  }

  /** The distance from the page to the entry we stand on, when both carry an idx. */
  function distanceFromPage(): number | undefined {
    const here = historyIdx(window.history.state);
    return here === undefined || page.idx === undefined ? undefined : here - page.idx;
  }

  function onPopState(event: PopStateEvent) {
    if (pushingPageBack) {
      hold(event);
      return;
    }
    if (!isBackOrForward(event)) {
      page = currentEntry();
      return;
    }
    if (returning) {
      hold(event);
      returnTripArrived();
      return;
    }
    if (letNextPopThrough || currentPage() === page.page) {
      letNextPopThrough = false;
      page = currentEntry();
      return;
    }
    hold(event);
    const delta = distanceFromPage();
    if (delta) {
      leaveDelta = delta;
      returnBy(-delta, 1);
    } else {
      pushPageBack();
    }
  }

  function returnTripArrived() {
    if (!returning) return;
    clearTimeout(returning.timer);
    const { trips } = returning;
    returning = null;
    if (currentPage() === page.page) {
      page = currentEntry();
      pageRestored();
      return;
    }
    // Landed elsewhere: a stale idx, or another Back in between.
    const delta = distanceFromPage();
    if (delta && trips < MAX_RETURN_TRIPS) returnBy(-delta, trips + 1);
    else pushPageBack();
  }

  function onHashChange(event: HashChangeEvent) {
    if (!event.isTrusted) return;
    // The hashchange of a POP being put back, or already put back: nobody saw that POP either.
    if (returning || currentPage() !== pageOf(event.newURL)) hold(event);
  }

  function pageRestored() {
    if (earlyAnswer !== null) {
      const leave = earlyAnswer;
      earlyAnswer = null;
      if (leave) goWhereTheUserWasGoing();
      return;
    }
    // A second Back while the question is open: the page is back, the question stays as it is.
    if (asking) return;
    asking = true;
    ask().then(
      (leave) => {
        asking = false;
        if (returning) earlyAnswer = leave;
        else if (leave) goWhereTheUserWasGoing();
      },
      () => {
        asking = false;
      },
    );
  }

  function goWhereTheUserWasGoing() {
    letNextPopThrough = true;
    window.history.go(leaveDelta);
  }

  const handler: GateHandler = (event) => {
    if (event.type === 'popstate') onPopState(event as PopStateEvent);
    else onHashChange(event as HashChangeEvent);
  };
  installHistoryGate();
  gateHandler = handler;

  return () => {
    if (gateHandler === handler) gateHandler = null;
    if (returning) clearTimeout(returning.timer);
    returning = null;
  };
}
