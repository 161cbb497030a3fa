// The errors of the inventory API, each with a code a client can act on and a message that says why.
import { ApiError } from '../http/errors';

export interface FieldIssue {
  field: string | null;
  message: string;
}

export const invalidItem = (issues: readonly FieldIssue[], what = 'item') =>
  new ApiError(
    400,
    'validation_failed',
    issues.length === 1 ? (issues[0] as FieldIssue).message : `The ${what} is not valid.`,
    issues.map(({ field, message }) => ({ path: field ?? '', message })),
  );

export const versionConflict = (what: string, given: number, current: number) =>
  new ApiError(409, 'version_conflict', `The ${what} changed since you read it (version ${given}, now ${current}). Reload it and apply your change again.`, {
    version: current,
  });

export const itemDisposed = (ids: readonly string[]) =>
  new ApiError(
    409,
    'item_disposed',
    ids.length === 1
      ? 'This item was disposed of: it can no longer be changed, moved or disposed of again (an admin can undo the disposition).'
      : `${ids.length} of these items were disposed of and can no longer be changed or moved: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? '…' : ''}.`,
    { ids },
  );

export const itemsNotFound = (ids: readonly string[]) =>
  new ApiError(404, 'not_found', `Inventory item not found: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}.`, { ids });
