// What a remote's own page (its index.html, opened at the remote's own address) shows. The shell
// never loads it: it mounts the remote's ./parcel. In dev (`npx nx serve <remote>`) the page starts
// the standalone host on the mock API; a production build passes no starter, so neither the host
// nor msw is bundled, and the page points to the remote's area in the shell instead.
// Imports nothing: it runs before the federation runtime has negotiated any shared module, and a
// module it shared with the library would pull the library's chunk into this small page.

/** Loads the remote's standalone start-up (its `standalone.ts`); only ever passed in dev. */
export type StandaloneStarter = () => Promise<{ startStandalone(): Promise<void> }>;

export interface RemotePageOptions {
  remote: string;
  /** The remote's area in the shell, the address the production page points to. */
  shellUrl: string;
  standalone: StandaloneStarter | null;
}

export function showRemotePage({ remote, shellUrl, standalone }: RemotePageOptions): void {
  const root = document.getElementById('root');
  if (standalone) {
    // Async boundary, as in the shell: shared modules are negotiated before the host code runs.
    standalone()
      .then(({ startStandalone }) => startStandalone())
      .catch((error: unknown) => {
        console.error('[standalone] start-up failed', error);
        if (root) root.textContent = `The standalone ${remote} could not start: ${String(error)}`;
      });
  } else if (root) {
    root.innerHTML =
      `<p style="font-family:system-ui;margin:2rem">This is the <strong>${remote}</strong> remote of Bullion Desk. ` +
      `Its pages are mounted by the shell: open <a href="${shellUrl}">${shellUrl}</a>.</p>`;
  }
}
