// Printable item labels: one per item, each with a QR code of the item's page address, laid out
// like a sheet of 30 address labels (2⅝ × 1 in, three across). Printing shows only the sheet: it is
// rendered into its own element under <body>, and the print stylesheet hides every other one.
import { formatOzt, type InventoryItem } from '@bullion/contract';
import { QRCodeSVG } from 'qrcode.react';
import { createPortal } from 'react-dom';
import { FORM_LABELS, METAL_LABELS, spacePathText } from '../inventory/labels';

export const PRINT_ROOT_CLASS = 'inventory-label-print';

/** The address a label's QR code opens: the item's page on this site. */
export function itemPageUrl(id: string, origin = window.location.origin): string {
  return new URL(`/inventory/${encodeURIComponent(id)}`, origin).href;
}

/** The text lines of an item's label. */
export function labelLines(item: Pick<InventoryItem, 'title' | 'metal' | 'form' | 'fineWeightOzt' | 'quantity' | 'spacePath' | 'year' | 'status'>): string[] {
  const kind = [item.metal ? METAL_LABELS[item.metal] : null, FORM_LABELS[item.form], item.year].filter(Boolean).join(' · ');
  const fine = item.fineWeightOzt === null ? null : `${formatOzt(item.fineWeightOzt, 4)} fine each`;
  return [kind, [`Qty ${item.quantity.toLocaleString('en-US')}`, fine].filter(Boolean).join(' · '), spacePathText(item.spacePath, item.status === 'drawer' ? 'Drawer' : 'No space')];
}

/** The end of the id, to tell labels of like items apart by eye. */
export const shortId = (id: string) => id.replace(/-/g, '').slice(-8);

const SHEET_CSS = `
.inventory-label-sheet { display: flex; flex-wrap: wrap; gap: 0 0.125in; width: 8.125in; max-width: 100%; font-family: system-ui, sans-serif; color: #000; }
.inventory-label { box-sizing: border-box; width: 2.625in; height: 1in; padding: 0.07in 0.1in; display: flex; gap: 0.08in; align-items: center; overflow: hidden; background: #fff; break-inside: avoid; }
.inventory-label svg { width: 0.82in; height: 0.82in; flex: none; }
.inventory-label-text { min-width: 0; font-size: 7.5pt; line-height: 1.25; }
.inventory-label-title { font-weight: 700; font-size: 8pt; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.inventory-label-line { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.inventory-label-id { font-family: ui-monospace, monospace; font-size: 6.5pt; color: #444; }
@media screen {
  .${PRINT_ROOT_CLASS} { display: none !important; }
  .inventory-label-preview .inventory-label { outline: 1px dashed #bbb; outline-offset: -1px; }
}
@media print {
  @page { size: letter; margin: 0.5in 0.19in; }
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { display: block !important; }
}
`;

export function LabelSheet({ items, origin }: { items: readonly InventoryItem[]; origin?: string }) {
  return (
    <div className="inventory-label-sheet">
      {items.map((item) => {
        const [kind, quantity, space] = labelLines(item);
        return (
          <div key={item.id} className="inventory-label" data-testid="inventory-label">
            <QRCodeSVG value={itemPageUrl(item.id, origin)} level="M" marginSize={0} title={`Code for ${item.title}`} />
            <div className="inventory-label-text">
              <div className="inventory-label-title">{item.title}</div>
              <div className="inventory-label-line">{kind}</div>
              <div className="inventory-label-line">{quantity}</div>
              <div className="inventory-label-line">{space}</div>
              <div className="inventory-label-id">{shortId(item.id)}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The sheet's styles, and the sheet itself under <body> for printing (invisible on screen). */
export function PrintableLabels({ items }: { items: readonly InventoryItem[] }) {
  return (
    <>
      <style>{SHEET_CSS}</style>
      {createPortal(
        <div className={PRINT_ROOT_CLASS} aria-hidden>
          <LabelSheet items={items} />
        </div>,
        document.body,
      )}
    </>
  );
}
