import { describe, expect, it } from 'vitest';
import { moveEntryId, stepEntryId } from './entry-order';

describe('arranging entries', () => {
  it('moves an entry to another place, the others keeping their order', () => {
    expect(moveEntryId(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntryId(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order as it is for a move outside the list', () => {
    expect(moveEntryId(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveEntryId(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('steps an entry up or down, and says when it is already first or last', () => {
    expect(stepEntryId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(stepEntryId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(stepEntryId(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(stepEntryId(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(stepEntryId(['a', 'b', 'c'], 'x', 1)).toBeNull();
  });
});
