// A collection's read-only share link: an admin turns it on and off (off asks first: the link stops
// working at once, and "on" again makes a new one); anyone in the group copies it while it is on.
// The link shows titles, images, owned and wanted counts and completion, without signing in.
import { shareCollectionMutationOptions, unshareCollectionMutationOptions } from '@bullion/api-client';
import { type Collection } from '@bullion/contract';
import { selectIsGroupAdmin, sharedCollectionUrl, useAppStore, useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Switch, Typography } from 'antd';
import { useId } from 'react';
import { quietly } from './use-collection-actions';

export const SHARE_EXPLANATION = 'Anyone with the link sees the titles, images, owned and wanted counts and completion, without signing in; never values, costs, grades or notes.';

export function ShareLinkCard({ collection }: { collection: Collection }) {
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const { dialog, toast } = useShellServices();
  const share = useMutation(shareCollectionMutationOptions(collection.id));
  const unshare = useMutation(unshareCollectionMutationOptions(collection.id));
  const switchId = useId();
  const url = collection.shareToken ? sharedCollectionUrl(collection.shareToken) : null;

  const turnOn = async () => {
    await share.mutateAsync();
    toast.show('success', 'Share link on', { description: 'Copy the link and send it to whoever should see the collection.' });
  };

  const turnOff = async () => {
    const confirmed = await dialog.confirm({
      title: 'Turn off the share link?',
      text: 'Anyone who has the link can no longer open it. Turning sharing on again makes a new link.',
      confirmLabel: 'Turn off',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    await unshare.mutateAsync();
    toast.show('success', 'Share link off');
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.show('success', 'Link copied');
    } catch {
      toast.show('warning', 'The link could not be copied', { description: 'Select it in the box and copy it yourself.' });
    }
  };

  return (
    <Card size="small" title="Share link">
      <Flex vertical gap={10}>
        {isAdmin ? (
          <Flex gap={8} align="center">
            <Switch
              id={switchId}
              checked={Boolean(collection.shareToken)}
              loading={share.isPending || unshare.isPending}
              onChange={(on) => quietly(on ? turnOn : turnOff)()}
            />
            <label htmlFor={switchId}>Share a read-only link</label>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{url ? 'An admin has shared this collection with a link.' : 'Only an admin of the group can share this collection with a link.'}</Typography.Text>
        )}
        {url ? (
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={url} aria-label="Share link" onFocus={(event) => event.currentTarget.select()} />
            <Button type="primary" onClick={() => void copy()}>
              Copy link
            </Button>
          </Space.Compact>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {SHARE_EXPLANATION}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
