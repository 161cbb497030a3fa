// A collection's entries in its sort order. In the arranged order a member drags an entry by its
// handle (pointer, or the keyboard: Space to pick up, arrows to move, Space to drop, Escape to
// cancel; announced by title) or steps it with Move up / Move down; each move saves the whole order.
// Virtualised against the page's scroll (a collection holds up to 1 000 entries, and rendering them
// all took seconds of the main thread on every re-render): only the entries near the screen are in
// the page, between spacers as tall as the others (measured once drawn, guessed before). While an
// entry is dragged, the rows from it to the screen stay rendered, so the dragged one never unmounts.
import type { Collection, CollectionEntry } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** A first guess of an entry's height in px, until it is drawn and measured. */
const ENTRY_HEIGHT = 150;

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

  const [draggedIndex, setDraggedIndex] = useState<number | null>(null);
  const onDragStart = ({ active }: DragStartEvent) => setDraggedIndex(ids.indexOf(String(active.id)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedIndex(null);
    if (!over || active.id === over.id) return;
    onReorder(moveEntryId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  // The same actions while the list only scrolls, so the memoised rows do not render again.
  const rowActions = useMemo<EntryRowActions>(
    () => ({
      ...actions,
      move: (entry, step) => {
        const next = stepEntryId(ids, entry.id, step);
        if (next) onReorder(next);
      },
    }),
    [actions, ids, onReorder],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraggedIndex(null)}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
        <VirtualEntries
          entries={entries}
          draggedIndex={draggedIndex}
          spot={spot}
          canWrite={canWrite}
          canOrder={canOrder}
          reorderable={reorderable}
          cover={collection.coverImage}
          busy={busy}
          actions={rowActions}
        />
      </SortableContext>
    </DndContext>
  );
}

interface VirtualEntriesProps extends Pick<EntryListProps, 'spot' | 'canWrite' | 'canOrder' | 'busy'> {
  entries: CollectionEntry[];
  /** The entry being dragged, kept rendered. */
  draggedIndex: number | null;
  reorderable: boolean;
  cover: string | null;
  actions: EntryRowActions;
}

/**
 * The rendered window of entries. A component of its own inside the drag contexts: it re-renders as
 * the page scrolls, the contexts (which every row reads) do not.
 */
function VirtualEntries({ entries, draggedIndex, spot, canWrite, canOrder, reorderable, cover, busy, actions }: VirtualEntriesProps) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (draggedIndex === null) return shown;
      const first = Math.min(shown[0] ?? draggedIndex, draggedIndex);
      const last = Math.max(shown.at(-1) ?? draggedIndex, draggedIndex);
      return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
    },
    [draggedIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ENTRY_HEIGHT,
    overscan: 4,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => entries[index]?.id ?? index,
  });
  // Where the list starts on the page (the window's scroll counts from there), looked at again as the
  // page scrolls: what is above it (the overview, a notice) may have changed height.
  const listRef = useRef<HTMLUListElement>(null);
  const scrollOffset = virtualizer.scrollOffset;
  useLayoutEffect(() => {
    const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  }, [scrollMargin, scrollOffset]);
  const shown = virtualizer.getVirtualItems();
  const firstShown = shown[0];
  const lastShown = shown.at(-1);
  const spaceBefore = firstShown ? firstShown.start - scrollMargin : 0;
  const spaceAfter = lastShown ? Math.max(0, virtualizer.getTotalSize() - (lastShown.end - scrollMargin)) : 0;

  return (
    <ul ref={listRef} aria-label="Entries" style={{ margin: 0, padding: 0, paddingTop: spaceBefore, paddingBottom: spaceAfter }}>
      {shown.map(({ index }) => {
        const entry = entries[index];
        return entry ? (
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
            actions={actions}
            measureRef={virtualizer.measureElement}
          />
        ) : null;
      })}
    </ul>
  );
}
