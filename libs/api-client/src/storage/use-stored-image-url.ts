// The address to put in an <img> for a stored image field: public images as they are (made
// absolute), private ones through their signed URL (null while it is being fetched or if it fails).
import { useQuery } from '@tanstack/react-query';
import { productImageUrl } from '../products/products';
import { signedUrlQueryOptions, storedImageQueryOptions } from './private-files';

export function useStoredImageUrl(src: string | null | undefined): string | null {
  const options = storedImageQueryOptions(src);
  const signed = useQuery({ ...(options ?? signedUrlQueryOptions('inventory-photos', '')), enabled: options !== null });
  if (!options) return productImageUrl(src);
  return signed.data ?? null;
}
