import type { PrivateStorageBucket } from '@bullion/contract';

/** Query keys of stored files: the signed URLs of private objects. */
export const storageKeys = {
  all: ['storage'] as const,
  signedUrls: () => [...storageKeys.all, 'signed-url'] as const,
  signedUrl: (bucket: PrivateStorageBucket, path: string) => [...storageKeys.signedUrls(), bucket, path] as const,
};
