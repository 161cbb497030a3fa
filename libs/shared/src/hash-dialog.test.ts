import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogService } from './dialog';
import {
  bindShellNavigator,
  hashDialogHash,
  HASH_DIALOG_STATE_KEY,
  openedInApp,
  openHashDialog,
  parseHashDialog,
  settleTitleDesc,
  useTitleDescRequest,
} from './hash-dialog';

afterEach(() => {
  settleTitleDesc(null);
  window.history.replaceState(null, '', '/');
});

describe('parseHashDialog', () => {
  it.each([
    ['#menu', { name: 'menu' }],
    ['#team-upgrade', { name: 'team-upgrade' }],
    ['#pro-upgrade', { name: 'pro-upgrade' }],
    ['#create-team', { name: 'create-team' }],
    ['#spots', { name: 'spots' }],
    ['#title-desc', { name: 'title-desc' }],
    ['#search', { name: 'search' }],
    ['#product:123', { name: 'product', productId: '123' }],
    ['#product:a%20b', { name: 'product', productId: 'a b' }],
  ])('reads %s', (hash, parsed) => {
    expect(parseHashDialog(hash)).toEqual(parsed);
  });

  it.each(['', '#', '#unknown', '#product:', '#Spots', '#%E0'])('ignores %j', (hash) => {
    expect(parseHashDialog(hash)).toBeNull();
  });

  it('builds hashes, encoding product ids', () => {
    expect(hashDialogHash('spots')).toBe('#spots');
    expect(hashDialogHash('#product:a b')).toBe('#product:a%20b');
  });
});

describe('opening through the shell router', () => {
  it('pushes the hash with the in-app marker, keeping path and search', () => {
    const navigate = vi.fn();
    const unbind = bindShellNavigator(navigate);
    window.history.replaceState(null, '', '/inventory?q=gold');
    try {
      openHashDialog('spots');
      expect(navigate).toHaveBeenCalledWith('/inventory?q=gold#spots', { state: { [HASH_DIALOG_STATE_KEY]: true } });
      dialogService.openProduct('42');
      expect(navigate).toHaveBeenLastCalledWith('/inventory?q=gold#product:42', expect.anything());
    } finally {
      unbind();
    }
  });

  it('does nothing when the dialog is already open', () => {
    const navigate = vi.fn();
    const unbind = bindShellNavigator(navigate);
    window.history.replaceState(null, '', '/#spots');
    try {
      dialogService.open('spots');
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      unbind();
    }
  });

  it('without the shell router, pushes history itself and marks the entry as opened in-app', () => {
    dialogService.open('create-team');
    expect(window.location.hash).toBe('#create-team');
    expect(openedInApp((window.history.state as { usr?: unknown }).usr)).toBe(true);
    expect(openedInApp(null)).toBe(false);
  });
});

describe('dialogService.titleDesc', () => {
  it('opens #title-desc and resolves what the dialog submits', async () => {
    const promise = dialogService.titleDesc({ heading: 'New collection' });
    expect(window.location.hash).toBe('#title-desc');
    expect(useTitleDescRequest.getState().pending?.request.heading).toBe('New collection');
    settleTitleDesc({ title: 'Eagles', description: 'All the eagles' });
    await expect(promise).resolves.toEqual({ title: 'Eagles', description: 'All the eagles' });
    expect(useTitleDescRequest.getState().pending).toBeNull();
  });

  it('resolves null when closed, and a new request cancels the previous one', async () => {
    const first = dialogService.titleDesc();
    const second = dialogService.titleDesc();
    await expect(first).resolves.toBeNull();
    settleTitleDesc(null);
    await expect(second).resolves.toBeNull();
  });
});
