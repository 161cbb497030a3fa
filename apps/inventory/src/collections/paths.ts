/** `/collections/{id}`. */
export function collectionPath(id: string): string {
  return `/collections/${encodeURIComponent(id)}`;
}

export const COLLECTIONS_PATH = '/collections';
