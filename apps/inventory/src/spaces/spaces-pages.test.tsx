import { apiError, MOCK_API_URL, MOCK_ITEM_IDS, MOCK_SPACE_IDS } from '@bullion/api-mocks';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, resetApi, server, writes } from '../testing/render-page';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { INVENTORY_ROUTES } from '../app';

beforeAll(() => preloadPages(INVENTORY_ROUTES), PRELOAD_TIMEOUT_MS);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApi());
afterEach(cleanup);
afterAll(() => server.close());

const openActions = async (name: string, action: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByText(action));
};

describe('/spaces', () => {
  it('explains a non-empty space instead of asking to delete it', async () => {
    const { services } = renderPage('/spaces');
    await openActions('Home safe', 'Delete');
    await waitFor(() =>
      expect(services.dialog.info).toHaveBeenCalledWith(expect.objectContaining({ title: 'Home safe is not empty', content: expect.stringContaining('still holds 10 items and 2 locations') })),
    );
    expect(services.dialog.confirm).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('deletes an empty space after confirming', async () => {
    const { services } = renderPage('/spaces');
    await openActions('Bottom drawer', 'Delete');
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Storage space "Bottom drawer" deleted'));
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete Bottom drawer?', confirmLabel: 'Delete' }));
    expect(writes).toEqual([{ method: 'DELETE', path: `/spaces/${MOCK_SPACE_IDS.bottomDrawer}`, body: null }]);
  });

  it('explains the API\'s 409 space_not_empty when something arrived meanwhile', async () => {
    resetApi(http.delete(`${MOCK_API_URL}/spaces/:id`, () => apiError(409, 'space_not_empty', 'Bottom drawer still holds 1 item.')));
    const { services } = renderPage('/spaces');
    await openActions('Bottom drawer', 'Delete');
    await waitFor(() => expect(services.dialog.info).toHaveBeenCalledWith(expect.objectContaining({ title: 'Bottom drawer is not empty' })));
    expect(services.toast.show).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('adds a location inside a space', async () => {
    const { services } = renderPage('/spaces');
    await openActions('Home safe', 'Add location inside');
    fireEvent.change(await screen.findByPlaceholderText('e.g. Top shelf, Box A'), { target: { value: '  Lower shelf ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Location "Lower shelf" added to Home safe'));
    expect(writes).toEqual([{ method: 'POST', path: '/spaces', body: { name: 'Lower shelf', parentId: MOCK_SPACE_IDS.homeSafe, kind: null, notes: null } }]);
  });
});

describe('/spaces/inventory', () => {
  it('moves items selected in different spaces with one request', async () => {
    const { services } = renderPage('/spaces/inventory');
    fireEvent.click(await screen.findByLabelText('Select Mexican Silver Libertad 1 oz'));
    fireEvent.click(screen.getByLabelText('Select Austrian Silver Philharmonic 1 oz'));
    fireEvent.click(await screen.findByText('Move to…'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Destination' }));
    fireEvent.click(await screen.findByTitle('Home safe › Top shelf › Box A'));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Moved 2 items to Home safe › Top shelf › Box A'));
    expect(writes).toEqual([{ method: 'POST', path: '/inventory/move', body: { ids: [MOCK_ITEM_IDS.philharmonics, MOCK_ITEM_IDS.libertads], spaceId: MOCK_SPACE_IDS.boxA } }]);
  });
});
