// #create-team: a team name that must not be blank after trimming; creating the team gets an access
// token for it (the app switches to it) and opens its people settings.
import { createGroupMutationOptions } from '@bullion/api-client';
import { GROUP_NAME_MAX_LENGTH } from '@bullion/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { switchGroup } from '../auth/access';
import { useHashDialog } from './use-hash-dialog';

export interface CreateTeamFormProps {
  submitting: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
  open: boolean;
}

export function CreateTeamDialog({ open, submitting, onSubmit, onCancel }: CreateTeamFormProps) {
  const [title, setTitle] = useState('');
  const name = title.trim();
  const submit = () => {
    if (name && !submitting) onSubmit(name);
  };
  return (
    <Modal
      open={open}
      title="Create a team"
      okText="Create team"
      okButtonProps={{ disabled: !name }}
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onCancel}
      afterClose={() => setTitle('')}
    >
      <Typography.Paragraph type="secondary">
        A team is a shared desk: invite people to work on the same inventory, catalog and orders.
      </Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item label="Team name" htmlFor="create-team-title" style={{ marginBottom: 0 }}>
          <Input
            id="create-team-title"
            autoFocus
            value={title}
            maxLength={GROUP_NAME_MAX_LENGTH}
            placeholder="e.g. Gold Traders"
            onChange={(event) => setTitle(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CreateTeamModal() {
  const dialog = useHashDialog('create-team');
  const createGroup = useMutation(createGroupMutationOptions());
  const [submitting, setSubmitting] = useState(false);

  const create = async (name: string) => {
    setSubmitting(true);
    try {
      // A failure is reported by the API client's error toast; the dialog stays open to retry.
      const { id } = await createGroup.mutateAsync(name);
      // The access token for the new group (and a refetch of everything for it).
      await switchGroup(id);
      dialog.closeTo('/settings/people');
    } catch (error) {
      console.warn('[shell] creating a team failed', error);
    } finally {
      setSubmitting(false);
    }
  };

  return <CreateTeamDialog open={dialog.isOpen} submitting={submitting} onSubmit={(name) => void create(name)} onCancel={dialog.close} />;
}
