// Opened on its own in dev (`npx nx serve orders`), this remote runs in a minimal host page on the
// mock API (./standalone.ts). The shell never loads this file: it mounts ./parcel. In a production
// build the standalone code is dropped (msw is never bundled) and the page points to the shell.
const root = document.getElementById('root');
if (import.meta.env.DEV) {
  // Async boundary, as in the shell: shared modules are negotiated before the host code runs.
  import('./standalone')
    .then(({ startStandalone }) => startStandalone())
    .catch((error: unknown) => {
      console.error('[standalone] start-up failed', error);
      if (root) root.textContent = `The standalone orders could not start: ${String(error)}`;
    });
} else if (root) {
  root.innerHTML =
    '<p style="font-family:system-ui;margin:2rem">This is the <strong>orders</strong> remote of Bullion Desk. ' +
    'Its pages are mounted by the shell: open <a href="http://localhost:4200/orders">http://localhost:4200/orders</a>.</p>';
}
