// Starts the mock API in the browser (msw's service worker), for a remote running on its own.
import { toastService } from '@bullion/shared';
import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { configureApiClient } from '@bullion/api-client';
import { signInMockSupabase } from './auth/fixtures';
import { mockDb } from './db';
import { MOCK_API_URL } from './http';
import { createMockHandlers, mockSession } from './index';

export interface StartMockApiOptions {
  apiUrl: string;
  /** Where the page serves msw's mockServiceWorker.js (generated with `npx msw init <public dir>`). */
  serviceWorkerUrl: string;
  /** Handlers for routes no slice mocks yet (createMockHandlers). */
  fallbacks?: readonly HttpHandler[];
}

export async function startMockApi({ apiUrl, serviceWorkerUrl, fallbacks }: StartMockApiOptions): Promise<void> {
  const worker = setupWorker(...createMockHandlers({ apiUrl, fallbacks }));
  // Everything outside the API (Vite's modules, fonts) goes to the network untouched.
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: serviceWorkerUrl }, quiet: true });
}

/**
 * The mock API of a remote's standalone page: msw's worker (every remote's dev server serves it at
 * /mockServiceWorker.js), the API client pointed at it with the shell's error toast, supabase-js
 * signed in to the mock auth server (storage uploads and signed URLs), and the signed-in mock session
 * to start with.
 */
export async function startStandaloneMockApi({ fallbacks }: Pick<StartMockApiOptions, 'fallbacks'> = {}): Promise<ReturnType<typeof mockSession>> {
  await startMockApi({ apiUrl: MOCK_API_URL, serviceWorkerUrl: '/mockServiceWorker.js', fallbacks });
  configureApiClient({
    apiUrl: MOCK_API_URL,
    onHttpError: (error) => toastService.show('error', `Request failed (${error.status})`, { description: error.message }),
  });
  await signInMockSupabase(mockDb.auth);
  return mockSession();
}
