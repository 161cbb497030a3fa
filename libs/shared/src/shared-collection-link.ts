// A collection's share link: the shell serves this public address (signed in or not) and mounts the
// inventory remote's shared-collection widget there (contract 1.3); the collection page builds the
// links it copies. One definition for both sides.

/** The shell's route of a shared collection (react-router path). */
export const SHARED_COLLECTION_ROUTE = '/shared/collections/:token';

/** `/shared/collections/{token}`. */
export function sharedCollectionPath(token: string): string {
  return `/shared/collections/${encodeURIComponent(token)}`;
}

/** The full address to hand out: the shell's origin (the page the remote runs in) and the path. */
export function sharedCollectionUrl(token: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/$/, '')}${sharedCollectionPath(token)}`;
}
