// The drawer's quick add, made for a phone at the desk: a photo (camera or library), a title, how many
// and what was paid. The photo is uploaded while the rest is typed; the item lands in the drawer.
import { createInventoryItemMutationOptions, productImageProblem, uploadInventoryPhoto } from '@bullion/api-client';
import { inventoryItemInputSchema } from '@bullion/contract';
import { selectGroupId, useAppStore, useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Grid, Input, InputNumber, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { fieldErrors, type FieldErrors } from '../spaces/zod-field-errors';
import { CameraIcon } from './icons';
import { moneyInputText } from './money-input';
import { shrinkPhoto } from './shrink-photo';

interface Photo {
  preview: string;
  /** The uploaded photo's address; null while uploading. */
  url: string | null;
}

const EMPTY = { title: '', quantity: 1 as number | null, cost: '' };

const tile: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: 168,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 8,
  overflow: 'hidden',
  cursor: 'pointer',
};

export function QuickAddForm() {
  const { toast } = useShellServices();
  const groupId = useAppStore(selectGroupId);
  const create = useMutation(createInventoryItemMutationOptions());
  const [values, setValues] = useState(EMPTY);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useRef(0);
  const wide = Grid.useBreakpoint().sm ?? true;

  // The local preview is freed once another photo (or none) replaces it.
  const preview = photo?.preview;
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pickPhoto = async (picked: File) => {
    setPhotoProblem(null);
    const attempt = ++upload.current;
    const file = await shrinkPhoto(picked);
    const problem = productImageProblem(file) ?? (groupId ? null : 'Choose a group first.');
    if (problem) {
      setPhotoProblem(problem);
      return;
    }
    setPhoto({ preview: URL.createObjectURL(file), url: null });
    try {
      const url = await uploadInventoryPhoto(groupId as string, file);
      if (upload.current === attempt) setPhoto((current) => (current ? { ...current, url } : current));
    } catch (error) {
      if (upload.current !== attempt) return;
      setPhoto(null);
      setPhotoProblem(`${error instanceof Error ? error.message : 'The photo could not be uploaded.'} You can add the item without it.`);
    }
  };

  const removePhoto = () => {
    upload.current++;
    setPhoto(null);
    setPhotoProblem(null);
  };

  const submit = async () => {
    const cost = moneyInputText(values.cost);
    // Checked with the API's own schema, sent as typed (the schema's output would spell out every absent field as null).
    const body = {
      status: 'drawer' as const,
      title: values.title.trim(),
      quantity: values.quantity ?? undefined,
      cost: cost || undefined,
      obverseImage: photo?.url ?? undefined,
    };
    const input = inventoryItemInputSchema.safeParse(body);
    if (!input.success) {
      setErrors(fieldErrors(input.error));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
    } catch {
      return; // the fetch layer's error toast says why
    }
    toast.show('success', `"${body.title}" added to the drawer`);
    setValues(EMPTY);
    setPhoto(null);
    setPhotoProblem(null);
  };

  const uploading = photo !== null && photo.url === null;

  return (
    <Card title="Quick add" size={wide ? 'medium' : 'small'} style={{ marginBottom: 16 }}>
      <Form layout="vertical" aria-label="Quick add" onFinish={() => void submit()} requiredMark={false} style={{ maxWidth: 880 }}>
        <Flex gap={16} wrap>
          <div style={{ flex: wide ? '0 0 180px' : '1 1 100%' }}>
            {/* A plain file input: on a phone it offers the camera and the photo library. */}
            <label style={{ ...tile, height: wide ? 180 : 168, border: photo ? 'none' : '1px dashed rgba(128,128,128,.6)', background: photo ? '#000' : 'rgba(128,128,128,.06)' }}>
              <input
                type="file"
                accept="image/*"
                aria-label={photo ? 'Replace the photo' : 'Add a photo'}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void pickPhoto(file);
                }}
              />
              {photo ? (
                <Spin spinning={uploading} description="Uploading…">
                  <img src={photo.preview} alt="Photo of the item" style={{ maxWidth: '100%', maxHeight: wide ? 180 : 168, display: 'block' }} />
                </Spin>
              ) : (
                <Flex vertical align="center" gap={4}>
                  <CameraIcon />
                  <Typography.Text strong>Add a photo</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
                    Take one or choose one
                  </Typography.Text>
                </Flex>
              )}
            </label>
            {photo && !uploading ? (
              <Button type="link" size="small" onClick={removePhoto} style={{ paddingInline: 0 }}>
                Remove photo
              </Button>
            ) : null}
            {photoProblem ? <Alert type="warning" showIcon title={photoProblem} style={{ marginTop: 8 }} /> : null}
          </div>
          <Flex vertical style={{ flex: '1 1 260px' }}>
            <Form.Item label="Title" htmlFor="quick-add-title" required validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
              <Input
                id="quick-add-title"
                size="large"
                value={values.title}
                maxLength={200}
                placeholder="e.g. 20 silver rounds, estate lot"
                onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
              />
            </Form.Item>
            <Flex gap={12}>
              <Form.Item label="Quantity" htmlFor="quick-add-quantity" validateStatus={errors.quantity ? 'error' : undefined} help={errors.quantity} style={{ flex: 1 }}>
                <InputNumber
                  id="quick-add-quantity"
                  size="large"
                  inputMode="numeric"
                  min={1}
                  max={1_000_000}
                  precision={0}
                  value={values.quantity}
                  onChange={(quantity) => setValues((current) => ({ ...current, quantity }))}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item label="Cost" htmlFor="quick-add-cost" validateStatus={errors.cost ? 'error' : undefined} help={errors.cost} style={{ flex: 1.4 }}>
                <Input
                  id="quick-add-cost"
                  size="large"
                  inputMode="decimal"
                  prefix="$"
                  placeholder="whole lot"
                  value={values.cost}
                  onChange={(event) => setValues((current) => ({ ...current, cost: event.target.value }))}
                />
              </Form.Item>
            </Flex>
            <Button type="primary" size="large" htmlType="submit" block loading={create.isPending} disabled={uploading}>
              {uploading ? 'Uploading the photo…' : 'Add to drawer'}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
