import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellRoutes } from '../app';
import { useSessionStore } from '../auth/session-store';
import { isAppPath } from './not-found-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <ShellRoutes />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('unknown addresses', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.setState({ status: 'loading', session: null });
  });

  it('knows the pages of the app: the dashboard and every remote area', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/inventory')).toBe(true);
    expect(isAppPath('/inventory/7')).toBe(true);
    expect(isAppPath('/price-templates')).toBe(true);
    expect(isAppPath('/drawer')).toBe(true);
    expect(isAppPath('/drawer/x')).toBe(false);
    expect(isAppPath('/no-such-page')).toBe(false);
  });

  it('signed out: Not Found on the public layout, with a way to log in', async () => {
    useSessionStore.setState({ status: 'signed-out', session: null });
    renderAt('/no-such-page');
    expect(await screen.findByText('Not Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to log in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
