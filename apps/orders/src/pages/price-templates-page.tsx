// /price-templates: the group's price templates, the default first. Members who may write orders
// create, duplicate, make default and delete them; viewers read (New price template disabled with
// the reason, the rows without actions).
import { createPriceTemplateMutationOptions, datasetsQueryOptions, deletePriceTemplateMutationOptions, duplicatePriceTemplateMutationOptions, priceTemplatesQueryOptions, setDefaultPriceTemplateMutationOptions } from '@bullion/api-client';
import { type PriceTemplate } from '@bullion/contract';
import { formatRelativeTime, useGroupPermission, useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, PageHeader, ReadOnlyNotice, RoleGate } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { describeMatch, type MatchNames } from '../price-templates/rule-draft';

/** "Gold, Gold · Bars, Silver and 4 more": what the first rules apply to. */
function rulesSummary(template: PriceTemplate, names: MatchNames): string {
  if (!template.rules.length) return 'No rules yet';
  const shown = template.rules.slice(0, 3).map((rule) => describeMatch(rule.match, names));
  const more = template.rules.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

export function PriceTemplatesPage() {
  const { allowed: canWrite } = useGroupPermission('orders.write');
  const { token } = theme.useToken();
  const { dialog, navigation, toast } = useShellServices();
  const query = useQuery(priceTemplatesQueryOptions());
  const datasets = useQuery(datasetsQueryOptions());
  const names: MatchNames = {
    category: (id) => datasets.data?.product.categories.find((category) => category.id === id)?.name,
    product: () => 'One product',
  };
  const create = useMutation(createPriceTemplateMutationOptions());
  const duplicate = useMutation(duplicatePriceTemplateMutationOptions());
  const makeDefault = useMutation(setDefaultPriceTemplateMutationOptions());
  const remove = useMutation(deletePriceTemplateMutationOptions());
  const busy = (template: PriceTemplate, mutation: { isPending: boolean; variables?: unknown }) => mutation.isPending && mutation.variables === template.id;

  const newTemplate = async () => {
    const name = await dialog.prompt({ title: 'New price template', label: 'Name', placeholder: 'e.g. Retail counter', submitLabel: 'Create' });
    if (!name) return;
    const template = await create.mutateAsync({ name });
    toast.show('success', 'Price template created');
    navigation.navigate(`/price-templates/${encodeURIComponent(template.id)}`);
  };

  const duplicateTemplate = async (template: PriceTemplate) => {
    const copy = await duplicate.mutateAsync(template.id);
    toast.show('success', `Price template duplicated as "${copy.name}"`);
  };

  const setDefault = async (template: PriceTemplate) => {
    await makeDefault.mutateAsync(template.id);
    toast.show('success', `"${template.name}" is now the default price template`);
  };

  const deleteTemplate = async (template: PriceTemplate) => {
    const confirmed = await dialog.confirm({
      title: `Delete "${template.name}"?`,
      text: template.isDefault
        ? 'It is the default price template: the group has no default until you choose another. Its rules are deleted with it.'
        : 'Its rules are deleted with it. This cannot be undone.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    await remove.mutateAsync(template.id);
    toast.show('success', 'Price template deleted');
  };

  // Failed calls already show an error toast (the fetch layer); nothing more to do here.
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  const templates = query.data?.items ?? [];
  const hasDefault = templates.some((template) => template.isDefault);

  return (
    <>
      <PageHeader
        title="Price templates"
        subtitle="Premiums and spreads over spot"
        actions={
          <RoleGate permission="orders.write">
            <Button type="primary" loading={create.isPending} onClick={run(newTemplate)}>
              New price template
            </Button>
          </RoleGate>
        }
      />
      <ReadOnlyNotice permission="orders.write" />
      {query.isError ? (
        <LoadError title="The price templates could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState label="Loading price templates" rows={5} />
      ) : templates.length === 0 ? (
        <EmptyState
          framed
          title="No price templates yet"
          description="A price template says how much over spot you sell and under spot you buy, by metal, form, category or product."
        >
          {canWrite ? (
            <Button type="primary" onClick={run(newTemplate)}>
              Create the first one
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <Card styles={{ body: { paddingBlock: 4 } }}>
          {!hasDefault ? (
            <Alert type="warning" showIcon title="No default price template" description="Make one of them the default for new orders." style={{ margin: '12px 0' }} />
          ) : null}
          <ul aria-label="Price templates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {templates.map((template, index) => (
              <li key={template.id} style={{ padding: '12px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
                <Flex gap={12} align="center" justify="space-between" wrap>
                  <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                    <Flex gap={8} align="center" wrap>
                      <Link to={`/price-templates/${encodeURIComponent(template.id)}`} style={{ fontWeight: 600 }}>
                        {template.name}
                      </Link>
                      {template.isDefault ? <Tag color="gold">Default</Tag> : null}
                    </Flex>
                    <Typography.Text type="secondary" ellipsis>
                      {template.rules.length} rule{template.rules.length === 1 ? '' : 's'} · {rulesSummary(template, names)}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Updated {formatRelativeTime(template.updatedAt)}
                    </Typography.Text>
                  </Flex>
                  {canWrite ? (
                    <Flex gap={4} wrap>
                      {template.isDefault ? null : (
                        <Button size="small" type="link" loading={busy(template, makeDefault)} onClick={run(() => setDefault(template))} aria-label={`Make ${template.name} the default`}>
                          Make default
                        </Button>
                      )}
                      <Button size="small" type="link" loading={busy(template, duplicate)} onClick={run(() => duplicateTemplate(template))} aria-label={`Duplicate ${template.name}`}>
                        Duplicate
                      </Button>
                      <Button size="small" type="link" danger loading={busy(template, remove)} onClick={run(() => deleteTemplate(template))} aria-label={`Delete ${template.name}`}>
                        Delete
                      </Button>
                    </Flex>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
