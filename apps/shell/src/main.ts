// Async boundary: shared modules are negotiated by the federation runtime before the app runs.
// If the app's own code cannot be fetched (a deploy replaced it, the network blinked), the page
// reloads once; a second failure shows a message instead of reloading in a loop.
import { reloadOnceForChunkError } from './errors/lazy-with-reload';

import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] could not load the application code', error);
  if (reloadOnceForChunkError()) return;
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main role="alert" style="font-family:system-ui;padding:48px;text-align:center">' +
      '<h1>Something went wrong!</h1><p>Bullion Desk could not load. Check your connection, then reload the page.</p></main>';
  }
});
