// The team's name and product title format, with a live preview of the format; the unsaved bar and
// the leave guard while the form differs from what is saved. Read-only without group.update.
import { GROUP_NAME_MAX_LENGTH, PRODUCT_TITLE_FORMAT_MAX_LENGTH, type Group } from '@bullion/contract';
import { productTitleValues, updateGroupMutationOptions } from '@bullion/api-client';
import { formatProductTitle, unknownTitlePlaceholders, useShellServices, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from './current-group';

interface DetailsValues {
  name: string;
  productTitleFormat: string;
}

export const TITLE_FORMAT_EXAMPLE = '{year} {title} {weight} {weightUnit}';
// The sample's values as the app gives them to the format (useProductTitle), so the preview reads as the lists will.
const PREVIEW_PRODUCT = productTitleValues({ title: 'American Silver Eagle', year: 2024, weight: 1, weightUnit: 'oz', metal: 'silver' });

const valuesOf = (group: Group): DetailsValues => ({ name: group.name, productTitleFormat: group.settings.productTitleFormat ?? '' });

export function GroupDetailsCard({ group, canEdit }: { group: Group; canEdit: boolean }) {
  const { toast } = useShellServices();
  const saved = valuesOf(group);
  const [values, setValues] = useState<DetailsValues>(saved);
  const [error, setError] = useState<string | null>(null);
  const changes = useUnsavedChanges(saved, values, setValues);
  // A failed save is explained under the form, not by the fetch layer's toast.
  const update = useMutation(updateGroupMutationOptions(group.id, { reportErrors: false }));
  const nameProblem = !values.name.trim() ? 'Give the team a name.' : null;
  const unknown = unknownTitlePlaceholders(values.productTitleFormat);

  const save = async () => {
    if (nameProblem) return;
    setError(null);
    try {
      await update.mutateAsync({ name: values.name.trim(), settings: { productTitleFormat: values.productTitleFormat.trim() } });
      changes.save();
      toast.show('success', 'Team details saved');
    } catch (caught) {
      setError(errorMessage(caught, 'The team details could not be saved.'));
    }
  };

  const set = (patch: Partial<DetailsValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <Card title="Team details">
      <Form layout="vertical" disabled={!canEdit} onFinish={() => void save()}>
        <Form.Item label="Name" validateStatus={nameProblem ? 'error' : undefined} help={nameProblem ?? undefined} htmlFor="group-name">
          <Input id="group-name" value={values.name} maxLength={GROUP_NAME_MAX_LENGTH} onChange={(event) => set({ name: event.target.value })} />
        </Form.Item>
        <Form.Item
          label="Product title format"
          htmlFor="group-title-format"
          validateStatus={unknown.length ? 'warning' : undefined}
          help={unknown.length ? `Not a placeholder: ${unknown.map((name) => `{${name}}`).join(', ')}. It shows as typed.` : undefined}
          extra={
            <>
              How product titles read across the app. Placeholders: {'{title}'}, {'{year}'}, {'{weight}'}, {'{weightUnit}'}, {'{metal}'}. Leave it empty to show
              titles as entered.
            </>
          }
        >
          <Input
            id="group-title-format"
            value={values.productTitleFormat}
            placeholder={TITLE_FORMAT_EXAMPLE}
            maxLength={PRODUCT_TITLE_FORMAT_MAX_LENGTH}
            onChange={(event) => set({ productTitleFormat: event.target.value })}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Preview: <Typography.Text strong data-testid="title-preview">{formatProductTitle(values.productTitleFormat, PREVIEW_PRODUCT)}</Typography.Text>
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} /> : null}
      </Form>
      {canEdit && changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={update.isPending} /> : null}
    </Card>
  );
}
