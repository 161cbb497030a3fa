// The invite dialog: an e-mail address and a role; the API e-mails the invite link to the address.
// After sending, the link is shown too, to copy and share another way.
import { createInviteMutationOptions, memberRolesQueryOptions } from '@bullion/api-client';
import { formatDate, type Invite } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from './current-group';

export interface InviteDialogProps {
  groupId: string;
  groupName: string;
  open: boolean;
  onClose(): void;
}

interface InviteValues {
  email: string;
  roleId?: number;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteDialog({ groupId, groupName, open, onClose }: InviteDialogProps) {
  const { toast } = useShellServices();
  const roles = useQuery(memberRolesQueryOptions());
  const create = useMutation(createInviteMutationOptions(groupId));
  const [form] = Form.useForm<InviteValues>();
  const [sent, setSent] = useState<Invite | null>(null);
  const [error, setError] = useState<string | null>(null);
  const memberRoleId = roles.data?.find((role) => role.value === 'member')?.id;

  const close = () => {
    setSent(null);
    setError(null);
    form.resetFields();
    create.reset();
    onClose();
  };

  const submit = async ({ email, roleId }: InviteValues) => {
    setError(null);
    try {
      const invite = await create.mutateAsync({ email: email.trim(), ...(roleId ? { roleId } : {}) });
      setSent(invite);
      toast.show('success', `Invitation sent to ${invite.email ?? email}`);
    } catch (caught) {
      setError(errorMessage(caught, 'The invitation could not be sent.'));
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show('success', 'Invite link copied');
    } catch {
      toast.show('error', 'The link could not be copied: select it and copy it yourself.');
    }
  };

  return (
    <Modal
      open={open}
      title={`Invite people to ${groupName}`}
      onCancel={close}
      destroyOnHidden
      footer={
        sent
          ? [
              <Button key="another" onClick={() => setSent(null)}>
                Invite someone else
              </Button>,
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button key="send" type="primary" loading={create.isPending} onClick={() => form.submit()}>
                Send invitation
              </Button>,
            ]
      }
    >
      {sent ? (
        <>
          <Typography.Paragraph>
            We e-mailed an invitation to <strong>{sent.email}</strong>. It works until {formatDate(sent.expiresAt)}.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">You can also share the link yourself:</Typography.Paragraph>
          <Input.Search readOnly value={sent.url} aria-label="Invite link" enterButton="Copy link" onSearch={() => void copy(sent.url)} />
        </>
      ) : (
        <Form<InviteValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} initialValues={{ email: '' }}>
          <Typography.Paragraph type="secondary">
            They get an e-mail with a link to join. If they are new to Bullion Desk, they create an account with that address first.
          </Typography.Paragraph>
          <Form.Item
            name="email"
            label="E-mail address"
            rules={[
              { required: true, message: 'Enter the e-mail address to invite.' },
              { pattern: EMAIL_PATTERN, message: 'This does not look like an e-mail address.' },
            ]}
          >
            <Input type="email" autoComplete="off" placeholder="name@example.com" autoFocus />
          </Form.Item>
          <Form.Item name="roleId" label="Role" extra="Admins manage the team, its people and billing; members work with products, inventory and orders; viewers only look.">
            <Select
              aria-label="Role"
              loading={roles.isPending}
              placeholder={memberRoleId ? 'Member' : 'Choose a role'}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Form>
      )}
    </Modal>
  );
}
