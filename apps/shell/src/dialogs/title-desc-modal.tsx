// #title-desc: a title (not blank after trimming) and a description, handed
// to whoever asked through dialogService.titleDesc(); closing without submitting hands back null.
import { settleTitleDesc, useTitleDescRequest, type TitleDescRequest, type TitleDescValues } from '@bullion/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useHashDialog } from './use-hash-dialog';

export interface TitleDescDialogProps {
  open: boolean;
  request: TitleDescRequest;
  onSubmit(values: TitleDescValues): void;
  onCancel(): void;
}

export function TitleDescDialog({ open, request, onSubmit, onCancel }: TitleDescDialogProps) {
  const [title, setTitle] = useState(request.defaultValues?.title ?? '');
  const [description, setDescription] = useState(request.defaultValues?.description ?? '');
  const trimmed = title.trim();
  const submit = () => {
    if (trimmed) onSubmit({ title: trimmed, description: description.trim() });
  };
  return (
    <Modal
      open={open}
      title={request.heading ?? 'Title and description'}
      okText={request.submitLabel ?? 'Submit'}
      okButtonProps={{ disabled: !trimmed }}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item label="Title" htmlFor="title-desc-title">
          <Input id="title-desc-title" autoFocus value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} onPressEnter={submit} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="title-desc-description" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="title-desc-description"
            value={description}
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function TitleDescModal() {
  const dialog = useHashDialog('title-desc');
  const pending = useTitleDescRequest((state) => state.pending);

  // Closed without submitting (Cancel, Back, another page): the caller gets null.
  useEffect(() => {
    if (!dialog.isOpen) settleTitleDesc(null);
  }, [dialog.isOpen]);

  return (
    <TitleDescDialog
      // A new request starts from its own defaults.
      key={pending?.id ?? 'direct'}
      open={dialog.isOpen}
      request={pending?.request ?? {}}
      onSubmit={(values) => {
        settleTitleDesc(values);
        dialog.close();
      }}
      onCancel={dialog.close}
    />
  );
}
