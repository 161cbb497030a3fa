import { afterEach, describe, expect, it } from 'vitest';
import { dialogService, useDialogQueue, type DialogRequest } from './dialog';

function queued(): DialogRequest[] {
  return useDialogQueue.getState().open;
}

function only<K extends DialogRequest['kind']>(kind: K): Extract<DialogRequest, { kind: K }> {
  const open = queued();
  expect(open).toHaveLength(1);
  const [request] = open;
  expect(request?.kind).toBe(kind);
  return request as Extract<DialogRequest, { kind: K }>;
}

describe('dialogService', () => {
  afterEach(() => {
    useDialogQueue.setState({ open: [] });
    window.history.replaceState(null, '', '/');
  });

  it('confirm queues a confirm dialog and resolves true when it is confirmed', async () => {
    const promise = dialogService.confirm({ title: 'Delete product?', confirmLabel: 'Delete' });
    const dialog = only('confirm');
    expect(dialog.request).toEqual({ title: 'Delete product?', confirmLabel: 'Delete' });

    dialog.resolve(true);

    await expect(promise).resolves.toBe(true);
    expect(queued()).toEqual([]);
  });

  it('confirm resolves false when it is cancelled', async () => {
    const promise = dialogService.confirm({ title: 'Leave page?' });
    only('confirm').resolve(false);
    await expect(promise).resolves.toBe(false);
    expect(queued()).toEqual([]);
  });

  it('prompt resolves with the submitted text and leaves the queue', async () => {
    const promise = dialogService.prompt({ title: 'Rename drawer', defaultValue: 'A1' });
    const dialog = only('prompt');
    expect(dialog.request.title).toBe('Rename drawer');

    dialog.resolve('Drawer B');

    await expect(promise).resolves.toBe('Drawer B');
    expect(queued()).toEqual([]);
  });

  it('prompt resolves null when cancelled', async () => {
    const promise = dialogService.prompt({ title: 'Rename drawer' });
    only('prompt').resolve(null);
    await expect(promise).resolves.toBeNull();
  });

  it('info resolves once closed and leaves the queue', async () => {
    const promise = dialogService.info({ title: 'Saved', content: 'Your changes are saved.' });
    const dialog = only('info');
    expect(dialog.request).toEqual({ title: 'Saved', content: 'Your changes are saved.' });

    dialog.resolve();

    await expect(promise).resolves.toBeUndefined();
    expect(queued()).toEqual([]);
  });

  it('queues several dialogs in order with distinct ids, and closing one keeps the others', async () => {
    const first = dialogService.confirm({ title: 'First' });
    const second = dialogService.prompt({ title: 'Second' });
    const open = queued();
    expect(open.map((dialog) => dialog.request.title)).toEqual(['First', 'Second']);
    expect(new Set(open.map((dialog) => dialog.id)).size).toBe(2);

    const [firstDialog, secondDialog] = open as [
      Extract<DialogRequest, { kind: 'confirm' }>,
      Extract<DialogRequest, { kind: 'prompt' }>,
    ];
    secondDialog.resolve('typed');
    await expect(second).resolves.toBe('typed');
    expect(queued().map((dialog) => dialog.request.title)).toEqual(['First']);

    firstDialog.resolve(true);
    await expect(first).resolves.toBe(true);
    expect(queued()).toEqual([]);
  });

  it('openHash puts the dialog hash in the address and announces it with hashchange', () => {
    const events: string[] = [];
    const onHashChange = () => events.push(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    try {
      dialogService.openHash('product:42');
      expect(window.location.hash).toBe('#product:42');
      expect(events).toEqual(['#product:42']);

      // Opening the dialog that is already open does nothing.
      dialogService.openHash('#product:42');
      expect(events).toEqual(['#product:42']);
    } finally {
      window.removeEventListener('hashchange', onHashChange);
    }
  });
});
