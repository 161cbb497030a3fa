// "Add by hand": a new item from a form (no catalog product), validated with the API's schema.
import { createInventoryItemMutationOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { ItemFields } from './item-fields';
import { checkNewItem, EMPTY_ITEM_FORM, type ItemFormValues } from './item-form-values';

export interface AddItemModalProps {
  open: boolean;
  onClose(): void;
  onAdded?(id: string): void;
}

export function AddItemModal({ open, onClose, onAdded }: AddItemModalProps) {
  const { toast } = useShellServices();
  const [form] = Form.useForm<ItemFormValues>();
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM_FORM);
  // Errors show once the user has tried to add, not while the form is still blank.
  const [tried, setTried] = useState(false);
  const create = useMutation(createInventoryItemMutationOptions());
  const check = checkNewItem(values);

  const close = () => {
    form.resetFields();
    setValues(EMPTY_ITEM_FORM);
    setTried(false);
    create.reset();
    onClose();
  };

  const submit = () => {
    setTried(true);
    if (!check.ok) return;
    create.mutate(check.body, {
      onSuccess: ({ id, item }) => {
        toast.show('success', `Added ${item.title}`);
        onAdded?.(id);
        close();
      },
    });
  };

  return (
    <Modal open={open} title="Add an item by hand" okText="Add item" onOk={submit} okButtonProps={{ loading: create.isPending }} onCancel={close} width={760} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={EMPTY_ITEM_FORM}
        onValuesChange={(_, all: ItemFormValues) => setValues((current) => ({ ...current, ...all }))}
        onFinish={submit}
        aria-label="Add an item by hand"
      >
        <ItemFields values={values} errors={tried && !check.ok ? check.errors : {}} />
      </Form>
      {create.isError ? <Alert type="error" showIcon title="The item could not be added" description={create.error.message} /> : null}
    </Modal>
  );
}
