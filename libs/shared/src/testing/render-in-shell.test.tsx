import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellServices } from '../shell-services-context';
import { fakeShellServices } from './fake-shell-services';
import { CurrentLocation, renderInShell } from './render-in-shell';

afterEach(cleanup);

function Probe() {
  const { dialog, navigation } = useShellServices();
  const client = useQueryClient();
  return (
    <button type="button" onClick={() => void dialog.confirm({ title: 'Sure?' }).then((yes) => yes && navigation.navigate(`/done?retry=${String(client.getDefaultOptions().queries?.retry)}`))}>
      Go
    </button>
  );
}

describe('renderInShell', () => {
  it('gives the component the fake services, a QueryClient without retries and a router at the path', async () => {
    const { services } = renderInShell(
      <>
        <Probe />
        <CurrentLocation />
      </>,
      { path: '/inventory?q=eagle' },
    );
    expect(screen.getByTestId('location').textContent).toBe('/inventory?q=eagle');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/done?retry=false'));
    expect(services.dialog.confirm).toHaveBeenCalledWith({ title: 'Sure?' });
  });

  it('takes overrides per service', async () => {
    const searchCatalog = vi.fn(async () => ({ products: [] }));
    const services = fakeShellServices({ dialog: { searchCatalog } });
    expect(await services.dialog.searchCatalog({})).toEqual({ products: [] });
    expect(await services.dialog.confirm({ title: 'Still answered' })).toBe(true);
  });
});
