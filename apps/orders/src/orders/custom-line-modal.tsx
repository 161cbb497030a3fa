// A line for metal that is not in the catalog (scrap, flatware, a broken chain): what it is, and its
// metal, form, weight and purity when known — with both weight and purity the template can price it
// by its fine ounces, otherwise it takes a typed-in price. Checked with the contract's line schema.
import { customLineSource, formatOzt, INVENTORY_FORMS, INVENTORY_METALS, type InventoryForm, type InventoryMetal, ITEM_WEIGHT_UNITS, type ItemWeightUnit, orderLineInputSchema, type OrderLineSource } from '@bullion/contract';
import { METAL_LABELS } from '@bullion/shared';
import { Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '../customers/zod-errors';

const FORM_NAMES: Record<InventoryForm, string> = { coin: 'Coin', bar: 'Bar', round: 'Round', other: 'Other' };

interface Values {
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm | null;
  weight: string;
  weightUnit: ItemWeightUnit;
  purity: string;
}

const EMPTY: Values = { title: '', metal: null, form: 'other', weight: '', weightUnit: 'g', purity: '' };

/** The line's source, or the errors by field. */
export function checkCustomLine(values: Values): { source: OrderLineSource } | { errors: Record<string, string> } {
  const fields = { title: values.title.trim(), metal: values.metal, form: values.form, weight: values.weight.trim() || null, weightUnit: values.weightUnit, purity: values.purity.trim() || null };
  const parsed = orderLineInputSchema.safeParse({ ...fields, quantity: 1 });
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  return { source: customLineSource({ ...fields, weight: parsed.data.weight ?? null, purity: parsed.data.purity ?? null }) };
}

function CustomLineForm({ onClose, onAdd }: { onClose(): void; onAdd(source: OrderLineSource): void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const preview = checkCustomLine(values);
  const fine = 'source' in preview ? preview.source.fineOztPerUnit : null;

  const add = () => {
    const result = checkCustomLine(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    onAdd(result.source);
    onClose();
  };

  const item = (name: string, label: string, children: ReactNode, required = false) => (
    <Form.Item label={label} required={required} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );

  return (
    <Modal open title="Add a custom line" okText="Add to the order" onOk={add} onCancel={onClose}>
      <Typography.Paragraph type="secondary">For metal that is not in the catalog. With a weight and a purity the template prices it by its fine ounces; otherwise type its price in.</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {item('title', 'What it is', <Input aria-label="Custom line title" placeholder="e.g. Sterling flatware, assorted" value={values.title} onChange={(event) => set({ title: event.target.value })} maxLength={200} autoFocus />, true)}
        <Flex gap={12} wrap>
          {item(
            'metal',
            'Metal',
            <Select
              aria-label="Custom line metal"
              allowClear
              placeholder="Metal"
              value={values.metal ?? undefined}
              onChange={(metal?: InventoryMetal) => set({ metal: metal ?? null })}
              options={INVENTORY_METALS.map((metal) => ({ value: metal, label: METAL_LABELS[metal] ?? metal }))}
              style={{ width: 150 }}
            />,
          )}
          {item(
            'form',
            'Form',
            <Select
              aria-label="Custom line form"
              value={values.form ?? undefined}
              onChange={(form: InventoryForm) => set({ form })}
              options={INVENTORY_FORMS.map((form) => ({ value: form, label: FORM_NAMES[form] }))}
              style={{ width: 120 }}
            />,
          )}
        </Flex>
        <Flex gap={12} wrap>
          {item(
            'weight',
            'Gross weight (each)',
            <Space.Compact style={{ width: 200 }}>
              <Input aria-label="Custom line weight" inputMode="decimal" value={values.weight} onChange={(event) => set({ weight: event.target.value })} />
              <Select
                aria-label="Custom line weight unit"
                value={values.weightUnit}
                onChange={(weightUnit: ItemWeightUnit) => set({ weightUnit })}
                options={ITEM_WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }))}
                style={{ width: 76 }}
              />
            </Space.Compact>,
          )}
          {item('purity', 'Purity', <Input aria-label="Custom line purity" inputMode="decimal" placeholder="e.g. 0.925" value={values.purity} onChange={(event) => set({ purity: event.target.value })} style={{ width: 120 }} />)}
        </Flex>
      </Form>
      <Typography.Text type="secondary">{fine ? `${formatOzt(fine, 4)} fine each` : 'Fine weight unknown: the line will need a typed-in price.'}</Typography.Text>
    </Modal>
  );
}

export function CustomLineModal({ open, onClose, onAdd }: { open: boolean; onClose(): void; onAdd(source: OrderLineSource): void }) {
  return open ? <CustomLineForm onClose={onClose} onAdd={onAdd} /> : null;
}
