// Editing a group product (issue 5): the form is validated with the API's own schema, shows the
// unsaved-changes bar (Discard / Save) and guards leaving the page while changed.
import { ApiHttpError, datasetsQueryOptions, productImageProblem, updateProduct, uploadProductImage } from '@bullion/api-client';
import { PRODUCT_STATUS_TRANSITIONS, type Datasets, type Product } from '@bullion/contract';
import { confirmLeave, toastService, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { checkProductForm, formValuesOf, impliedMetalContent, type ProductFormValues } from './product-form-values';
import { ProductImage } from './product-image';

type Option = { label: string; value: string | number };
const named = (list: readonly { name: string; value: string }[] | undefined): Option[] => (list ?? []).map((item) => ({ label: item.name, value: item.value }));
const byId = (list: readonly { id: number; name: string }[] | undefined): Option[] => (list ?? []).map((item) => ({ label: item.name, value: item.id }));

function optionsOf(datasets: Datasets | undefined) {
  return {
    metals: named(datasets?.product.metals),
    types: named(datasets?.product.types),
    strikes: named(datasets?.product.strikes),
    edgeDesigns: named(datasets?.product.edgeDesigns),
    weightUnits: (datasets?.product.weightUnits ?? []).map((unit) => ({ label: `${unit.name} (${unit.symbol})`, value: unit.value })),
    countries: (datasets?.location.countries ?? []).map((country) => ({ label: `${country.name} (${country.iso3Code})`, value: country.iso3Code })),
    categories: (datasets?.product.categories ?? []).map((category) => ({
      label: `${'— '.repeat(category.level)}${category.name}`,
      value: category.id,
    })),
    series: byId(datasets?.product.series),
    packagings: byId(datasets?.product.packagings),
  };
}

function ImageField({ label, value, onChange, upload }: { label: string; value: string | null; onChange(next: string | null): void; upload(file: File): Promise<string> }) {
  const [uploading, setUploading] = useState(false);
  return (
    <Flex gap={12} align="center">
      <ProductImage src={value} alt={label} size={72} />
      <Flex vertical gap={6} style={{ flex: 1 }}>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = productImageProblem(file);
            if (problem) {
              toastService.show('error', problem);
              return Upload.LIST_IGNORE;
            }
            setUploading(true);
            upload(file)
              .then(onChange)
              .catch((error: unknown) => toastService.show('error', error instanceof Error ? error.message : 'The image could not be uploaded.'))
              .finally(() => setUploading(false));
            return false;
          }}
        >
          <Button loading={uploading}>{value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}</Button>
        </Upload>
        {value ? (
          <Button type="link" size="small" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

export interface ProductFormProps {
  product: Product;
  /** Leaves edit mode (after saving, or Cancel). */
  onDone(): void;
}

export function ProductForm({ product, onDone }: ProductFormProps) {
  const datasets = useQuery(datasetsQueryOptions());
  const options = useMemo(() => optionsOf(datasets.data), [datasets.data]);
  const defaults = useMemo(() => formValuesOf(product), [product]);
  const [form] = Form.useForm<ProductFormValues>();
  const [values, setValues] = useState<ProductFormValues>(defaults);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const changes = useUnsavedChanges(defaults, values, (restored) => {
    form.setFieldsValue(restored);
    setValues(restored);
  });
  const check = checkProductForm(values, product.status);
  const errors = check.ok ? {} : check.errors;
  const statusOptions = [product.status, ...PRODUCT_STATUS_TRANSITIONS[product.status]].map((status) => ({ label: status, value: status }));
  const implied = impliedMetalContent(values);
  const unitSymbol = datasets.data?.product.weightUnits.find((unit) => unit.value === values.weightUnit)?.symbol ?? values.weightUnit ?? '';
  const withUnit = (value: number) => (unitSymbol ? `${value} ${unitSymbol}` : String(value));

  const set = (patch: Partial<ProductFormValues>) => {
    form.setFieldsValue(patch);
    setValues((current) => ({ ...current, ...patch }));
  };

  const save = async () => {
    if (!check.ok) {
      setSaveError('Correct the highlighted fields first.');
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await updateProduct(product.id, { ...check.patch, version: product.version });
      changes.save();
      toastService.show('success', 'Product saved');
      onDone();
    } catch (error) {
      setSaveError(
        error instanceof ApiHttpError && error.status === 409
          ? `${error.message} Discard your changes to see the latest version, or copy them first.`
          : error instanceof Error
            ? error.message
            : 'The product could not be saved.',
      );
    } finally {
      setSaving(false);
    }
  };

  const item = (name: keyof ProductFormValues, label: string, control: React.ReactNode, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]?.join(' ')}>
        {control}
      </Form.Item>
    </Col>
  );
  const number = (props: { min?: number; step?: number; addonAfter?: string } = {}) => (
    <InputNumber style={{ width: '100%' }} min={props.min ?? 0} step={props.step} suffix={props.addonAfter} />
  );
  const select = (choices: Option[], placeholder = 'Not set') => (
    <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={choices} placeholder={placeholder} loading={datasets.isPending} />
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={defaults}
      onValuesChange={(changed: Partial<ProductFormValues>, all: ProductFormValues) => {
        // Fine content follows gross weight × purity while it is empty or still the computed value.
        const next = { ...values, ...all };
        if ('weight' in changed || 'purity' in changed) {
          const before = impliedMetalContent(values);
          const after = impliedMetalContent(next);
          if (after !== null && (values.metalContent === null || values.metalContent === undefined || values.metalContent === before)) {
            next.metalContent = after;
            form.setFieldsValue({ metalContent: after });
          }
        }
        setValues((current) => ({ ...current, ...next }));
      }}
      onFinish={() => void save()}
      aria-label="Edit product"
    >
      {saveError ? <Alert type="error" showIcon title={saveError} style={{ marginBottom: 16 }} /> : null}
      <Card title="Product" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {item('title', 'Title', <Input maxLength={200} />, 16)}
          {item('status', 'Status', <Select options={statusOptions} />, 8)}
          {item('name', 'Name', <Input maxLength={200} />)}
          {item('year', 'Year', number({ min: 1700 }), 6)}
          {item('type', 'Type', select(options.types), 6)}
          {item('metal', 'Metal', select(options.metals), 8)}
          {item('country', 'Country', select(options.countries), 8)}
          {item('faceValue', 'Face value', <Input maxLength={80} placeholder="e.g. $50" />, 8)}
          {item('strike', 'Strike', select(options.strikes), 8)}
          {item('edgeDesign', 'Edge design', select(options.edgeDesigns), 8)}
          {item('categoryId', 'Category', select(options.categories), 8)}
          {item('seriesId', 'Series', select(options.series), 12)}
          {item('packagingId', 'Packaging', select(options.packagings), 12)}
        </Row>
      </Card>
      <Card title="Weight and dimensions" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {item('weight', 'Gross weight', number({ step: 0.0001 }), 8)}
          {item('weightUnit', 'Weight unit', select(options.weightUnits), 8)}
          {item('purity', 'Purity (fineness)', number({ step: 0.0001 }), 8)}
          <Col xs={24} md={12}>
            <Form.Item
              name="metalContent"
              label="Fine metal content"
              validateStatus={errors.metalContent ? 'error' : undefined}
              help={errors.metalContent?.join(' ') ?? (implied !== null ? `Gross weight × purity = ${withUnit(implied)}` : undefined)}
            >
              <InputNumber
                style={{ width: '100%' }}
                min={0}
                step={0.0001}
                suffix={unitSymbol || undefined}
                placeholder={implied !== null ? String(implied) : undefined}
              />
            </Form.Item>
          </Col>
          {item('diameter', 'Diameter', number({ step: 0.01, addonAfter: 'mm' }), 6)}
          {item('thickness', 'Thickness', number({ step: 0.01, addonAfter: 'mm' }), 6)}
          {item('innerPack', 'Pieces per tube', number({ min: 1, step: 1 }), 6)}
          {item('outerPack', 'Pieces per box', number({ min: 1, step: 1 }), 6)}
        </Row>
      </Card>
      <Card title="Images" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Obverse" name="obverseImage" validateStatus={errors.obverseImage ? 'error' : undefined} help={errors.obverseImage?.join(' ')}>
              <ImageField
                label="Obverse"
                value={values.obverseImage}
                onChange={(next) => set({ obverseImage: next })}
                upload={(file) => uploadProductImage(product.groupId as string, product.id, file)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Reverse" name="reverseImage" validateStatus={errors.reverseImage ? 'error' : undefined} help={errors.reverseImage?.join(' ')}>
              <ImageField
                label="Reverse"
                value={values.reverseImage}
                onChange={(next) => set({ reverseImage: next })}
                upload={(file) => uploadProductImage(product.groupId as string, product.id, file)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="Description" size="small">
        <Form.Item name="desc" validateStatus={errors.desc ? 'error' : undefined} help={errors.desc?.join(' ')} style={{ margin: 0 }}>
          <Input.TextArea rows={5} maxLength={10_000} aria-label="Description" />
        </Form.Item>
      </Card>
      {errors.form ? <Typography.Text type="danger">{errors.form.join(' ')}</Typography.Text> : null}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button
          onClick={() => {
            void (changes.dirty ? confirmLeave() : Promise.resolve(true)).then((leave) => {
              if (leave) onDone();
            });
          }}
        >
          {changes.dirty ? 'Cancel' : 'Done'}
        </Button>
      </Flex>
      {changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={saving} /> : null}
    </Form>
  );
}
