// Product images live in the `products` storage bucket, in a folder per group (the storage API
// lets members with catalog.write write there).
import { loadSupabase } from '../auth/supabase';

export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The file name extension an uploaded image is stored under, by its type. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** Why a file cannot be a product image, or null when it can. */
export function productImageProblem(file: { type: string; size: number }): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `The image must be at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

/**
 * Uploads an image into the group's folder of the `products` bucket, under `folder`, with a fresh
 * name, and returns its public address.
 */
export async function uploadGroupImage(groupId: string, folder: string, file: File): Promise<string> {
  const problem = productImageProblem(file);
  if (problem) throw new Error(problem);
  const path = `${groupId}/${folder}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[file.type]}`;
  const bucket = (await loadSupabase()).storage.from('products');
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`The image could not be uploaded: ${error.message}`);
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** Uploads an image for a group product and returns its public address. */
export function uploadProductImage(groupId: string, productId: string, file: File): Promise<string> {
  return uploadGroupImage(groupId, productId, file);
}
