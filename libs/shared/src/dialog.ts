// Dialog requests from any app land in one queue that the shell's DialogHost renders.
import { create } from 'zustand';
import type { ConfirmRequest, DialogService, InfoRequest, PromptRequest } from './contract';
import { requestCatalogSearch } from './catalog-search';
import { openHashDialog, requestTitleDesc } from './hash-dialog';

export type DialogRequest =
  | { id: number; kind: 'confirm'; request: ConfirmRequest; resolve: (value: boolean) => void }
  | { id: number; kind: 'info'; request: InfoRequest; resolve: () => void }
  | { id: number; kind: 'prompt'; request: PromptRequest; resolve: (value: string | null) => void };

interface DialogQueue {
  open: DialogRequest[];
  close(id: number): void;
}

let nextId = 1;

export const useDialogQueue = create<DialogQueue>()((set) => ({
  open: [],
  close: (id) => set((state) => ({ open: state.open.filter((dialog) => dialog.id !== id) })),
}));

function enqueue<T>(build: (id: number, resolve: (value: T) => void) => DialogRequest): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    const settle = (value: T) => {
      useDialogQueue.getState().close(id);
      resolve(value);
    };
    useDialogQueue.setState((state) => ({ open: [...state.open, build(id, settle)] }));
  });
}

/**
 * Closes every queued dialog as if cancelled (confirm: false, prompt: null): the user left the page
 * that asked. Hash dialogs are not queued here; they follow the hash by themselves.
 */
export function dismissQueuedDialogs(): void {
  for (const dialog of useDialogQueue.getState().open) {
    if (dialog.kind === 'confirm') dialog.resolve(false);
    else if (dialog.kind === 'prompt') dialog.resolve(null);
    else dialog.resolve();
  }
}

export const dialogService: DialogService = {
  confirm: (request) => enqueue<boolean>((id, resolve) => ({ id, kind: 'confirm', request, resolve })),
  info: (request) => enqueue<void>((id, resolve) => ({ id, kind: 'info', request, resolve })),
  prompt: (request) => enqueue<string | null>((id, resolve) => ({ id, kind: 'prompt', request, resolve })),
  openHash(hash) {
    // pushState through the shell's router, so that closing the dialog can go back in history.
    openHashDialog(hash);
  },
  open: (name) => openHashDialog(name),
  openProduct: (productId) => openHashDialog(`product:${productId}`),
  titleDesc: (request) => requestTitleDesc(request),
  searchCatalog: (request) => requestCatalogSearch(request),
};
