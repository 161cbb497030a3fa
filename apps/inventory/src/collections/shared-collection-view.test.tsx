// The public share view (the shared-collection widget's content) against the contract's mocks,
// signed out: titles, images, owned / wanted and completion only; a link that is off says so.
import { configureApiClient } from '@bullion/api-client';
import { MOCK_API_URL, MOCK_SHARE_TOKEN } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApi, server } from '../testing/collections-harness';
import { LINK_OFF_TITLE, SharedCollectionView } from './shared-collection-view';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApi();
  useAppStore.getState().clearAccessToken();
  configureApiClient({ apiUrl: MOCK_API_URL });
});
afterEach(cleanup);
afterAll(() => server.close());

function renderView(token: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SharedCollectionView token={token} />
    </QueryClientProvider>,
  );
}

describe('a shared collection, signed out', () => {
  it('shows titles, images, owned / wanted and completion, and no money at all', async () => {
    const { container } = renderView(MOCK_SHARE_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Gold bullion coins of the world' })).toBeTruthy();
    expect(screen.getByText('2 of 6 entries complete')).toBeTruthy();
    expect(screen.getByLabelText('33.3% complete')).toBeTruthy();
    const entries = within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    const eagle = within(screen.getByRole('generic', { name: 'American Gold Eagle 1 oz' }));
    expect(eagle.getByText('10 of 1')).toBeTruthy();
    expect(eagle.getByText('Complete')).toBeTruthy();
    expect(eagle.getByRole('img', { name: 'American Gold Eagle 1 oz' })).toBeTruthy();
    expect(within(screen.getByRole('generic', { name: 'Canadian Gold Maple Leaf 1 oz' })).getByText('Missing')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\$|ozt|Prefer a 2024/);
  });

  it('says the collection is not shared when the link is off or mistyped', async () => {
    renderView('turnedOffOrMistypedToken_0000000000000000000');
    expect(await screen.findByText(LINK_OFF_TITLE)).toBeTruthy();
  });
});
