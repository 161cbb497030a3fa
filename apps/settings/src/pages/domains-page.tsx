// /settings/domains: the group's subdomain (plan permission enableSubdomain) and custom domain
// (enableDomain), verified by a DNS TXT record with a "Check now". A plan without a feature shows an
// upgrade offer instead of the form. Admins (group.update) change them with the unsaved bar and the
// leave guard; every other member reads.
import { ApiHttpError, billingSubscriptionQueryOptions, checkCustomDomainMutationOptions, domainsQueryOptions, removeCustomDomainMutationOptions, removeSubdomainMutationOptions, setCustomDomainMutationOptions, setSubdomainMutationOptions } from '@bullion/api-client';
import { domainNameSchema, subdomainSchema, type CustomDomain, type DomainStatus, type GroupDomains } from '@bullion/contract';
import { formatRelativeTime, openHashDialog, useShellServices, useUnsavedChanges } from '@bullion/shared';
import { LoadError, LoadingState, PageHeader, ReadOnlyNotice, UnsavedChangesBar } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';

const STATUS: Record<DomainStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the DNS record', color: 'processing' },
  verified: { label: 'Verified', color: 'success' },
  failed: { label: 'Not verified', color: 'error' },
};

interface Draft {
  subdomain: string;
  domain: string;
}

/** The first message of a zod refusal, or null when the value passes. */
function problemOf(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not valid.');
}

/** A refusal the page shows beside the field (400, 403, 409), or null to toast it. */
function fieldMessage(error: unknown): string | null {
  if (!(error instanceof ApiHttpError) || ![400, 403, 409].includes(error.status)) return null;
  const details = Array.isArray(error.details) ? (error.details as { message?: string }[]) : [];
  return error.code === 'validation_failed' && details[0]?.message ? details[0].message : error.message;
}

function UpgradeOffer({ feature, planName }: { feature: string; planName: string }) {
  const { navigation } = useShellServices();
  const subscription = useQuery(billingSubscriptionQueryOptions());
  const canTry = subscription.data?.trialAvailable === true && subscription.data.canManage;
  // The buttons go under the text (not beside it), which keeps the text readable on a phone.
  return (
    <Alert
      type="info"
      showIcon
      title={`${feature} comes with Pro and Teams`}
      description={
        <Flex vertical gap={12} align="flex-start">
          <span>Your group is on the {planName} plan. Upgrade to use your own address.</span>
          <Flex gap={8} wrap>
            {canTry ? (
              <Button type="primary" size="small" onClick={() => openHashDialog('pro-upgrade')}>
                Try Pro free
              </Button>
            ) : null}
            <Button size="small" onClick={() => navigation.navigate('/settings/billing-and-plans')}>
              See the plans
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Typography.Text code copyable={{ text: value, tooltips: [`Copy the ${label}`, 'Copied'] }} style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  );
}

function CustomDomainDetails({ domain, canManage, enabled }: { domain: CustomDomain; canManage: boolean; enabled: boolean }) {
  const { dialog, toast } = useShellServices();
  const check = useMutation(checkCustomDomainMutationOptions());
  const remove = useMutation(removeCustomDomainMutationOptions());
  const status = STATUS[domain.status];

  const checkNow = async () => {
    try {
      const result = await check.mutateAsync();
      const after = result.customDomain;
      if (after?.status === 'verified') toast.show('success', `${after.domain} is verified`);
      else toast.show('warning', 'The record was not found yet', { description: after?.failureReason ?? undefined });
    } catch (error) {
      toast.show('error', 'The domain could not be checked', { description: error instanceof Error ? error.message : undefined });
    }
  };

  const disconnect = async () => {
    const confirmed = await dialog.confirm({
      title: `Disconnect ${domain.domain}?`,
      text: 'The domain stops pointing at your desk. To connect it again you will need a new TXT record.',
      confirmLabel: 'Disconnect',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
      toast.show('success', 'Custom domain disconnected');
    } catch (error) {
      toast.show('error', 'The domain could not be disconnected', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {domain.domain}
        </Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
      </Flex>
      {domain.status === 'failed' && domain.failureReason ? <Alert type="error" showIcon title="The domain is not verified yet" description={domain.failureReason} /> : null}
      {domain.status === 'verified' ? (
        <Typography.Text type="secondary">Verified {domain.verifiedAt ? formatRelativeTime(domain.verifiedAt) : ''}. Keep the TXT record in place.</Typography.Text>
      ) : (
        <>
          <Typography.Text>Add this TXT record at the company where you manage the domain’s DNS, then check it here:</Typography.Text>
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label="Type">TXT</Descriptions.Item>
            <Descriptions.Item label="Name">
              <Copyable value={domain.verificationRecord.name} label="name" />
            </Descriptions.Item>
            <Descriptions.Item label="Value">
              <Copyable value={domain.verificationRecord.value} label="value" />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            DNS changes can take up to an hour to appear.{domain.lastCheckedAt ? ` Last checked ${formatRelativeTime(domain.lastCheckedAt)}.` : ''}
          </Typography.Text>
        </>
      )}
      {canManage ? (
        <Flex gap={8} wrap>
          {enabled ? (
            <Button type={domain.status === 'verified' ? 'default' : 'primary'} loading={check.isPending} onClick={() => void checkNow()}>
              Check now
            </Button>
          ) : null}
          <Button danger loading={remove.isPending} onClick={() => void disconnect()}>
            Disconnect
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

function DomainsForm({ data }: { data: GroupDomains }) {
  const { dialog, toast } = useShellServices();
  const defaults: Draft = { subdomain: data.subdomain ?? '', domain: '' };
  const [draft, setDraft] = useState<Draft>(defaults);
  const changes = useUnsavedChanges(defaults, draft, setDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const setSubdomain = useMutation(setSubdomainMutationOptions());
  const removeSubdomain = useMutation(removeSubdomainMutationOptions());
  const connect = useMutation(setCustomDomainMutationOptions());
  const { canManage } = data;

  const subdomainDirty = draft.subdomain.trim().toLowerCase() !== (data.subdomain ?? '') && draft.subdomain.trim() !== '';
  const domainDirty = draft.domain.trim() !== '';
  const saving = setSubdomain.isPending || connect.isPending;

  const edit = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Saves what changed; false when something was refused (the message shows beside the field). */
  const save = async (): Promise<boolean> => {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (subdomainDirty) found.subdomain = problemOf(subdomainSchema, draft.subdomain) ?? undefined;
    if (domainDirty) found.domain = problemOf(domainNameSchema, draft.domain) ?? undefined;
    if (found.subdomain || found.domain) {
      setErrors(found);
      return false;
    }
    let ok = true;
    let saved: Draft = { subdomain: data.subdomain ?? '', domain: '' };
    for (const [field, run] of [
      ['subdomain', subdomainDirty ? () => setSubdomain.mutateAsync({ subdomain: draft.subdomain }) : null],
      ['domain', domainDirty ? () => connect.mutateAsync({ domain: draft.domain }) : null],
    ] as const) {
      if (!run) continue;
      try {
        const result = await run();
        saved = { subdomain: result.subdomain ?? '', domain: '' };
      } catch (error) {
        ok = false;
        const message = fieldMessage(error);
        if (message) setErrors((current) => ({ ...current, [field]: message }));
        else toast.show('error', 'The change could not be saved', { description: error instanceof Error ? error.message : undefined });
      }
    }
    if (ok) {
      setDraft(saved);
      toast.show('success', 'Domains saved');
    }
    return ok;
  };

  const dropSubdomain = async () => {
    const confirmed = await dialog.confirm({
      title: `Remove ${data.subdomainHost ?? 'the subdomain'}?`,
      text: 'The address stops working, and another group may take the name.',
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await removeSubdomain.mutateAsync();
      setDraft((current) => ({ ...current, subdomain: '' }));
      toast.show('success', 'Subdomain removed');
    } catch (error) {
      toast.show('error', 'The subdomain could not be removed', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <>
      <ReadOnlyNotice permission="group.update" allowed={canManage} description="You can see its domains here." />
      <Card title="Subdomain" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">A free address for your desk under {data.subdomainBase}.</Typography.Paragraph>
        {data.subdomainHost ? (
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            <Typography.Text>Your address:</Typography.Text>
            <Typography.Text strong copyable={{ text: `https://${data.subdomainHost}` }}>
              {data.subdomainHost}
            </Typography.Text>
            {canManage ? (
              <Button size="small" danger type="link" loading={removeSubdomain.isPending} onClick={() => void dropSubdomain()}>
                Remove
              </Button>
            ) : null}
          </Flex>
        ) : null}
        {!data.enableSubdomain ? (
          <>
            {data.subdomain ? <Typography.Paragraph type="warning">Your plan no longer includes a subdomain. You can keep it reserved or remove it.</Typography.Paragraph> : null}
            <UpgradeOffer feature="A subdomain" planName={data.plan.name} />
          </>
        ) : canManage ? (
          <Form layout="vertical" onFinish={() => void save()} requiredMark={false}>
            <Form.Item
              label={data.subdomain ? 'Change the subdomain' : 'Choose a subdomain'}
              validateStatus={errors.subdomain ? 'error' : undefined}
              help={errors.subdomain ?? 'Letters, digits and hyphens; at least 3 characters.'}
            >
              <Input
                value={draft.subdomain}
                onChange={(event) => edit('subdomain', event.target.value)}
                addonAfter={`.${data.subdomainBase}`}
                placeholder="your-desk"
                aria-label="Subdomain"
                maxLength={63}
                autoComplete="off"
              />
            </Form.Item>
          </Form>
        ) : data.subdomain ? null : (
          <Typography.Text type="secondary">No subdomain yet.</Typography.Text>
        )}
      </Card>

      <Card title="Custom domain">
        <Typography.Paragraph type="secondary">Use a domain you own, such as desk.yourcompany.com. You prove it is yours with a DNS TXT record.</Typography.Paragraph>
        {data.customDomain ? (
          <CustomDomainDetails domain={data.customDomain} canManage={canManage} enabled={data.enableDomain} />
        ) : null}
        {!data.enableDomain ? (
          <div style={{ marginTop: data.customDomain ? 16 : 0 }}>
            <UpgradeOffer feature="A custom domain" planName={data.plan.name} />
          </div>
        ) : !data.customDomain && canManage ? (
          <Form layout="vertical" onFinish={() => void save()} requiredMark={false}>
            <Form.Item label="Domain" validateStatus={errors.domain ? 'error' : undefined} help={errors.domain ?? 'You will get a TXT record to add at your DNS provider.'}>
              <Input value={draft.domain} onChange={(event) => edit('domain', event.target.value)} placeholder="desk.yourcompany.com" aria-label="Custom domain" maxLength={253} autoComplete="off" />
            </Form.Item>
          </Form>
        ) : !data.customDomain ? (
          <Typography.Text type="secondary">No custom domain yet.</Typography.Text>
        ) : null}
      </Card>
      {changes.dirty && canManage ? <UnsavedChangesBar onDiscard={() => { changes.discard(); setErrors({}); }} onSave={() => void save()} saving={saving} /> : null}
    </>
  );
}

export function DomainsPage() {
  const query = useQuery(domainsQueryOptions());
  return (
    <>
      <PageHeader title="Domains" subtitle="Your desk’s own web addresses" />
      {query.isError ? (
        <LoadError title="The domains could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState label="Loading domains" rows={5} />
      ) : (
        <DomainsForm data={query.data} />
      )}
    </>
  );
}

