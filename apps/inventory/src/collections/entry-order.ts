// A collection's arranged order as a list of entry ids: where a drag or a Move up/down puts an
// entry. The reorder call takes the whole list (PUT …/entries/order).

/** The ids with the one at `from` moved to `to` (both 0-based; out of range: unchanged). */
export function moveEntryId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** The ids with `id` moved one place up (-1) or down (+1); null when it cannot move that way. */
export function stepEntryId(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  return moveEntryId(ids, from, to);
}
