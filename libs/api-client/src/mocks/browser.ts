// Starts the mock API in the browser (msw's service worker), for a remote running on its own.
import { setupWorker } from 'msw/browser';
import { createMockHandlers } from './index';

export interface StartMockApiOptions {
  apiUrl: string;
  /** Where the page serves msw's mockServiceWorker.js (generated with `npx msw init <public dir>`). */
  serviceWorkerUrl: string;
}

export async function startMockApi({ apiUrl, serviceWorkerUrl }: StartMockApiOptions): Promise<void> {
  const worker = setupWorker(...createMockHandlers({ apiUrl }));
  // Everything outside the API (Vite's modules, fonts) goes to the network untouched.
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: serviceWorkerUrl }, quiet: true });
}
