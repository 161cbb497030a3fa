// Branding: the team's accent colour and logo in the app's header, on plans with enableBranding.
// Without it, an upgrade offer (the shell's #pro-upgrade and #team-upgrade dialogs).
import { groupAvatarProblem, updateGroupMutationOptions, uploadGroupAvatar } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { cachedAvatarUrl, useAppStore, useShellServices, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, ColorPicker, Flex, Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from './current-group';

export const DEFAULT_ACCENT = '#b8860b';

export function BrandingCard({ group, canEdit }: { group: Group; canEdit: boolean }) {
  const { dialog, toast } = useShellServices();
  const enabled = group.subscription?.plan?.permissions?.enableBranding === true;
  if (!enabled) {
    return (
      <Card title="Branding" style={{ marginTop: 16 }}>
        <Typography.Paragraph>Show your own accent colour and logo in the app&apos;s header, for everyone on your team.</Typography.Paragraph>
        <Typography.Paragraph type="secondary">Branding is part of the Pro and Teams plans.</Typography.Paragraph>
        {canEdit ? (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => dialog.open('pro-upgrade')}>
              Upgrade to Pro
            </Button>
            <Button onClick={() => dialog.open('team-upgrade')}>See the Teams plan</Button>
          </Flex>
        ) : null}
      </Card>
    );
  }
  return <BrandingForm group={group} canEdit={canEdit} toastError={(message) => toast.show('error', message)} />;
}

function BrandingForm({ group, canEdit, toastError }: { group: Group; canEdit: boolean; toastError(message: string): void }) {
  const { toast } = useShellServices();
  const cacheId = useAppStore((state) => state.cacheId);
  const incrementCacheId = useAppStore((state) => state.incrementCacheId);
  const update = useMutation(updateGroupMutationOptions(group.id));
  const saved = { accentColor: group.settings.accentColor ?? '' };
  const [values, setValues] = useState(saved);
  const changes = useUnsavedChanges(saved, values, setValues);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const save = async () => {
    try {
      await update.mutateAsync({ settings: { accentColor: values.accentColor } });
      changes.save();
      toast.show('success', 'Branding saved');
    } catch {
      // Shown by the fetch layer.
    }
  };

  const changeLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = groupAvatarProblem(file);
    if (problem) return toastError(problem);
    setUploading(true);
    try {
      const logoUrl = await uploadGroupAvatar(group.id, file, 'logo');
      await update.mutateAsync({ settings: { logoUrl } });
      incrementCacheId();
      toast.show('success', 'Logo updated');
    } catch (caught) {
      toastError(errorMessage(caught, 'The logo could not be changed.'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const removeLogo = async () => {
    try {
      await update.mutateAsync({ settings: { logoUrl: '' } });
      incrementCacheId();
      toast.show('success', 'Logo removed');
    } catch {
      // Shown by the fetch layer.
    }
  };

  return (
    <Card title="Branding" style={{ marginTop: 16 }}>
      <Form layout="vertical" disabled={!canEdit}>
        <Form.Item label="Accent colour" extra="A line in this colour runs under the app's header.">
          <Flex gap={8} align="center">
            <ColorPicker
              aria-label="Accent colour"
              value={values.accentColor || DEFAULT_ACCENT}
              disabledAlpha
              showText
              onChangeComplete={(color) => setValues({ accentColor: color.toHexString() })}
            />
            {values.accentColor ? (
              <Button type="link" onClick={() => setValues({ accentColor: '' })}>
                Use the app&apos;s colour
              </Button>
            ) : null}
          </Flex>
        </Form.Item>
        <Form.Item label="Logo" extra="Shown in the header beside Bullion Desk. A wide PNG or WebP with a transparent background looks best.">
          <Flex gap={12} align="center" wrap>
            {group.settings.logoUrl ? (
              <img src={cachedAvatarUrl(group.settings.logoUrl, cacheId)} alt={`${group.name} logo`} style={{ height: 32, maxWidth: 160, objectFit: 'contain' }} />
            ) : (
              <Typography.Text type="secondary">No logo yet</Typography.Text>
            )}
            {canEdit ? (
              <>
                <Button loading={uploading} onClick={() => input.current?.click()}>
                  {group.settings.logoUrl ? 'Change logo' : 'Upload a logo'}
                </Button>
                {group.settings.logoUrl ? (
                  <Button danger type="text" disabled={uploading} onClick={() => void removeLogo()}>
                    Remove logo
                  </Button>
                ) : null}
                <input
                  ref={input}
                  type="file"
                  hidden
                  aria-label="Logo file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  onChange={(event) => void changeLogo(event.target.files?.[0])}
                />
              </>
            ) : null}
          </Flex>
        </Form.Item>
      </Form>
      {canEdit && changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={update.isPending} /> : null}
    </Card>
  );
}
