// The fields of an inventory item's form, shared by "Add by hand" and the item page's edit form.
// The parent owns the antd Form (and its values); this lays the fields out and shows each field's
// errors from checkNewItem / checkItemPatch.
import { fineWeightOzt, formatOzt, INVENTORY_FORMS, INVENTORY_METALS, ITEM_WEIGHT_UNITS, troyOuncesToGrams } from '@bullion/contract';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ItemFormErrors, ItemFormField, ItemFormValues } from './item-form-values';
import { FORM_LABELS, METAL_LABELS, WEIGHT_UNIT_LABELS } from './labels';
import { formatGrams } from './money';
import { SpacePicker } from './space-picker';

const DECIMAL = /^\d+(\.\d+)?$/;

/** A field's most specific message: refinements (which say how to fix it) come after the basic checks. */
const lastOf = (messages: readonly string[] | undefined) => messages?.at(-1);

/** "Fine metal: 1.000 ozt (31.10 g) per piece" once weight and purity are numbers. */
export function fineWeightHint(values: Pick<ItemFormValues, 'weight' | 'weightUnit' | 'purity'>): string | null {
  const weight = values.weight.trim();
  const purity = values.purity.trim();
  if (!DECIMAL.test(weight) || !DECIMAL.test(purity) || Number(purity) > 1) return null;
  const fine = fineWeightOzt(weight, values.weightUnit, purity);
  return fine ? `Fine metal: ${formatOzt(fine, 4)} (${formatGrams(troyOuncesToGrams(fine))}) per piece` : null;
}

const money = (label: string) => <Input inputMode="decimal" prefix="$" placeholder="0.00" aria-label={label} />;

export interface ItemFieldsProps {
  values: ItemFormValues;
  errors: ItemFormErrors;
  /** The edit form also shows year, grading and serial numbers. */
  extended?: boolean;
  /** A new item is placed in a space here; an existing one moves with "Move…" (the API puts drawer items away only that way). */
  withSpace?: boolean;
}

export function ItemFields({ values, errors, extended = false, withSpace = true }: ItemFieldsProps) {
  const item = (name: ItemFormField, label: string, control: ReactNode, span = 12, extra?: ReactNode) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label} validateStatus={errors[name] ? 'error' : undefined} help={lastOf(errors[name]) ?? extra}>
        {control}
      </Form.Item>
    </Col>
  );
  const hint = fineWeightHint(values);
  return (
    <>
      <Row gutter={16}>
        {item('title', 'Title', <Input maxLength={200} placeholder="e.g. American Gold Eagle 1 oz" />, 24)}
        {item('metal', 'Metal', <Select allowClear placeholder="Not set" options={INVENTORY_METALS.map((metal) => ({ value: metal, label: METAL_LABELS[metal] }))} />, 8)}
        {item('form', 'Form', <Select options={INVENTORY_FORMS.map((form) => ({ value: form, label: FORM_LABELS[form] }))} />, 8)}
        {item('quantity', 'Quantity', <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />, 8)}
        <Col xs={24} md={12}>
          <Form.Item label="Gross weight of one piece" validateStatus={errors.weight || errors.weightUnit ? 'error' : undefined} help={lastOf(errors.weight) ?? lastOf(errors.weightUnit) ?? hint}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="weight" noStyle>
                <Input inputMode="decimal" placeholder="e.g. 1.0909" aria-label="Gross weight" />
              </Form.Item>
              <Form.Item name="weightUnit" noStyle>
                <Select aria-label="Weight unit" style={{ width: 170 }} options={ITEM_WEIGHT_UNITS.map((unit) => ({ value: unit, label: WEIGHT_UNIT_LABELS[unit] }))} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        {item('purity', 'Purity (fineness)', <Input inputMode="decimal" placeholder="e.g. 0.9999" />, 12)}
        {extended ? (
          <>
            {item('year', 'Year', <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />, 6)}
            {item('grade', 'Grade', <Input maxLength={40} placeholder="e.g. MS70" />, 6)}
            {item('gradingService', 'Grading service', <Input maxLength={40} placeholder="e.g. NGC" />, 6)}
            {item('certificateNumber', 'Certificate number', <Input maxLength={80} />, 6)}
            {item('serialNumbers', 'Serial numbers', <Select mode="tags" tokenSeparators={[',']} placeholder="Type a number and press Enter" open={false} suffixIcon={null} />, 24)}
          </>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="acquiredOn"
            label="Acquired on"
            validateStatus={errors.acquiredOn ? 'error' : undefined}
            help={lastOf(errors.acquiredOn)}
            getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
          >
            <DatePicker style={{ width: '100%' }} format="MM/DD/YYYY" disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Col>
        {item('source', 'Bought from', <Input maxLength={200} placeholder="Dealer, mint, auction…" />, 16)}
        {item('cost', 'Cost (whole lot)', money('Cost'), 6)}
        {item('shipping', 'Shipping', money('Shipping'), 6)}
        {item('fees', 'Fees', money('Fees'), 6)}
        {item('tax', 'Tax', money('Tax'), 6)}
        {withSpace ? item('spaceId', 'Storage space', <SpacePicker allowNone placeholder="None (keep it in the drawer)" />, 12) : null}
        {item('tags', 'Tags', <Select mode="tags" tokenSeparators={[',']} placeholder="Type a tag and press Enter" open={false} suffixIcon={null} />, withSpace ? 12 : 24)}
        {item('notes', 'Notes', <Input.TextArea rows={3} maxLength={4000} />, 24)}
      </Row>
      {errors.form ? <div role="alert" style={{ color: 'var(--ant-color-error)' }}>{errors.form.join(' ')}</div> : null}
    </>
  );
}
