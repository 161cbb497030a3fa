// One entry of a collection: the product (image and title open the #product:{id} view), owned /
// wanted, target grade, notes, the melt value of what is owned, and whether it is complete. A
// member edits wanted quantity, grade and notes in place, moves it (drag handle, or Move up / Move
// down), removes it, makes its image the cover; for a missing entry, adds the
// pieces to the inventory or starts a buy order. Memoised: the list re-renders as it scrolls (it is
// virtualised), and a row whose entry, spot and state are the same need not render again.
import { COLLECTION_GRADE_MAX_LENGTH, COLLECTION_MAX_WANTED, COLLECTION_NOTES_MAX_LENGTH, type CollectionEntry, type CollectionEntryPatch } from '@bullion/contract';
import { METAL_LABELS, type LiveSpot } from '@bullion/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { ItemImage } from '../inventory/item-image';
import { InlineEdit } from './inline-edit';
import { OwnedValueText } from './owned-value-text';
import { ownedMeltValue } from './owned-value';
import { useEntryTitle } from './use-entry-actions';

export interface EntryRowActions {
  openProduct(entry: CollectionEntry): void;
  update(entry: CollectionEntry, patch: CollectionEntryPatch): Promise<unknown>;
  remove(entry: CollectionEntry): void;
  move(entry: CollectionEntry, step: -1 | 1): void;
  useAsCover(entry: CollectionEntry): void;
  addToInventory(entry: CollectionEntry): void;
  startBuyOrder(entry: CollectionEntry): void;
}

export interface EntryRowProps {
  entry: CollectionEntry;
  index: number;
  count: number;
  spot: LiveSpot;
  /** May change entries (inventory.write). */
  canWrite: boolean;
  /** May start orders (orders.write). */
  canOrder: boolean;
  /** Shown in the arranged order and may be moved. */
  reorderable: boolean;
  /** Its product's image is the collection's cover. */
  isCover: boolean;
  busy: { removing: boolean; addingToInventory: boolean };
  actions: EntryRowActions;
  /** Told of the row's element, to measure its height (the list's virtualiser). */
  measureRef?: (element: HTMLLIElement | null) => void;
}

function Field({ label, grow = false, children }: { label: string; grow?: boolean; children: ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 0, flex: grow ? '1 1 220px' : undefined }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <div>{children}</div>
    </Flex>
  );
}

export function EntryStateTag({ entry }: { entry: CollectionEntry }) {
  if (entry.complete) return <Tag color="success">Complete</Tag>;
  return <Tag color="warning">{entry.missing.toLocaleString('en-US')} missing</Tag>;
}

function EntryRowView({ entry, index, count, spot, canWrite, canOrder, reorderable, isCover, busy, actions, measureRef }: EntryRowProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, disabled: !reorderable });
  const titleOf = useEntryTitle();
  const title = titleOf(entry);
  const details = [entry.product?.year, entry.product?.metal ? (METAL_LABELS[entry.product.metal] ?? entry.product.metal) : null].filter(Boolean).join(' · ');
  const value = ownedMeltValue(entry, spot.quote, spot.now);
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    padding: '12px 8px',
    borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined,
    background: isDragging ? token.colorBgElevated : undefined,
    boxShadow: isDragging ? token.boxShadowSecondary : undefined,
    listStyle: 'none',
  };
  const canBeCover = Boolean(entry.product?.obverseImage) && !isCover;

  return (
    <li
      ref={(element) => {
        setNodeRef(element);
        measureRef?.(element);
      }}
      style={style}
      aria-label={title}
      data-entry-id={entry.id}
      data-index={index}
    >
      <Flex gap={12} align="start">
        {reorderable ? (
          <Flex vertical align="center" gap={2}>
            <Button
              ref={setActivatorNodeRef}
              type="text"
              size="small"
              aria-label={`Drag ${title} to reorder`}
              style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <span aria-hidden>⠿</span>
            </Button>
            <Button type="text" size="small" aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => actions.move(entry, -1)}>
              <span aria-hidden>↑</span>
            </Button>
            <Button type="text" size="small" aria-label={`Move ${title} down`} disabled={index === count - 1} onClick={() => actions.move(entry, 1)}>
              <span aria-hidden>↓</span>
            </Button>
          </Flex>
        ) : null}
        <button
          type="button"
          onClick={() => actions.openProduct(entry)}
          aria-label={`View ${title}`}
          style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', flex: 'none' }}
        >
          <ItemImage src={entry.product?.obverseImage} alt="" size={64} />
        </button>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="start" gap={8} wrap>
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Typography.Link onClick={() => actions.openProduct(entry)} style={{ fontWeight: 600 }}>
                {title}
              </Typography.Link>
              {details ? <Typography.Text type="secondary">{details}</Typography.Text> : null}
              {entry.product ? null : <Typography.Text type="secondary">No longer in the catalog you can see</Typography.Text>}
            </Flex>
            <EntryStateTag entry={entry} />
          </Flex>
          <Flex gap={24} wrap>
            <Field label="Owned / wanted">
              <InlineEdit
                kind="number"
                label={`wanted quantity of ${title}`}
                editable={canWrite}
                value={entry.wantedQuantity}
                min={1}
                max={COLLECTION_MAX_WANTED}
                display={
                  <Typography.Text>
                    {entry.owned.toLocaleString('en-US')} / {entry.wantedQuantity.toLocaleString('en-US')}
                  </Typography.Text>
                }
                onSave={(wantedQuantity) => actions.update(entry, { wantedQuantity })}
              />
            </Field>
            <Field label="Target grade">
              <InlineEdit
                kind="text"
                label={`target grade of ${title}`}
                editable={canWrite}
                value={entry.targetGrade ?? ''}
                maxLength={COLLECTION_GRADE_MAX_LENGTH}
                placeholder="Any grade"
                display={entry.targetGrade ? <Typography.Text>{entry.targetGrade}</Typography.Text> : <Typography.Text type="secondary">Any grade</Typography.Text>}
                onSave={(targetGrade) => actions.update(entry, { targetGrade: targetGrade || null })}
              />
            </Field>
            <Field label="Melt value owned">
              <OwnedValueText value={value} spot={spot} />
            </Field>
            <Field label="Notes" grow>
              <InlineEdit
                kind="multiline"
                label={`notes on ${title}`}
                editable={canWrite}
                value={entry.notes ?? ''}
                maxLength={COLLECTION_NOTES_MAX_LENGTH}
                placeholder="Mint, year, what to look for…"
                display={
                  entry.notes ? (
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.notes}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">None</Typography.Text>
                  )
                }
                onSave={(notes) => actions.update(entry, { notes: notes || null })}
              />
            </Field>
          </Flex>
          {canWrite || (canOrder && !entry.complete) ? (
            <Flex gap={8} wrap>
              {!entry.complete && canWrite ? (
                <Button size="small" loading={busy.addingToInventory} onClick={() => actions.addToInventory(entry)} aria-label={`Add ${title} to inventory`}>
                  Add to inventory
                </Button>
              ) : null}
              {!entry.complete && canOrder ? (
                <Button size="small" onClick={() => actions.startBuyOrder(entry)} aria-label={`Start a buy order for ${title}`}>
                  Start a buy order
                </Button>
              ) : null}
              {canWrite && canBeCover ? (
                <Button size="small" type="text" onClick={() => actions.useAsCover(entry)} aria-label={`Use ${title} as the cover`}>
                  Use as cover
                </Button>
              ) : null}
              {canWrite ? (
                <Button size="small" type="text" danger loading={busy.removing} onClick={() => actions.remove(entry)} aria-label={`Remove ${title}`}>
                  Remove
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      </Flex>
    </li>
  );
}

/** The same props, `busy` compared by its flags (the list builds it for each row on each render). */
const sameRow = ({ busy, ...props }: EntryRowProps, { busy: nextBusy, ...next }: EntryRowProps) =>
  busy.removing === nextBusy.removing &&
  busy.addingToInventory === nextBusy.addingToInventory &&
  (Object.keys(props) as (keyof typeof props)[]).every((key) => props[key] === next[key]) &&
  Object.keys(next).length === Object.keys(props).length;

export const EntryRow = memo(EntryRowView, sameRow);
