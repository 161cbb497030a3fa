// useProductTitle against the mock API: the signed-in group's format applied to a product, the
// product's own title without a group, without a format, or while the group loads.
import { useAppStore } from '@bullion/shared';
import { signInToGroup, testQueryClient } from '@bullion/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, groupKeys, fetchProductTitleFormatter, productTitleValues, useProductTitle, type ProductTitleSource } from '@bullion/api-client';
import { MOCK_GROUP_ID, mockDb, resetMockDb, MOCK_API_URL, createMockHandlers } from '../index';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
});
afterEach(() => {
  cleanup();
  useAppStore.setState({ accessToken: '', permissions: {}, groupPermissions: {} });
});
afterAll(() => server.close());

const EAGLE: ProductTitleSource = { title: 'American Silver Eagle', year: 2024, weight: '1.000000', weightUnit: 'ozt', metal: 'silver' };

function setFormat(format: string | undefined) {
  const group = mockDb.groups.find((candidate) => candidate.id === MOCK_GROUP_ID);
  if (group) group.settings = format === undefined ? {} : { productTitleFormat: format };
}

function titleHook() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useProductTitle(), { wrapper }), client };
}

describe('useProductTitle', () => {
  it("titles a product with the signed-in group's format", async () => {
    setFormat('{year} {metal} {title} {weight} {weightUnit}');
    signInToGroup(MOCK_GROUP_ID, {});
    const { result } = titleHook();
    // The product's own title while the group loads, then the group's format.
    expect(result.current(EAGLE)).toBe('American Silver Eagle');
    await waitFor(() => expect(result.current(EAGLE)).toBe('2024 Silver American Silver Eagle 1 ozt'));
    // A missing value drops its placeholder.
    expect(result.current({ title: 'Gold bar', year: null, weight: 1.5, weightUnit: 'kg' })).toBe('Gold bar 1.5 kg');
  });

  it('keeps the product’s own title when the group has no format', async () => {
    setFormat(undefined);
    signInToGroup(MOCK_GROUP_ID, {});
    const { result, client } = titleHook();
    await waitFor(() => expect(client.getQueryState(groupKeys.detail(MOCK_GROUP_ID))?.status).toBe('success'));
    expect(result.current(EAGLE)).toBe('American Silver Eagle');
  });

  it('keeps the product’s own title without a signed-in group (nothing is asked of the API)', () => {
    const { result, client } = titleHook();
    expect(result.current(EAGLE)).toBe('American Silver Eagle');
    expect(client.getQueryCache().getAll().map((query) => query.state.fetchStatus)).toEqual(['idle']);
  });
});

describe('fetchProductTitleFormatter', () => {
  it("reads the group's format before titling, and falls back to the product's own title", async () => {
    setFormat('{title} ({year})');
    const client = testQueryClient();
    expect((await fetchProductTitleFormatter(client, MOCK_GROUP_ID))(EAGLE)).toBe('American Silver Eagle (2024)');
    expect((await fetchProductTitleFormatter(client, null))(EAGLE)).toBe('American Silver Eagle');
    // A group that cannot be read (here: unknown) does not stop the caller.
    expect((await fetchProductTitleFormatter(client, 'no-such-group'))(EAGLE)).toBe('American Silver Eagle');
  });
});

describe('productTitleValues', () => {
  it('gives weights as plain decimals and metals by their names, as the product page shows them', () => {
    expect(productTitleValues(EAGLE)).toEqual({ title: 'American Silver Eagle', year: 2024, weight: '1', weightUnit: 'ozt', metal: 'Silver' });
    expect(productTitleValues({ title: 'Kilo bar', weight: 1.0909, weightUnit: 'kg', metal: null })).toMatchObject({ weight: '1.0909', metal: null });
    expect(productTitleValues({ title: 'Bar', weight: '', weightUnit: ' ', metal: ' ' })).toMatchObject({ weight: null, weightUnit: null, metal: null });
  });
});
