// Renders every open confirm, info and prompt dialog requested through the dialog service (any app
// may ask; each resolves its caller's promise): in the shell, in a remote's standalone host and in
// Storybook alike.
import { useDialogQueue, type DialogRequest } from '@bullion/shared';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';

function PromptDialog({ dialog }: { dialog: Extract<DialogRequest, { kind: 'prompt' }> }) {
  const { request, resolve } = dialog;
  const [value, setValue] = useState(request.defaultValue ?? '');
  const trimmed = value.trim();
  const submit = () => {
    if (trimmed) resolve(trimmed);
  };
  return (
    <Modal
      open
      title={request.title}
      okText={request.submitLabel ?? 'Submit'}
      cancelText={request.cancelLabel ?? 'Cancel'}
      okButtonProps={{ disabled: !trimmed }}
      onOk={submit}
      onCancel={() => resolve(null)}
      destroyOnHidden
    >
      {request.text ? <Typography.Paragraph>{request.text}</Typography.Paragraph> : null}
      <label>
        {request.label ? <Typography.Text strong>{request.label}</Typography.Text> : null}
        <Input
          autoFocus
          value={value}
          placeholder={request.placeholder}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={submit}
        />
      </label>
    </Modal>
  );
}

function Dialog({ dialog }: { dialog: DialogRequest }) {
  switch (dialog.kind) {
    case 'confirm':
      return (
        <Modal
          open
          title={dialog.request.title}
          okText={dialog.request.confirmLabel ?? 'Confirm'}
          cancelText={dialog.request.cancelLabel ?? 'Cancel'}
          onOk={() => dialog.resolve(true)}
          onCancel={() => dialog.resolve(false)}
        >
          {dialog.request.text ? <Typography.Paragraph>{dialog.request.text}</Typography.Paragraph> : null}
        </Modal>
      );
    case 'info':
      return (
        <Modal
          open
          title={dialog.request.title}
          okText={dialog.request.closeLabel ?? 'Close'}
          cancelButtonProps={{ style: { display: 'none' } }}
          onOk={() => dialog.resolve()}
          onCancel={() => dialog.resolve()}
        >
          <Typography.Paragraph>{dialog.request.content}</Typography.Paragraph>
        </Modal>
      );
    case 'prompt':
      return <PromptDialog dialog={dialog} />;
  }
}

export function DialogHost() {
  const open = useDialogQueue((state) => state.open);
  return (
    <>
      {open.map((dialog) => (
        <Dialog key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}
