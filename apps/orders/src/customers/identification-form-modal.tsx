// Records or changes a customer's Form 8300 identification (admins): date of birth, occupation, the
// identifying document (type, number, issuer) and the TIN. Checked with the contract's schema before
// anything is sent; the whole set is saved at once, and clearing every field clears it.
import { updateCustomerMutationOptions } from '@bullion/api-client';
import { CUSTOMER_ID_TYPE_LABELS, CUSTOMER_ID_TYPES, customerIdentificationInputSchema, formatTin, utcDay, type Customer, type CustomerIdType } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from './zod-errors';

interface IdentificationValues {
  dateOfBirth: string | null;
  occupation: string;
  idType: CustomerIdType | null;
  idNumber: string;
  idIssuer: string;
  tin: string;
}

const valuesOf = (customer: Customer): IdentificationValues => {
  const id = customer.identification;
  return {
    dateOfBirth: id?.dateOfBirth ?? null,
    occupation: id?.occupation ?? '',
    idType: id?.idType ?? null,
    idNumber: id?.idNumber ?? '',
    idIssuer: id?.idIssuer ?? '',
    tin: formatTin(id?.tin),
  };
};

export interface IdentificationFormModalProps {
  open: boolean;
  customer: Customer;
  onClose(): void;
}

function IdentificationForm({ customer, onClose }: Omit<IdentificationFormModalProps, 'open'>) {
  const { toast } = useShellServices();
  const [values, setValues] = useState<IdentificationValues>(() => valuesOf(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useMutation(updateCustomerMutationOptions(customer.id));

  const set = <K extends keyof IdentificationValues>(field: K, value: IdentificationValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: 'occupation' | 'idNumber' | 'idIssuer' | 'tin') => (event: { target: { value: string } }) => set(field, event.target.value);

  const save = async () => {
    const parsed = customerIdentificationInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const empty = Object.values(parsed.data).every((value) => value === null);
    try {
      await update.mutateAsync({ identification: empty ? null : values, version: customer.version });
      toast.show('success', empty ? 'Identification cleared' : 'Identification saved');
      onClose();
    } catch {
      // The fetch layer has shown why; the form keeps what was typed.
    }
  };

  const field = (name: keyof IdentificationValues, label: string, input: ReactNode, extra?: string) => (
    <Form.Item label={label} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]} extra={extra}>
      {input}
    </Form.Item>
  );

  return (
    <Modal open title={`Identification of ${customer.name}`} okText="Save" onOk={() => void save()} okButtonProps={{ loading: update.isPending }} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void save()}>
        {field(
          'dateOfBirth',
          'Date of birth',
          <DatePicker
            aria-label="Date of birth"
            format="MM/DD/YYYY"
            value={values.dateOfBirth ? dayjs(values.dateOfBirth) : null}
            onChange={(day) => set('dateOfBirth', day ? day.format('YYYY-MM-DD') : null)}
            disabledDate={(day) => day.format('YYYY-MM-DD') > utcDay(Date.now())}
            style={{ width: '100%' }}
          />,
        )}
        {field('occupation', 'Occupation, profession or business', <Input aria-label="Occupation" value={values.occupation} onChange={text('occupation')} maxLength={200} />)}
        {field(
          'idType',
          'ID type',
          <Select
            aria-label="ID type"
            allowClear
            placeholder="Choose the document"
            value={values.idType ?? undefined}
            onChange={(idType: CustomerIdType | undefined) => set('idType', idType ?? null)}
            options={CUSTOMER_ID_TYPES.map((type) => ({ value: type, label: CUSTOMER_ID_TYPE_LABELS[type] }))}
          />,
        )}
        {field('idNumber', 'ID number', <Input aria-label="ID number" value={values.idNumber} onChange={text('idNumber')} maxLength={100} />)}
        {field('idIssuer', 'Issued by', <Input aria-label="ID issuer" placeholder="State or country" value={values.idIssuer} onChange={text('idIssuer')} maxLength={200} />)}
        {field('tin', 'TIN (SSN, ITIN or EIN)', <Input aria-label="TIN" placeholder="123-45-6789" value={values.tin} onChange={text('tin')} maxLength={20} autoComplete="off" />, 'Nine digits; dashes are fine.')}
      </Form>
    </Modal>
  );
}

export function IdentificationFormModal({ open, ...props }: IdentificationFormModalProps) {
  // Mounted only while open, so every opening starts from the customer as saved.
  return open ? <IdentificationForm {...props} /> : null;
}
