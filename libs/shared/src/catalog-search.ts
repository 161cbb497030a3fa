// The catalog search dialog (`#search`, a hash dialog): any app asks for a selection of products
// through dialogService.searchCatalog; the shell hosts the dialog and mounts the catalog remote's
// search into it; the selection comes back to the caller, or null when the dialog closes otherwise.
import { create } from 'zustand';
import type { CatalogSearchRequest, CatalogSelection } from './contract';
import { openHashDialog } from './hash-dialog';

interface PendingCatalogSearch {
  id: number;
  request: CatalogSearchRequest;
  resolve: (selection: CatalogSelection | null) => void;
}

export const useCatalogSearchRequest = create<{ pending: PendingCatalogSearch | null }>()(() => ({ pending: null }));

let nextId = 1;

/**
 * Opens `#search` and resolves the selected products when confirmed, or null when the dialog is
 * closed without confirming (Close, Back, or another request replacing it). Opened without a
 * request (a deep link to #search), the dialog just browses.
 */
export function requestCatalogSearch(request: CatalogSearchRequest = {}): Promise<CatalogSelection | null> {
  settleCatalogSearch(null);
  return new Promise((resolve) => {
    useCatalogSearchRequest.setState({ pending: { id: nextId++, request, resolve } });
    openHashDialog('search');
  });
}

/** Called by the dialog: hands the selection (or null) to the waiting caller, once. */
export function settleCatalogSearch(selection: CatalogSelection | null): void {
  const { pending } = useCatalogSearchRequest.getState();
  if (!pending) return;
  useCatalogSearchRequest.setState({ pending: null });
  pending.resolve(selection);
}
