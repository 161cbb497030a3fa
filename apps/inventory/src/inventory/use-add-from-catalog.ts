// "Add from catalog": the shell's catalog search dialog (dialog.searchCatalog), with the products
// already held shown checked and disabled (existingIds), then one new item per product picked.
// Fields not given (title, metal, weights, images) come from the product, on the API's side.
import { createInventoryItem, refreshInventory } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAllInventory } from './fetch-all';

export const ADD_FROM_CATALOG_LABEL = 'Add to inventory';

/** The catalog products the held items are, each once. */
export function heldProductIds(items: readonly { productId: string | null }[]): string[] {
  return [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
}

export function useAddFromCatalog() {
  const { dialog, toast } = useShellServices();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const addFromCatalog = async () => {
    setBusy(true);
    try {
      const held = heldProductIds(await fetchAllInventory(client, {}));
      const selection = await dialog.searchCatalog({ existingIds: held, confirmLabel: ADD_FROM_CATALOG_LABEL });
      if (!selection?.products.length) return;
      const results = await Promise.allSettled(selection.products.map((product) => createInventoryItem({ productId: product.id, quantity: 1 })));
      const created = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.item] : []));
      const added = created.length;
      if (added) {
        await refreshInventory(client);
        // Named as the new item is (the product's own title), not as the search showed the product.
        toast.show('success', added === 1 ? `Added ${created[0]?.title ?? '1 item'} to the drawer` : `Added ${added} items to the drawer`, {
          description: 'Set quantities and costs on each item, then put them away.',
        });
      }
      if (added < results.length) toast.show('error', `${results.length - added} of ${results.length} products could not be added`);
    } catch (error) {
      toast.show('error', 'The catalog could not be opened', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return { addFromCatalog, busy };
}
