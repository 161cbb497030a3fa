// "Mark filed…": an admin records the day the group filed a flagged order's Form 8300 (a later day
// corrects it). The day is checked with the contract's rule before anything is sent.
import { markForm8300FiledMutationOptions } from '@bullion/api-client';
import { form8300FilingRefusal, latestDayAt, type OrderSummary } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';

export interface Form8300FilingModalProps {
  /** The flagged order to record; none: closed. */
  order: Pick<OrderSummary, 'id' | 'number' | 'version' | 'createdAt' | 'form8300'> | null;
  onClose(): void;
}

function FilingForm({ order, onClose }: { order: NonNullable<Form8300FilingModalProps['order']>; onClose(): void }) {
  const { toast } = useShellServices();
  const [filedOn, setFiledOn] = useState<string | null>(order.form8300.filedOn ?? dayjs().format('YYYY-MM-DD'));
  const [error, setError] = useState<string | null>(null);
  const mark = useMutation(markForm8300FiledMutationOptions());

  const save = async () => {
    if (!filedOn) {
      setError('Choose the day the form was filed.');
      return;
    }
    const refused = form8300FilingRefusal(order, filedOn, Date.now());
    if (refused) {
      setError(refused.message);
      return;
    }
    setError(null);
    try {
      await mark.mutateAsync({ orderId: order.id, filedOn, version: order.version });
      toast.show('success', `Form 8300 of ${order.number} recorded as filed`);
      onClose();
    } catch {
      // The fetch layer has shown why.
    }
  };

  return (
    <Modal open title={`Form 8300 of ${order.number} filed`} okText="Record filing" onOk={() => void save()} okButtonProps={{ loading: mark.isPending }} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">The app files nothing: record here the day the group filed the form with the IRS.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="Filed on" required validateStatus={error ? 'error' : undefined} help={error}>
          <DatePicker
            aria-label="Filed on"
            format="MM/DD/YYYY"
            value={filedOn ? dayjs(filedOn) : null}
            onChange={(day) => setFiledOn(day ? day.format('YYYY-MM-DD') : null)}
            disabledDate={(day) => day.format('YYYY-MM-DD') > latestDayAt(Date.now())}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Form8300FilingModal({ order, onClose }: Form8300FilingModalProps) {
  return order ? <FilingForm order={order} onClose={onClose} /> : null;
}
