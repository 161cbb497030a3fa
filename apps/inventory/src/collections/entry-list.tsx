// A collection's entries in its sort order. In the arranged order a member drags an entry by its
// handle (pointer, or the keyboard: Space to pick up, arrows to move, Space to drop, Escape to
// cancel; announced by title) or steps it with Move up / Move down; each move saves the whole order.
import type { Collection, CollectionEntry } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { moveEntryId, stepEntryId } from './entry-order';
import { EntryRow, type EntryRowActions } from './entry-row';
import { useEntryTitle } from './use-entry-actions';

export interface EntryListProps {
  collection: Collection;
  spot: LiveSpot;
  canWrite: boolean;
  canOrder: boolean;
  actions: Omit<EntryRowActions, 'move'>;
  onReorder(entryIds: string[]): void;
  busy: { removingId: string | null; addingToInventoryId: string | null };
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable: 'To move an entry, press Space or Enter on its handle, use the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
};

export function EntryList({ collection, spot, canWrite, canOrder, actions, onReorder, busy }: EntryListProps) {
  const { entries } = collection;
  const entryTitle = useEntryTitle();
  const reorderable = canWrite && collection.sortOrder === 'position' && entries.length > 1;
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const sensors = useSensors(
    // A small move before a drag starts, so clicks on the handle's neighbours stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const byId = new Map(entries.map((entry) => [entry.id as UniqueIdentifier, entry]));
    const name = (id: UniqueIdentifier) => {
      const entry = byId.get(id);
      return entry ? entryTitle(entry) : 'The entry';
    };
    const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
      onDragOver: ({ active, over }) => (over ? `${name(active.id)} is at ${place(over.id)}.` : `${name(active.id)} is outside the list.`),
      onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} put back.`),
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back in its place.`,
    };
  }, [entries, ids, entryTitle]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveEntryId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const move = (entry: CollectionEntry, step: -1 | 1) => {
    const next = stepEntryId(ids, entry.id, step);
    if (next) onReorder(next);
  };

  const rowActions: EntryRowActions = { ...actions, move };
  const cover = collection.coverImage;

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
        <ul aria-label="Entries" style={{ margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              index={index}
              count={entries.length}
              spot={spot}
              canWrite={canWrite}
              canOrder={canOrder}
              reorderable={reorderable}
              isCover={Boolean(cover) && cover === entry.product?.obverseImage}
              busy={{ removing: busy.removingId === entry.id, addingToInventory: busy.addingToInventoryId === entry.productId }}
              actions={rowActions}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
