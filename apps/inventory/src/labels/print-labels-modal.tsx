// "Print labels": a preview of the label sheet and a Print button (the browser's print dialog, which
// prints only the sheet).
import type { InventoryItem } from '@bullion/contract';
import { Button, Modal, Typography } from 'antd';
import { LabelSheet, PrintableLabels } from './label-sheet';

export interface PrintLabelsModalProps {
  open: boolean;
  items: readonly InventoryItem[];
  onClose(): void;
}

export function PrintLabelsModal({ open, items, onClose }: PrintLabelsModalProps) {
  const count = items.length;
  return (
    <Modal
      open={open}
      title={count === 1 ? 'Print label' : `Print ${count.toLocaleString('en-US')} labels`}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="print" type="primary" onClick={() => window.print()} disabled={!count}>
          Print
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Sheets of 2⅝ × 1 in labels, three across (30 per letter page). Each code opens the item’s page.
      </Typography.Paragraph>
      <div className="inventory-label-preview" style={{ maxHeight: '60vh', overflow: 'auto', padding: 8, background: '#f5f5f5', borderRadius: 8 }}>
        <LabelSheet items={items} />
      </div>
      {open ? <PrintableLabels items={items} /> : null}
    </Modal>
  );
}
