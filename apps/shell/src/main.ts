// Async boundary: shared modules are negotiated by the federation runtime before the app runs.
// If the app's own code cannot be fetched (a deploy replaced it, the network blinked), the page
// reloads once; a second failure shows a message instead of reloading in a loop.
import { STARTUP_FAILURE_HTML } from '@bullion/ui/page-state-texts';
import { reloadOnceForChunkError } from './errors/lazy-with-reload';

import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] could not load the application code', error);
  if (reloadOnceForChunkError()) return;
  const root = document.getElementById('root');
  if (root) root.innerHTML = STARTUP_FAILURE_HTML;
});
