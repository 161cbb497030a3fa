// New deploy key: a name, the one remote and the environments it may change. The answer carries the
// secret, which the API keeps only hashed: the dialog shows it this once, with a copy button, and
// forgets it when closed.
import { createDeployKeyMutationOptions } from '@bullion/api-client';
import { createDeployKeySchema, type CreateDeployKey, type DeployKey } from '@bullion/contract';
import { REMOTE_NAMES, REMOTES, useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';

export interface NewDeployKeyDialogProps {
  open: boolean;
  environments: readonly string[];
  onClose(): void;
}

const REMOTE_OPTIONS = REMOTE_NAMES.map((remote) => ({ value: remote, label: `${REMOTES[remote].label} (${remote})` }));

export function NewDeployKeyDialog({ open, environments, onClose }: NewDeployKeyDialogProps) {
  const { toast } = useShellServices();
  const create = useMutation(createDeployKeyMutationOptions());
  const [form] = Form.useForm<CreateDeployKey>();
  const [made, setMade] = useState<{ key: DeployKey; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    // The secret goes with the dialog: nothing keeps it once it is closed.
    setMade(null);
    setError(null);
    form.resetFields();
    create.reset();
    onClose();
  };

  const submit = async (values: CreateDeployKey) => {
    setError(null);
    const body = createDeployKeySchema.safeParse(values);
    if (!body.success) {
      setError(body.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    try {
      setMade(await create.mutateAsync(body.data));
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'The key could not be made.');
    }
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show('success', 'Deploy key copied');
    } catch {
      toast.show('error', 'The key could not be copied: select it and copy it yourself.');
    }
  };

  return (
    <Modal
      open={open}
      title={made ? `Deploy key “${made.key.name}” is ready` : 'New deploy key'}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: !made }}
      footer={
        made
          ? [
              <Button key="done" type="primary" onClick={close}>
                I have copied it
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button key="create" type="primary" loading={create.isPending} onClick={() => form.submit()}>
                Make key
              </Button>,
            ]
      }
    >
      {made ? (
        <>
          <Alert
            type="warning"
            showIcon
            title="Copy the key now: you will not see it again."
            description={`Only its start, ${made.key.prefix}…, is kept. Store it as a secret of the CI that deploys ${made.key.remote} (RELEASE_DEPLOY_KEY). If it is lost, revoke it and make a new one.`}
            style={{ marginBottom: 12 }}
          />
          <Flex gap={8} align="start">
            {/* Wraps rather than scrolls: the whole key is in view, on a phone too. No autoSize: its measuring
                copy of the field stays in the page after the dialog closes, and the secret with it. */}
            <Input.TextArea
              readOnly
              rows={2}
              value={made.secret}
              aria-label="Deploy key secret"
              style={{ fontFamily: 'monospace', wordBreak: 'break-all', resize: 'none' }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="primary" onClick={() => void copy(made.secret)}>
              Copy
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            It may publish {made.key.remote} and change it in {made.key.environments.join(' and ')}.
          </Typography.Paragraph>
        </>
      ) : (
        <Form<CreateDeployKey>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          initialValues={{ name: '', environments: environments.slice(0, 1) }}
        >
          <Typography.Paragraph type="secondary">A key belongs to one remote; give a team&apos;s CI only the environments it deploys to.</Typography.Paragraph>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name the key, e.g. after the CI that uses it.' }]}>
            <Input autoComplete="off" placeholder="catalog CI" maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item name="remote" label="Remote" rules={[{ required: true, message: 'Choose the remote the key may publish.' }]}>
            <Select aria-label="Remote" placeholder="Choose a remote" options={REMOTE_OPTIONS} />
          </Form.Item>
          <Form.Item name="environments" label="Environments" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one environment.' }]}>
            <Checkbox.Group options={environments.map((environment) => ({ value: environment, label: environment }))} />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Form>
      )}
    </Modal>
  );
}
