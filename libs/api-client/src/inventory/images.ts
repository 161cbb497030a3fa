// Photos of inventory items (the drawer's quick add takes one with the phone's camera). The storage
// API has three buckets (products, profiles, groups) and no inventory one: item photos go to the
// group's folder of `products`, under inventory/. That folder is written by roles with catalog.write,
// which every built-in role that has inventory.write also has (@bullion/shared/permissions).
import { uploadGroupImage } from '../products/images';

export const INVENTORY_PHOTO_FOLDER = 'inventory';

/** Uploads a photo of an item of the group and returns its public address. */
export function uploadInventoryPhoto(groupId: string, file: File): Promise<string> {
  return uploadGroupImage(groupId, INVENTORY_PHOTO_FOLDER, file);
}
