// Rendering an auth page for tests: a memory router at `url`, a fresh QueryClient, and a catch-all
// route that shows where the page navigated to.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(page: ReactElement, { url, path }: { url: string; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** An invite link's code, and the preview the API answers for it (`email`: the one address it is for). */
export const INVITE_CODE = 'abcdefghijklmnopqrstuvwxyz012345';

export const invitePreview = (email: string | null) => ({
  group: { id: '22222222-2222-4222-8222-222222222222', name: 'Northside Coins', type: 'team' as const, avatarUrl: null },
  role: { name: 'Member', value: 'member' },
  expiresAt: '2030-03-14T12:00:00.000Z',
  valid: true,
  email,
  alreadyMember: false,
});
