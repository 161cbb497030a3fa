// Files of the private buckets (inventory photos, order documents, customer ID scans). They are
// uploaded into the group's folder and named by their "authenticated" URL, which is what a record
// keeps; the page shows them through a signed URL that the API gives members of the owning group.
import { privateStorageObjectOf, type PrivateStorageBucket } from '@bullion/contract';
import { queryOptions } from '@tanstack/react-query';
import { authServerUrl, loadSupabase } from '../auth/supabase';
import { httpSettings } from '../http/client';
import { IMAGE_EXTENSIONS, productImageProblem } from '../products/images';
import { storageKeys } from './keys';

/** How long a signed URL the page asks for stays valid. */
export const SIGNED_URL_SECONDS = 3600;
/** A cached signed URL is asked for again this long before it expires, so a shown image never fails. */
const SIGNED_URL_RENEW_MARGIN_MS = 5 * 60_000;

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The address a record keeps for a private object: it opens only with a member's session. */
export function privateFileUrl(bucket: PrivateStorageBucket, path: string): string {
  const server = authServerUrl() ?? new URL(httpSettings().apiUrl).origin;
  return `${server}/storage/v1/object/authenticated/${bucket}/${encodePath(path)}`;
}

/** Uploads an image into the group's folder of a private bucket, under `folder`, and answers its privateFileUrl. */
export async function uploadPrivateImage(bucket: PrivateStorageBucket, groupId: string, folder: string, file: File): Promise<string> {
  const problem = productImageProblem(file);
  if (problem) throw new Error(problem);
  const path = `${groupId}/${folder}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[file.type]}`;
  const { error } = await (await loadSupabase()).storage.from(bucket).upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`The image could not be uploaded: ${error.message}`);
  return privateFileUrl(bucket, path);
}

async function fetchSignedUrl(bucket: PrivateStorageBucket, path: string): Promise<string> {
  const { data, error } = await (await loadSupabase()).storage.from(bucket).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error || !data) throw new Error(`The file could not be opened: ${error?.message ?? 'no signed URL'}`);
  return data.signedUrl;
}

/** A signed URL of a private object, cached until shortly before it expires. */
export function signedUrlQueryOptions(bucket: PrivateStorageBucket, path: string) {
  const fresh = SIGNED_URL_SECONDS * 1000 - SIGNED_URL_RENEW_MARGIN_MS;
  return queryOptions({
    queryKey: storageKeys.signedUrl(bucket, path),
    queryFn: () => fetchSignedUrl(bucket, path),
    staleTime: fresh,
    gcTime: fresh,
    refetchInterval: fresh,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** The signed-URL query of a stored image's address, or null when it is not a private object. */
export function storedImageQueryOptions(src: string | null | undefined) {
  const object = privateStorageObjectOf(src);
  return object ? signedUrlQueryOptions(object.bucket, object.path) : null;
}
