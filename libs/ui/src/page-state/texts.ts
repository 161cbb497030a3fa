// The words every page-state component says, written once. A leaf with no imports, so that the
// shell's start-up fallback (apps/shell/src/main.ts, before React or any shared module) can say them too.

/** What to do about a load that failed without a reason from the server. */
export const CHECK_CONNECTION = 'Check your connection and try again.';

/** The catch-all page: an address no route answers. */
export const NOT_FOUND_TITLE = 'Not Found';
export const NOT_FOUND_DESCRIPTION = 'There is no page at this address.';

/**
 * The page written into #root when the application's own code cannot be fetched twice in a row: no
 * React, no stylesheet yet, so plain HTML with inline styles.
 */
export const STARTUP_FAILURE_HTML =
  '<main role="alert" style="font-family:system-ui;padding:48px;text-align:center">' +
  '<h1>Something went wrong!</h1><p>Bullion Desk could not load. Check your connection, then reload the page.</p></main>';
