// The errors of the orders API, each with a code a client can act on and a message that says why.
import { ApiError } from '../http/errors';

export const orderVersionConflict = (given: number, current: number) =>
  new ApiError(409, 'version_conflict', `The order changed since you read it (version ${given}, now ${current}). Reload it and try again.`, { version: current });

/** A reference in the body that is not there in the group: 400 with the field's path, like a schema issue. */
export const unknownReference = (path: string, message: string) => new ApiError(400, 'validation_failed', message, [{ path, message }]);

export const itemUnavailable = (line: number, message: string, inventoryItemId: string) =>
  new ApiError(409, 'item_unavailable', `Line ${line + 1}: ${message}`, { line, inventoryItemId });
