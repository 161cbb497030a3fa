// "Dispose": sold, traded, lost, gifted, returned or melted, for the whole lot or some of its pieces
// (which splits it: the pieces go to a new, disposed item with their share of the cost basis; the
// rest stays here). After it, the realised gain is shown and the way to the disposed lot.
import { ApiHttpError, disposeInventoryItemMutationOptions } from '@bullion/api-client';
import { DISPOSITION_KINDS, type DispositionResult, formatSignedUsd, formatUsd, type InventoryItem } from '@bullion/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Result, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { checkDisposition, emptyDisposition, needsAmount, type DispositionFormValues } from './disposition-values';
import { DISPOSITION_LABELS } from './labels';

export interface DisposeModalProps {
  open: boolean;
  item: InventoryItem;
  onClose(): void;
  /** After a split: opens the new, disposed lot. */
  onOpenItem(id: string): void;
}

const AMOUNT_LABELS: Partial<Record<DispositionFormValues['kind'], string>> = {
  sold: 'Sold for',
  traded: 'Value received in trade',
  returned: 'Refund received',
  melted: 'Paid for the metal',
};

function DisposedResult({ result, onClose, onOpenItem }: { result: DispositionResult; onClose(): void; onOpenItem(id: string): void }) {
  const { disposed, remaining } = result;
  const disposition = disposed.disposition;
  const kind = disposition ? DISPOSITION_LABELS[disposition.kind] : 'Disposed';
  const pieces = `${disposed.quantity.toLocaleString('en-US')} ${disposed.quantity === 1 ? 'piece' : 'pieces'}`;
  return (
    <Result
      status="success"
      title={`${kind}: ${pieces}`}
      subTitle={
        <>
          {disposition?.realisedGain !== null && disposition?.realisedGain !== undefined ? (
            <Typography.Paragraph style={{ fontSize: 16, marginBottom: 4 }} data-testid="realised-gain">
              Realised gain: <strong>{formatSignedUsd(disposition.realisedGain)}</strong>
              {disposition.amount ? ` (${formatUsd(disposition.amount)} against a cost basis of ${formatUsd(disposed.costBasis)})` : null}
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph>No cost basis was recorded, so there is no realised gain.</Typography.Paragraph>
          )}
          {remaining ? (
            <Typography.Paragraph type="secondary">
              The lot was split: {remaining.quantity.toLocaleString('en-US')} {remaining.quantity === 1 ? 'piece stays' : 'pieces stay'} here; the disposed pieces are a lot of their own.
            </Typography.Paragraph>
          ) : null}
        </>
      }
      extra={[
        remaining ? (
          <Button key="open" onClick={() => onOpenItem(disposed.id)}>
            View the disposed lot
          </Button>
        ) : null,
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]}
    />
  );
}

export function DisposeModal({ open, item, onClose, onOpenItem }: DisposeModalProps) {
  const [form] = Form.useForm<DispositionFormValues>();
  const initial = emptyDisposition(item.quantity, dayjs().format('YYYY-MM-DD'));
  const [values, setValues] = useState<DispositionFormValues>(initial);
  const [tried, setTried] = useState(false);
  const dispose = useMutation(disposeInventoryItemMutationOptions(item.id));
  const check = checkDisposition(values, item);
  const errors = tried && !check.ok ? check.errors : {};

  const close = () => {
    form.resetFields();
    setValues(initial);
    setTried(false);
    dispose.reset();
    onClose();
  };

  const submit = () => {
    setTried(true);
    if (check.ok) dispose.mutate(check.body);
  };

  const field = (name: keyof DispositionFormValues) => ({ validateStatus: errors[name] ? ('error' as const) : undefined, help: errors[name]?.join(' ') });
  const conflict = dispose.error instanceof ApiHttpError && dispose.error.status === 409;

  return (
    <Modal
      open={open}
      title={dispose.isSuccess ? 'Disposed' : `Dispose of ${item.title}`}
      onCancel={close}
      destroyOnHidden
      width={620}
      footer={
        dispose.isSuccess
          ? null
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button key="dispose" type="primary" danger onClick={submit} loading={dispose.isPending}>
                {check.ok && check.split ? `Dispose of ${values.quantity} of ${item.quantity}` : 'Dispose'}
              </Button>,
            ]
      }
    >
      {dispose.isSuccess ? (
        <DisposedResult result={dispose.data} onClose={close} onOpenItem={(id) => {
            close();
            onOpenItem(id);
          }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} onValuesChange={(_, all: DispositionFormValues) => setValues((current) => ({ ...current, ...all }))} onFinish={submit} aria-label="Dispose">
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="kind" label="What happened" {...field('kind')}>
                <Select options={DISPOSITION_KINDS.map((kind) => ({ value: kind, label: DISPOSITION_LABELS[kind] }))} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="date"
                label="Date"
                {...field('date')}
                getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
                normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
              >
                <DatePicker style={{ width: '100%' }} format="MM/DD/YYYY" disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="quantity"
                label={`Pieces (of ${item.quantity.toLocaleString('en-US')})`}
                {...field('quantity')}
                help={errors.quantity?.join(' ') ?? (values.quantity !== null && values.quantity < item.quantity ? 'Fewer than all splits the lot; the rest stays here.' : undefined)}
              >
                <InputNumber min={1} max={item.quantity} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {needsAmount(values.kind) ? (
              <Col xs={24} sm={12}>
                <Form.Item name="amount" label={AMOUNT_LABELS[values.kind] ?? 'Amount'} {...field('amount')}>
                  <Input inputMode="decimal" prefix="$" placeholder="0.00" />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item name="counterparty" label="Counterparty" {...field('counterparty')}>
                <Input maxLength={200} placeholder="Buyer, dealer, recipient…" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="notes" label="Notes" {...field('notes')}>
                <Input.TextArea rows={2} maxLength={4000} />
              </Form.Item>
            </Col>
          </Row>
          {conflict ? (
            <Alert type="warning" showIcon title="Someone else changed this item" description="Close this dialog, reload the item and try again." />
          ) : dispose.isError ? (
            <Alert type="error" showIcon title="The item could not be disposed of" description={dispose.error.message} />
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
