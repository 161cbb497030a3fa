// "Identify": the user picks the catalog product a drawer item is, in the shell's catalog search
// dialog; the item takes the product's title, metal, form, weight, purity and year (and its images
// when the item has no photo of its own), through PATCH /inventory/{id} with productId.
import { datasetsQueryOptions, productQueryOptions, updateInventoryItemMutationOptions } from '@bullion/api-client';
import { inventoryFieldsFromProduct, ITEM_WEIGHT_UNITS, type GramsPerUnit, type InventoryItem, type Product } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** Grams per unit from the datasets, needed only for a product weighed in another unit than ozt, g or kg. */
async function gramsFor(client: QueryClient, product: Product): Promise<GramsPerUnit> {
  if (!product.weightUnit || (ITEM_WEIGHT_UNITS as readonly string[]).includes(product.weightUnit)) return {};
  const datasets = await client.fetchQuery(datasetsQueryOptions());
  return Object.fromEntries(datasets.product.weightUnits.map((unit) => [unit.value, unit.grams]));
}

export function useIdentifyItem(item: InventoryItem) {
  const { dialog, toast } = useShellServices();
  const client = useQueryClient();
  const update = useMutation(updateInventoryItemMutationOptions(item.id));

  const identify = async () => {
    const selection = await dialog.searchCatalog({ confirmLabel: 'Identify', existingIds: item.productId ? [item.productId] : [] });
    const picked = selection?.products[0];
    if (!picked) return;
    try {
      const product = await client.fetchQuery(productQueryOptions(picked.id));
      if (!product) {
        toast.show('error', 'That product could not be found', { description: 'It may have been deleted. Search again.' });
        return;
      }
      const ownPhoto = item.obverseImage || item.reverseImage;
      await update.mutateAsync({
        ...inventoryFieldsFromProduct(product, await gramsFor(client, product)),
        ...(ownPhoto ? {} : { obverseImage: product.obverseImage, reverseImage: product.reverseImage }),
        version: item.version,
      });
      const extra = (selection?.products.length ?? 0) > 1 ? { description: 'Only the first product you selected was used.' } : undefined;
      toast.show('success', `Identified as ${product.title}`, extra);
    } catch {
      // The fetch layer's error toast says why (a 409 means someone changed the item meanwhile).
    }
  };

  return { identify, identifying: update.isPending };
}
