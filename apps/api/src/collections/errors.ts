// The errors of the collections API, each with a code a client can act on and a message that says why.
import { COLLECTION_MAX_ENTRIES } from '@bullion/contract';
import { ApiError } from '../http/errors';

const some = (ids: readonly string[]) => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}`;

export const versionConflict = (given: number, current: number) =>
  new ApiError(409, 'version_conflict', `The collection changed since you read it (version ${given}, now ${current}). Reload it and apply your change again.`, {
    version: current,
  });

/** The whole add is refused: a product the group cannot see (another group's, unpublished, or no such id). */
export const productsNotFound = (productIds: readonly string[]) =>
  new ApiError(404, 'product_not_found', `No catalog product visible to your group: ${some(productIds)}. Nothing was added.`, { productIds });

export const collectionFull = (current: number, adding: number) =>
  new ApiError(
    409,
    'collection_full',
    `A collection holds at most ${COLLECTION_MAX_ENTRIES} entries; this one has ${current} and ${adding} more would not fit. Nothing was added.`,
    { current, adding, max: COLLECTION_MAX_ENTRIES },
  );

/** A reorder must name exactly the collection's entries; they changed since the list was read. */
export const entriesChanged = (entryIds: readonly string[]) =>
  new ApiError(409, 'entries_changed', 'The order must list every entry of the collection once; entries were added or removed meanwhile. Reload and reorder again.', {
    entryIds,
  });
