import { dialogService, useDialogQueue } from '@bullion/shared';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogsFollowLocation } from './dialogs-follow-location';

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Navigator />
      <DialogsFollowLocation />
    </MemoryRouter>,
  );
}

describe('dialogs opened by a page', () => {
  afterEach(() => {
    cleanup();
    useDialogQueue.setState({ open: [] });
  });

  it('close as cancelled when the user goes to another page', async () => {
    renderAt('/catalog');
    const prompt = dialogService.prompt({ title: 'New product', label: 'Title' });
    const confirm = dialogService.confirm({ title: 'Delete?' });
    expect(useDialogQueue.getState().open).toHaveLength(2);
    act(() => navigate('/'));
    await expect(prompt).resolves.toBeNull();
    await expect(confirm).resolves.toBe(false);
    expect(useDialogQueue.getState().open).toHaveLength(0);
  });

  it('close when only the hash changes', async () => {
    renderAt('/catalog');
    const prompt = dialogService.prompt({ title: 'New product', label: 'Title' });
    act(() => navigate('/catalog#spots'));
    await expect(prompt).resolves.toBeNull();
  });

  it('stay open while the address stays', () => {
    const view = renderAt('/catalog');
    void dialogService.prompt({ title: 'New product', label: 'Title' });
    view.rerender(
      <MemoryRouter initialEntries={['/catalog']}>
        <Navigator />
        <DialogsFollowLocation />
      </MemoryRouter>,
    );
    expect(useDialogQueue.getState().open).toHaveLength(1);
  });
});
