// Creates a customer (from the customers list, or inline from the new order page) or edits one (from
// the customer's page or the orders list filtered by that customer): name, e-mail, phone, address,
// shipping address, notes, checked with the contract's schema before anything is sent. The Form 8300
// identification has its own form (identification-form-modal.tsx), for admins.
import { createCustomerMutationOptions, updateCustomerMutationOptions } from '@bullion/api-client';
import { customerInputSchema, customerPatchSchema, type Customer } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from './zod-errors';

interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  shippingAddress: string;
  notes: string;
}

const valuesOf = (customer?: Customer | null, name = ''): CustomerValues => ({
  name: customer?.name ?? name,
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  address: customer?.address ?? '',
  shippingAddress: customer?.shippingAddress ?? '',
  notes: customer?.notes ?? '',
});

export interface CustomerFormModalProps {
  open: boolean;
  /** The customer to edit; none: a new customer. */
  customer?: Customer | null;
  /** A new customer's name as typed in the search (create inline). */
  initialName?: string;
  onClose(): void;
  onSaved?(customer: Customer): void;
}

function CustomerForm({ customer, initialName, onClose, onSaved }: Omit<CustomerFormModalProps, 'open'>) {
  const { toast } = useShellServices();
  const [values, setValues] = useState<CustomerValues>(() => valuesOf(customer, initialName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation(createCustomerMutationOptions());
  const update = useMutation(updateCustomerMutationOptions(customer?.id ?? ''));
  const saving = create.isPending || update.isPending;

  const set = (field: keyof CustomerValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const save = async () => {
    const parsed = customer ? customerPatchSchema.safeParse({ ...values, version: customer.version }) : customerInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = customer ? await update.mutateAsync({ ...values, version: customer.version }) : await create.mutateAsync(values);
      toast.show('success', customer ? 'Customer saved' : `Customer "${saved.name}" created`);
      onSaved?.(saved);
      onClose();
    } catch {
      // The fetch layer has shown the error toast; the form stays open with what was typed.
    }
  };

  const field = (name: keyof CustomerValues, label: string, input: ReactNode, required = false) => (
    <Form.Item label={label} required={required} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]}>
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={customer ? `Edit ${customer.name}` : 'New customer'}
      okText={customer ? 'Save' : 'Create customer'}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        {field('name', 'Name', <Input aria-label="Customer name" value={values.name} onChange={set('name')} autoFocus maxLength={200} />, true)}
        {field('email', 'E-mail', <Input aria-label="Customer e-mail" type="email" value={values.email} onChange={set('email')} maxLength={254} />)}
        {field('phone', 'Phone', <Input aria-label="Customer phone" value={values.phone} onChange={set('phone')} maxLength={40} />)}
        {field('address', 'Address', <Input.TextArea aria-label="Customer address" value={values.address} onChange={set('address')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />)}
        {field(
          'shippingAddress',
          'Shipping address',
          <Input.TextArea aria-label="Customer shipping address" placeholder="Only where goods go elsewhere" value={values.shippingAddress} onChange={set('shippingAddress')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />,
        )}
        {field('notes', 'Notes', <Input.TextArea aria-label="Customer notes" value={values.notes} onChange={set('notes')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} />)}
      </Form>
    </Modal>
  );
}

export function CustomerFormModal({ open, ...props }: CustomerFormModalProps) {
  // Mounted only while open, so every opening starts from the customer (or the typed name).
  return open ? <CustomerForm {...props} /> : null;
}
