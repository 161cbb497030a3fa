// Renders catalog components as they run inside the shell (@bullion/shared/testing) with the
// page's QueryClient singleton, the API answered by a fetch stub keyed by path.
import { configureApiClient } from '@bullion/api-client';
import { queryClient, useAppStore } from '@bullion/shared';
import { renderInShell as renderWithShell, type RenderInShellOptions } from '@bullion/shared/testing';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const API = 'http://api.test/api';

export type ApiRoute = (url: URL, init: RequestInit | undefined) => unknown;

/** Stubs fetch: the first route whose key (`GET /products`) matches answers with its JSON, or a Response. */
export function stubApi(routes: Record<string, ApiRoute>) {
  configureApiClient({ apiUrl: API });
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.pathname.replace(/^\/api/, '');
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      if (routeMethod === method && regex.test(path)) {
        const answer = await route(url, init);
        if (answer instanceof Response) return answer;
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: `No stub for ${method} ${path}` } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

/** Catalog components prefetch through the page's QueryClient singleton (schedulePreload), so tests render with it. */
export function renderInShell(ui: ReactNode, options: Omit<RenderInShellOptions, 'client'> = {}) {
  return renderWithShell(ui, { ...options, client: queryClient });
}

/** Resets what tests share through the page's singletons. */
export function resetShared() {
  queryClient.clear();
  useAppStore.setState({ accessToken: '', permissions: {}, groupPermissions: {} });
  vi.unstubAllGlobals();
}
