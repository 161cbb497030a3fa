// What a member does to a collection's entries: add products through the shell's catalog search
// (the products already in it shown checked and disabled), change one, remove one after a confirm,
// rearrange them, and, for a missing entry, add the pieces to the inventory or start a buy order.
import { addCollectionEntriesMutationOptions, createInventoryItemMutationOptions, removeCollectionEntryMutationOptions, reorderCollectionEntriesMutationOptions, updateCollectionEntryMutationOptions, useProductTitle } from '@bullion/api-client';
import { COLLECTION_MAX_ADD, type Collection, type CollectionEntry, type CollectionEntryPatch } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { buyOrderPath } from './buy-order';

export const ADD_TO_COLLECTION_LABEL = 'Add to collection';

/** An entry's name: its product's title in the group's product title format, or a stand-in when the product is gone from the catalog. */
export function useEntryTitle(): (entry: Pick<CollectionEntry, 'product'>) => string {
  const titleOf = useProductTitle();
  return useCallback((entry: Pick<CollectionEntry, 'product'>) => (entry.product ? titleOf(entry.product) : 'Unavailable product'), [titleOf]);
}

const products = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;

/** "3" → 3; anything that is not a whole number of pieces within an item's limits → null. */
export function parsePieces(text: string): number | null {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : null;
}

export function useEntryActions(collection: Collection, { onConflict }: { onConflict(): void }) {
  const { dialog, navigation, toast } = useShellServices();
  const add = useMutation(addCollectionEntriesMutationOptions(collection.id));
  const update = useMutation(updateCollectionEntryMutationOptions(collection.id));
  const remove = useMutation(removeCollectionEntryMutationOptions(collection.id));
  const reorder = useMutation(reorderCollectionEntriesMutationOptions(collection.id));
  const createItem = useMutation(createInventoryItemMutationOptions());
  const entryTitle = useEntryTitle();

  const addProducts = async () => {
    const selection = await dialog.searchCatalog({ existingIds: collection.entries.map((entry) => entry.productId), confirmLabel: ADD_TO_COLLECTION_LABEL });
    const picked = selection?.products ?? [];
    if (!picked.length) return;
    let added = 0;
    let skipped = 0;
    // One request per 500 products (the API's bound on one add).
    for (let start = 0; start < picked.length; start += COLLECTION_MAX_ADD) {
      const result = await add.mutateAsync({ entries: picked.slice(start, start + COLLECTION_MAX_ADD).map((product) => ({ productId: product.id })) });
      added += result.added.length;
      skipped += result.skipped.length;
    }
    const description = skipped ? `${products(skipped)} already in it ${skipped === 1 ? 'was' : 'were'} skipped.` : undefined;
    if (!added) toast.show('info', 'Nothing new to add', { description });
    else toast.show('success', added === 1 && picked.length === 1 ? `Added "${picked[0]?.title}" to the collection` : `Added ${products(added)} to the collection`, { description });
  };

  const updateEntry = (entry: CollectionEntry, patch: CollectionEntryPatch) => update.mutateAsync({ entryId: entry.id, patch });

  const removeEntry = async (entry: CollectionEntry) => {
    const confirmed = await dialog.confirm({
      title: `Remove "${entryTitle(entry)}" from the collection?`,
      text: 'Its wanted quantity, target grade and notes go with it. The inventory items stay as they are.',
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    await remove.mutateAsync(entry.id);
    toast.show('success', `Removed "${entryTitle(entry)}" from the collection`);
  };

  /** Saves a new arranged order (shown at once); when the entries changed meanwhile, reads them again. */
  const reorderEntries = async (entryIds: string[]) => {
    try {
      await reorder.mutateAsync(entryIds);
    } catch {
      onConflict();
    }
  };

  /** A missing entry's pieces, received: a new drawer item for the product (as "Add from the catalog" makes), of the target grade. */
  const addToInventory = async (entry: CollectionEntry) => {
    const title = entryTitle(entry);
    const grade = entry.targetGrade ? `, graded ${entry.targetGrade} (the entry counts only that grade)` : '';
    const text = await dialog.prompt({
      title: `Add "${title}" to the inventory`,
      text: `The pieces go to the drawer${grade}. Set their cost there, then put them away.`,
      label: 'Pieces',
      defaultValue: String(Math.max(entry.missing, 1)),
      submitLabel: 'Add to inventory',
    });
    if (text === null) return;
    const quantity = parsePieces(text);
    if (quantity === null) {
      toast.show('warning', 'Enter a whole number of pieces, from 1 to 1,000,000');
      return;
    }
    await createItem.mutateAsync({ productId: entry.productId, quantity, grade: entry.targetGrade ?? undefined });
    toast.show('success', `Added ${quantity.toLocaleString('en-US')} × "${title}" to the drawer`, { description: 'Set the cost on the item, then put it away.' });
  };

  /** The orders remote's new buy order, with the product and the pieces missing (docs/collections-ui.md). */
  const startBuyOrder = (entry: CollectionEntry) => navigation.navigate(buyOrderPath(entry.productId, entry.missing));

  return {
    addProducts,
    updateEntry,
    removeEntry,
    reorderEntries,
    addToInventory,
    startBuyOrder,
    adding: add.isPending,
    removingId: remove.isPending ? remove.variables : null,
    addingToInventoryId: createItem.isPending ? (createItem.variables?.productId ?? null) : null,
  };
}
