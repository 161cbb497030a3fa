// /settings/message-preferences: which e-mails you get. Sign-in and security e-mails always go;
// each optional kind can be switched off here or from the unsubscribe link in the e-mail itself.
import { DEFAULT_MESSAGE_PREFERENCES, type MessageKind, type MessagePreferences } from '@bullion/contract';
import { messagePreferencesQueryOptions, updateMessagePreferencesMutationOptions } from '@bullion/api-client';
import { useShellServices, useUnsavedChanges } from '@bullion/shared';
import { LoadError, LoadingState, PageHeader, UnsavedChangesBar } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Card, Flex, Switch, theme, Typography } from 'antd';
import { useState } from 'react';

const KINDS: { kind: MessageKind; title: string; description: string }[] = [
  { kind: 'orderUpdates', title: 'Order updates', description: 'When someone else moves an order of your team on: quoted, confirmed, paid, fulfilled, completed, cancelled or reversed.' },
  { kind: 'weeklySummary', title: 'Weekly portfolio summary', description: 'Once a week: what each of your groups holds, its melt value at the latest spot and how it moved.' },
  { kind: 'priceAlerts', title: 'Price alerts', description: 'When gold, silver, platinum or palladium moves sharply.' },
  { kind: 'productNews', title: 'Product news', description: 'New features of Bullion Desk, now and then.' },
];

function PreferencesForm({ stored }: { stored: MessagePreferences }) {
  const [values, setValues] = useState(stored);
  const changes = useUnsavedChanges(stored, values, setValues);
  const update = useMutation(updateMessagePreferencesMutationOptions());
  const { toast } = useShellServices();
  const { token } = theme.useToken();

  const save = async () => {
    try {
      await update.mutateAsync(values);
      changes.save();
      toast.show('success', 'Message preferences saved');
    } catch {
      // The fetch layer already showed the error.
    }
  };

  return (
    <>
      <ul aria-label="E-mails" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {KINDS.map(({ kind, title, description }, index) => (
          <li key={kind} style={{ padding: '12px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Flex justify="space-between" align="center" gap={16}>
              <Flex vertical>
                <Typography.Text strong id={`message-kind-${kind}`}>
                  {title}
                </Typography.Text>
                <Typography.Text type="secondary">{description}</Typography.Text>
              </Flex>
              <Switch aria-labelledby={`message-kind-${kind}`} checked={values[kind]} onChange={(checked) => setValues((current) => ({ ...current, [kind]: checked }))} />
            </Flex>
          </li>
        ))}
      </ul>
      {changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={update.isPending} /> : null}
    </>
  );
}

export function MessagePreferencesPage() {
  const query = useQuery(messagePreferencesQueryOptions());
  return (
    <>
      <PageHeader title="Message preferences" subtitle="Which emails and notifications you receive" />
      <Card title="E-mails">
        <Typography.Paragraph type="secondary">
          E-mails about signing in and the security of your account always reach you. Every other e-mail has an unsubscribe link at the bottom.
        </Typography.Paragraph>
        {query.isError ? (
          <LoadError title="Your message preferences could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingState layout="lines" label="Loading message preferences" rows={4} />
        ) : (
          <PreferencesForm stored={query.data ?? DEFAULT_MESSAGE_PREFERENCES} />
        )}
      </Card>
    </>
  );
}
