// This remote's own page (index.html). In dev it starts the standalone host on the mock API
// (./standalone.ts); a production build leaves that branch and msw out and points to the shell.
import { showRemotePage } from '@bullion/shared/remote-page';

showRemotePage({
  remote: __REMOTE_NAME__,
  shellUrl: __REMOTE_SHELL_URL__,
  standalone: import.meta.env.DEV ? () => import('./standalone') : null,
});
