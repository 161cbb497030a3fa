// /price-templates/{priceTemplateId}: the rule editor of one template beside a live preview of the
// prices it gives (the preview's filters are free search parameters in the URL). Viewers read only,
// told why (ReadOnlyNotice).
import { priceTemplateQueryOptions, setDefaultPriceTemplateMutationOptions } from '@bullion/api-client';
import { type PriceRule, type PriceTemplate } from '@bullion/contract';
import { useGroupPermission, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState, PageHeader, ReadOnlyNotice, RoleGate, UnsavedChangesBar } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Grid, Row, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PricePreview, type PreviewRulesState } from '../price-templates/price-preview';
import type { DraftErrors } from '../price-templates/rule-draft';
import { TemplateEditor } from '../price-templates/template-editor';
import { useTemplateDraft } from '../price-templates/use-template-draft';

const NO_ERRORS: DraftErrors = {};

const BACK = (
  <Link to="/price-templates">
    <Button>Back to price templates</Button>
  </Link>
);

/** The rules the preview prices with: the draft's while they are valid, the last valid ones otherwise. */
function usePreviewRules(valid: PriceRule[] | null, dirty: boolean): { rules: PriceRule[]; state: PreviewRulesState } {
  const [lastValid, setLastValid] = useState<PriceRule[]>(valid ?? []);
  // `valid` keeps its identity while the draft does not change (checkDraft is memoised).
  if (valid && valid !== lastValid) setLastValid(valid);
  if (valid) return { rules: valid, state: dirty ? 'unsaved' : 'saved' };
  return { rules: lastValid, state: 'invalid' };
}

function TemplateWorkspace({ template, onReload }: { template: PriceTemplate; onReload(): Promise<PriceTemplate | null | undefined> }) {
  const { allowed: canWrite } = useGroupPermission('orders.write');
  const { toast } = useShellServices();
  const editing = useTemplateDraft(template);
  const setDefault = useMutation(setDefaultPriceTemplateMutationOptions());
  const errors = editing.showErrors && !editing.check.ok ? editing.check.errors : NO_ERRORS;
  const preview = usePreviewRules(editing.check.ok ? editing.check.rules : null, editing.dirty);

  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  // Side by side from 1200 px; narrower, one panel at a time, chosen in the URL (?panel=preview).
  const wide = Grid.useBreakpoint().xl ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const panel = searchParams.get('panel') === 'preview' ? 'preview' : 'rules';
  const setPanel = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'preview') params.set('panel', 'preview');
        else params.delete('panel');
        return params;
      },
      { replace: true },
    );
  const editor = <TemplateEditor draft={editing.draft} opened={opened} setOpened={setOpened} onChange={editing.setDraft} errors={errors} disabled={!canWrite} />;
  const previewPanel = <PricePreview templateId={template.id} rules={preview.rules} rulesState={preview.state} />;

  const makeDefault = async () => {
    await setDefault.mutateAsync(template.id);
    toast.show('success', `"${template.name}" is now the default price template`);
  };

  return (
    <>
      <PageHeader
        title={
          <Flex gap={8} align="center" wrap>
            {template.name}
            {template.isDefault ? <Tag color="gold">Default</Tag> : null}
          </Flex>
        }
        documentTitle={template.name}
        subtitle={`${template.rules.length} rule${template.rules.length === 1 ? '' : 's'} · ask and bid over spot`}
        actions={
          <>
            {BACK}
            {template.isDefault ? null : (
              <RoleGate permission="orders.write">
                <Button loading={setDefault.isPending} onClick={() => void makeDefault().catch(() => undefined)}>
                  Make default
                </Button>
              </RoleGate>
            )}
          </>
        }
      />
      <ReadOnlyNotice permission="orders.write" description="You can read its rules and try them in the preview." />
      {editing.saveError ? (
        <Alert
          type={editing.saveError.conflict ? 'warning' : 'error'}
          showIcon
          title={editing.saveError.message}
          action={
            editing.saveError.conflict ? (
              <Button
                size="small"
                onClick={() =>
                  void onReload().then((latest) => {
                    if (latest) editing.reloadLatest(latest);
                  })
                }
              >
                Load latest
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {wide ? (
        <Row gutter={16}>
          <Col span={13}>{editor}</Col>
          <Col span={11}>
            <div style={{ position: 'sticky', top: 16 }}>{previewPanel}</div>
          </Col>
        </Row>
      ) : (
        <Flex vertical gap={12}>
          <Segmented
            block
            aria-label="Show"
            value={panel}
            onChange={setPanel}
            options={[
              { label: `Rules (${editing.draft.rules.length})`, value: 'rules' },
              { label: 'Preview', value: 'preview' },
            ]}
          />
          {panel === 'rules' ? editor : previewPanel}
        </Flex>
      )}
      {editing.dirty && canWrite ? <UnsavedChangesBar onDiscard={editing.discard} onSave={() => void editing.save()} saving={editing.saving} /> : null}
    </>
  );
}

export function PriceTemplatePage() {
  const { priceTemplateId = '' } = useParams();
  const query = useQuery(priceTemplateQueryOptions(priceTemplateId));

  if (query.isPending) {
    return (
      <>
        <PageHeader title="Price template" actions={BACK} />
        <LoadingState label="Loading the price template" rows={8} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title="Price template" actions={BACK} />
        <LoadError title="The price template could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title="Price template" documentTitle="Price template not found" />
        <NotFoundState title="Price template not found" description="It may have been deleted, or it belongs to another group." action={BACK} />
      </>
    );
  }
  return <TemplateWorkspace key={query.data.id} template={query.data} onReload={async () => (await query.refetch()).data} />;
}
