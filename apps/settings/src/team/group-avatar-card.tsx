// The team's picture: upload into the `groups` bucket, remove; after a change the store's cacheId is
// bumped so every place that draws the avatar loads the new one at once (spec section 4).
import { groupAvatarProblem, updateGroupMutationOptions, uploadGroupAvatar } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { cachedAvatarUrl, useAppStore, useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from './current-group';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function GroupAvatarCard({ group, canEdit }: { group: Group; canEdit: boolean }) {
  const { toast } = useShellServices();
  const cacheId = useAppStore((state) => state.cacheId);
  const incrementCacheId = useAppStore((state) => state.incrementCacheId);
  const update = useMutation(updateGroupMutationOptions(group.id));
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const change = async (file: File | undefined) => {
    if (!file) return;
    const problem = groupAvatarProblem(file);
    if (problem) {
      toast.show('error', problem);
      return;
    }
    setUploading(true);
    try {
      const avatarUrl = await uploadGroupAvatar(group.id, file);
      await update.mutateAsync({ avatarUrl });
      incrementCacheId();
      toast.show('success', 'Team picture updated');
    } catch (caught) {
      toast.show('error', errorMessage(caught, 'The picture could not be changed.'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ avatarUrl: null });
      incrementCacheId();
      toast.show('success', 'Team picture removed');
    } catch {
      // Shown by the fetch layer.
    }
  };

  return (
    <Card title="Picture" style={{ marginTop: 16 }}>
      <Flex align="center" gap={16} wrap>
        <Avatar shape="square" size={64} src={cachedAvatarUrl(group.avatarUrl, cacheId)} style={{ background: '#b8860b', fontSize: 24 }} alt={`${group.name} picture`}>
          {initialsOf(group.name)}
        </Avatar>
        {canEdit ? (
          <Flex vertical gap={8}>
            <Flex gap={8}>
              <Button loading={uploading} onClick={() => input.current?.click()}>
                {group.avatarUrl ? 'Change picture' : 'Upload a picture'}
              </Button>
              {group.avatarUrl ? (
                <Button danger type="text" disabled={uploading} loading={update.isPending && !uploading} onClick={() => void remove()}>
                  Remove
                </Button>
              ) : null}
            </Flex>
            <Typography.Text type="secondary">A square JPEG, PNG, WebP, GIF or AVIF image of up to 5 MB.</Typography.Text>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-label="Team picture file"
              hidden
              onChange={(event) => void change(event.target.files?.[0])}
            />
          </Flex>
        ) : (
          <Typography.Text type="secondary">Shown in the group switcher and on invitations.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
