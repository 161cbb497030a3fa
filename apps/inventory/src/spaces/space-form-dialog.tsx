// Create a top-level space, add a location inside one, or edit a space's name, kind and notes. The
// form is checked with the contract's request schemas (spaceInputSchema, spacePatchSchema).
import { createSpaceMutationOptions, updateSpaceMutationOptions } from '@bullion/api-client';
import { SPACE_KIND_LABELS, SPACE_KINDS, spaceInputSchema, spacePatchSchema, type SpaceKind, type StorageSpace } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { spacePathText, type SpaceNode } from './space-tree';
import { fieldErrors, type FieldErrors } from './zod-field-errors';

export type SpaceFormRequest = { mode: 'create' } | { mode: 'add-location'; parent: SpaceNode } | { mode: 'edit'; node: SpaceNode };

export const KIND_OPTIONS = SPACE_KINDS.map((kind) => ({ value: kind, label: SPACE_KIND_LABELS[kind] }));

interface Values {
  name: string;
  kind: SpaceKind | null;
  notes: string;
}

function initialValues(request: SpaceFormRequest): Values {
  if (request.mode === 'edit') return { name: request.node.space.name, kind: request.node.space.kind, notes: request.node.space.notes ?? '' };
  return { name: '', kind: null, notes: '' };
}

function titleOf(request: SpaceFormRequest): string {
  if (request.mode === 'create') return 'New storage space';
  if (request.mode === 'add-location') return `Add a location inside ${request.parent.space.name}`;
  return `Edit ${request.node.space.name}`;
}

const toastText = (request: SpaceFormRequest, saved: StorageSpace) =>
  request.mode === 'create'
    ? `Storage space "${saved.name}" created`
    : request.mode === 'add-location'
      ? `Location "${saved.name}" added to ${spacePathText(request.parent.space)}`
      : `Storage space "${saved.name}" saved`;

function SpaceForm({ request, onClose }: { request: SpaceFormRequest; onClose(): void }) {
  const { toast } = useShellServices();
  const editing = request.mode === 'edit' ? request.node.space : null;
  const create = useMutation(createSpaceMutationOptions());
  const update = useMutation(updateSpaceMutationOptions(editing?.id ?? ''));
  const [values, setValues] = useState<Values>(() => initialValues(request));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const topLevel = request.mode === 'create' || (editing !== null && editing.parentId === null);
  const pending = create.isPending || update.isPending;

  /** The saved space, or null when the form has errors (shown under their fields). */
  const save = async (): Promise<StorageSpace | null> => {
    const kind = topLevel ? values.kind : null;
    // The schemas leave kind optional; a top-level space needs one all the same.
    const kindError: FieldErrors = topLevel && !kind ? { kind: 'Choose what kind of space this is.' } : {};
    const check = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => {
      const problems = { ...(result.error ? fieldErrors(result.error) : {}), ...kindError };
      setErrors(problems);
      return Object.keys(problems).length === 0;
    };
    if (editing) {
      const patch = spacePatchSchema.safeParse({ name: values.name, notes: values.notes, ...(topLevel ? { kind } : {}), version: editing.version });
      return check(patch) && patch.success ? update.mutateAsync(patch.data) : null;
    }
    const parentId = request.mode === 'add-location' ? request.parent.space.id : null;
    const input = spaceInputSchema.safeParse({ name: values.name, notes: values.notes, kind, parentId });
    return check(input) && input.success ? create.mutateAsync(input.data) : null;
  };

  const submit = async () => {
    setFailure(null);
    try {
      const saved = await save();
      if (!saved) return;
      toast.show('success', toastText(request, saved));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The storage space could not be saved.');
    }
  };

  return (
    <Modal
      open
      title={titleOf(request)}
      okText={editing ? 'Save' : request.mode === 'create' ? 'Create space' : 'Add location'}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()} requiredMark="optional">
        {request.mode === 'add-location' ? (
          <Form.Item label="Inside">{spacePathText(request.parent.space)}</Form.Item>
        ) : null}
        <Form.Item label="Name" required validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input
            autoFocus
            value={values.name}
            maxLength={120}
            placeholder={request.mode === 'add-location' ? 'e.g. Top shelf, Box A' : 'e.g. Home safe, Bank box 114'}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          />
        </Form.Item>
        {topLevel ? (
          <Form.Item label="Kind" required validateStatus={errors.kind ? 'error' : undefined} help={errors.kind}>
            <Select
              aria-label="Kind"
              value={values.kind}
              placeholder="What kind of space is it?"
              options={KIND_OPTIONS}
              onChange={(kind) => setValues((current) => ({ ...current, kind }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Notes" validateStatus={errors.notes ? 'error' : undefined} help={errors.notes}>
          <Input.TextArea
            value={values.notes}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="Where it is, who has the key or the code…"
            onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
          />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

/** The dialog for `request`, or nothing. */
export function SpaceFormDialog({ request, onClose }: { request: SpaceFormRequest | null; onClose(): void }) {
  return request ? <SpaceForm request={request} onClose={onClose} /> : null;
}
