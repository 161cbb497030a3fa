// Photos of inventory items (the drawer's quick add takes one with the phone's camera). They go to
// the group's folder of the private `inventory-photos` bucket, which roles with inventory.write
// write and every member reads; the page shows them through signed URLs (useStoredImageUrl). Photos
// uploaded before, into the public `products` bucket, keep their public addresses.
import { uploadPrivateImage } from '../storage/private-files';

export const INVENTORY_PHOTO_FOLDER = 'inventory';

/** Uploads a photo of an item of the group and answers the address the item keeps. */
export function uploadInventoryPhoto(groupId: string, file: File): Promise<string> {
  return uploadPrivateImage('inventory-photos', groupId, INVENTORY_PHOTO_FOLDER, file);
}
