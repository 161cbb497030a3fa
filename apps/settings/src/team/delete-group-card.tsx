// Deleting the team: admins only, never a personal group; the admin types the team's name to confirm.
import { deleteGroupMutationOptions } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from './current-group';

export function DeleteGroupCard({ group }: { group: Group }) {
  const { toast, navigation } = useShellServices();
  const remove = useMutation(deleteGroupMutationOptions(group.id));
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim() === group.name;

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ name: typed.trim() });
      toast.show('success', `${group.name} was deleted`);
      close();
      // The held token is for the deleted team: the shell picks another group on the way in.
      navigation.navigate('/switch-group');
    } catch (caught) {
      setError(errorMessage(caught, 'The team could not be deleted.'));
    }
  };

  return (
    <Card title="Delete this team" style={{ marginTop: 16, borderColor: '#f5c2c0' }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary" style={{ maxWidth: 480 }}>
          Deletes the team with its products, inventory, collections, orders and files for everyone in it. A paid plan stays with whoever bought it.
          This cannot be undone.
        </Typography.Text>
        <Button danger onClick={() => setOpen(true)}>
          Delete team
        </Button>
      </Flex>
      <Modal
        open={open}
        title={`Delete ${group.name}?`}
        onCancel={close}
        destroyOnHidden
        okText="Delete the team"
        okButtonProps={{ danger: true, disabled: !matches, loading: remove.isPending }}
        cancelText="Cancel"
        onOk={() => void confirm()}
      >
        <Typography.Paragraph>
          Everything in <strong>{group.name}</strong> is deleted for all its members. Type the team&apos;s name to confirm.
        </Typography.Paragraph>
        <Input aria-label="Team name to confirm" value={typed} placeholder={group.name} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
      </Modal>
    </Card>
  );
}
