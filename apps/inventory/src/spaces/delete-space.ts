// Deleting a storage space: only an empty one goes (no items, no locations). The page says why a
// space cannot go before asking, and the API's 409 space_not_empty (something arrived meanwhile) is
// explained the same way.
import { ApiHttpError } from '@bullion/api-client';
import { type StorageSpace } from '@bullion/contract';
import type { InfoRequest } from '@bullion/shared';

export function isSpaceNotEmpty(error: unknown): boolean {
  return error instanceof ApiHttpError && error.status === 409 && error.code === 'space_not_empty';
}

/** Why `space` cannot be deleted now, and what to do first. */
export function notEmptyExplanation(space: Pick<StorageSpace, 'name' | 'items'>, locations: number): InfoRequest {
  const holds = [space.items ? `${space.items} item${space.items === 1 ? '' : 's'}` : null, locations ? `${locations} location${locations === 1 ? '' : 's'}` : null]
    .filter(Boolean)
    .join(' and ');
  return {
    title: `${space.name} is not empty`,
    content:
      `${space.name} still holds ${holds || 'something'}. Only an empty space can be deleted: move its items to another space ` +
      '(Space inventory, select them, then Move to…) and move or delete its locations first.',
  };
}
