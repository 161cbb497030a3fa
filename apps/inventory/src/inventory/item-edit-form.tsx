// Editing an item in place: the form shows the unsaved-changes bar (Discard / Save) and guards
// leaving the page while changed, as the catalog's product form does. Only the changed fields are
// sent, with the item's version: when someone else saved in between (409), the user is told and
// can reload the item (which discards their changes) or keep their values to copy them.
import { ApiHttpError, updateInventoryItemMutationOptions } from '@bullion/api-client';
import { type InventoryItem } from '@bullion/contract';
import { confirmLeave, useShellServices, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { ItemFields } from './item-fields';
import { checkItemPatch, itemFormValuesOf, type ItemFormValues } from './item-form-values';

export const CONFLICT_TEXT = 'Someone else changed this item since you opened it.';

export interface ItemEditFormProps {
  item: InventoryItem;
  /** Leaves edit mode (after saving, or Cancel). */
  onDone(): void;
  /** Loads the item again; resolves the latest version (or null when it is gone). */
  onReload(): Promise<InventoryItem | null | undefined>;
}

export function ItemEditForm({ item, onDone, onReload }: ItemEditFormProps) {
  const { toast } = useShellServices();
  const defaults = useMemo(() => itemFormValuesOf(item), [item]);
  const [form] = Form.useForm<ItemFormValues>();
  const [values, setValues] = useState<ItemFormValues>(defaults);
  const [tried, setTried] = useState(false);
  const [conflict, setConflict] = useState(false);
  const update = useMutation(updateInventoryItemMutationOptions(item.id));
  const problemRef = useRef<HTMLDivElement>(null);

  const restore = (restored: ItemFormValues) => {
    form.setFieldsValue(restored);
    setValues(restored);
  };
  const changes = useUnsavedChanges(defaults, values, restore);
  const check = checkItemPatch(values, changes.defaults, item.version);

  const save = () => {
    setTried(true);
    if (!check.ok) {
      requestAnimationFrame(() => problemRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
      return;
    }
    update.mutate(check.body, {
      onSuccess: () => {
        changes.save();
        setConflict(false);
        toast.show('success', 'Item saved');
        onDone();
      },
      onError: (error) => {
        setConflict(error instanceof ApiHttpError && error.status === 409);
        // The answer shows under the form, by the Save button the user just pressed.
        requestAnimationFrame(() => problemRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
      },
    });
  };

  const reload = async () => {
    const latest = await onReload();
    setConflict(false);
    update.reset();
    if (latest) restore(itemFormValuesOf(latest));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={defaults}
      onValuesChange={(_, all: ItemFormValues) => setValues((current) => ({ ...current, ...all }))}
      onFinish={save}
      aria-label="Edit item"
    >
      <Card size="small" title="Edit item">
        <ItemFields values={values} errors={tried && !check.ok ? check.errors : {}} extended withSpace={false} />
      </Card>
      <div ref={problemRef} />
      {tried && !check.ok ? <Alert type="error" showIcon title="Correct the highlighted fields first." style={{ marginTop: 16 }} /> : null}
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          title={CONFLICT_TEXT}
          description="Reload it to see their changes (yours are discarded), or copy your values first."
          action={
            <Button size="small" onClick={() => void reload()}>
              Reload
            </Button>
          }
          style={{ marginTop: 16 }}
        />
      ) : update.isError ? (
        <Alert type="error" showIcon title="The item could not be saved" description={update.error.message} style={{ marginTop: 16 }} />
      ) : null}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button
          onClick={() => {
            void (changes.dirty ? confirmLeave() : Promise.resolve(true)).then((leave) => {
              if (leave) {
                changes.discard();
                onDone();
              }
            });
          }}
        >
          {changes.dirty ? 'Cancel' : 'Done'}
        </Button>
      </Flex>
      {changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={save} saving={update.isPending} /> : null}
    </Form>
  );
}
