// Name, display name and profile picture (initials on a colour when there is none). The name is
// also the auth user's full_name, which the shell's header shows.
import { accountQueryOptions, loadSupabase, problemOf, runAuthCall, updateAccountMutationOptions, uploadProfileAvatar } from '@bullion/api-client';
import { type Profile } from '@bullion/contract';
import { useShellServices, useUnsavedChanges } from '@bullion/shared';
import { avatarColor, initialsOf, LoadError, LoadingState, UnsavedChangesBar } from '@bullion/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { authUserKey } from '../auth/auth-user';

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters.'),
  displayName: z.string().trim().min(1, 'Enter the name others see.').max(80, 'Use at most 80 characters.'),
});
type Values = z.input<typeof profileFormSchema>;

function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const defaults: Values = { name: profile.name, displayName: profile.displayName };
  const values = { ...defaults, ...Form.useWatch([], form) };
  const changes = useUnsavedChanges<Values>(defaults, values, (baseline) => form.setFieldsValue(baseline));
  const update = useMutation(updateAccountMutationOptions());
  const client = useQueryClient();
  const { toast } = useShellServices();
  const [uploading, setUploading] = useState(false);

  const save = async () => {
    const parsed = profileFormSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      await form.validateFields().catch(() => undefined);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      // The API keeps full_name in step; this refreshes supabase-js's copy, which the header reads.
      await runAuthCall(async () => (await loadSupabase()).auth.updateUser({ data: { full_name: parsed.data.name } })).catch(() => undefined);
      await client.invalidateQueries({ queryKey: authUserKey });
      changes.save();
      toast.show('success', 'Profile saved');
    } catch {
      // The fetch layer already showed the error.
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const avatarUrl = await uploadProfileAvatar(profile.id, file);
      await update.mutateAsync({ avatarUrl });
      toast.show('success', 'Profile picture updated');
    } catch (error) {
      toast.show('error', 'The picture could not be changed', { description: error instanceof Error ? error.message : problemOf(error).message });
    } finally {
      setUploading(false);
    }
  };

  const removePicture = async () => {
    await update.mutateAsync({ avatarUrl: null }).catch(() => undefined);
    toast.show('success', 'Profile picture removed');
  };

  const rule = (field: keyof Values) => ({
    validator: async () => {
      const result = profileFormSchema.safeParse(form.getFieldsValue(true));
      const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });

  return (
    <>
      <Flex gap={24} wrap align="flex-start">
        <Flex vertical align="center" gap={8}>
          <Avatar
            size={96}
            src={profile.avatarUrl || undefined}
            alt={profile.avatarUrl ? 'Your profile picture' : undefined}
            style={{ backgroundColor: avatarColor(profile.email), color: '#fff', fontSize: 38 }}
          >
            {initialsOf(profile.name, profile.email)}
          </Avatar>
          <Upload
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button size="small" loading={uploading}>
              {profile.avatarUrl ? 'Change picture' : 'Upload picture'}
            </Button>
          </Upload>
          {profile.avatarUrl ? (
            <Button size="small" type="link" danger onClick={() => void removePicture()}>
              Remove picture
            </Button>
          ) : null}
        </Flex>
        <Form<Values> form={form} name="profile" layout="vertical" requiredMark={false} initialValues={defaults} onFinish={() => void save()} style={{ flex: '1 1 280px', maxWidth: 420 }}>
          <Form.Item label="Name" name="name" rules={[rule('name')]} validateTrigger="onBlur">
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="Display name" name="displayName" rules={[rule('displayName')]} validateTrigger="onBlur" extra="What your team sees next to your orders and changes.">
            <Input autoComplete="nickname" />
          </Form.Item>
        </Form>
      </Flex>
      {changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={update.isPending} /> : null}
    </>
  );
}

export function ProfileCard() {
  const query = useQuery(accountQueryOptions());
  return (
    <Card title="Profile">
      {query.isError ? (
        <LoadError title="Your profile could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState layout="lines" label="Loading your profile" avatar rows={3} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">Your name and picture, as your team sees them.</Typography.Paragraph>
          <ProfileForm key={query.data.id} profile={query.data} />
        </>
      )}
    </Card>
  );
}
