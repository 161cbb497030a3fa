// The business identity the group's receipts, invoices and Form 8300 worksheets carry: legal name,
// address, phone, e-mail and tax ID (a form with the unsaved bar and leave guard, checked with the
// contract's schema as typed), and the logo (a PNG or JPEG of at most 1 MB, uploaded into the group's
// folder and previewed). Read-only without group.update. Any plan.
import { groupFileUrl, updateGroupMutationOptions, uploadBusinessLogo } from '@bullion/api-client';
import {
  BUSINESS_ADDRESS_MAX_LENGTH,
  BUSINESS_EMAIL_MAX_LENGTH,
  BUSINESS_LEGAL_NAME_MAX_LENGTH,
  BUSINESS_PHONE_MAX_LENGTH,
  BUSINESS_TAX_ID_MAX_LENGTH,
  businessIdentityInputSchema,
  businessLogoProblem,
  EMPTY_BUSINESS_IDENTITY,
  type Group,
} from '@bullion/contract';
import { useShellServices, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from './current-group';

type Field = 'legalName' | 'address' | 'phone' | 'email' | 'taxId';
type IdentityValues = Record<Field, string>;

const valuesOf = (group: Group): IdentityValues => {
  const business = group.business ?? EMPTY_BUSINESS_IDENTITY;
  return { legalName: business.legalName ?? '', address: business.address ?? '', phone: business.phone ?? '', email: business.email ?? '', taxId: business.taxId ?? '' };
};

/** Each field's first problem by the contract's schema, as the API would answer it. */
function problemsOf(values: IdentityValues): Partial<Record<Field, string>> {
  const result = businessIdentityInputSchema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message.replace(/^business\.\w+ /, '');
  }
  return problems;
}

const LABELS: Record<Field, string> = { legalName: 'Legal name', address: 'Address', phone: 'Phone', email: 'E-mail', taxId: 'Tax ID' };
const LIMITS: Record<Field, number> = {
  legalName: BUSINESS_LEGAL_NAME_MAX_LENGTH,
  address: BUSINESS_ADDRESS_MAX_LENGTH,
  phone: BUSINESS_PHONE_MAX_LENGTH,
  email: BUSINESS_EMAIL_MAX_LENGTH,
  taxId: BUSINESS_TAX_ID_MAX_LENGTH,
};
const PLACEHOLDERS: Record<Field, string> = {
  legalName: 'Sterling & Sons Bullion LLC',
  address: '12 Assay Lane\nDenver, CO 80202',
  phone: '+1 303 555 0199',
  email: 'desk@example.com',
  taxId: '12-3456789',
};

export function BusinessIdentityCard({ group, canEdit }: { group: Group; canEdit: boolean }) {
  const { toast } = useShellServices();
  const saved = valuesOf(group);
  const [values, setValues] = useState<IdentityValues>(saved);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const changes = useUnsavedChanges(saved, values, setValues);
  // A refused save is explained in the card, not by the fetch layer's toast.
  const update = useMutation(updateGroupMutationOptions(group.id, { reportErrors: false }));
  const problems = problemsOf(values);
  const logoPath = group.business?.logoPath ?? null;

  const save = async () => {
    if (Object.keys(problems).length) return;
    setError(null);
    try {
      await update.mutateAsync({ business: values });
      changes.save();
      toast.show('success', 'Business identity saved');
    } catch (caught) {
      setError(errorMessage(caught, 'The business identity could not be saved.'));
    }
  };

  const changeLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = businessLogoProblem(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      await update.mutateAsync({ business: { logoPath: await uploadBusinessLogo(group.id, file) } });
      toast.show('success', 'Logo updated');
    } catch (caught) {
      setError(errorMessage(caught, 'The logo could not be changed.'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const removeLogo = async () => {
    setError(null);
    try {
      await update.mutateAsync({ business: { logoPath: null } });
      toast.show('success', 'Logo removed');
    } catch (caught) {
      setError(errorMessage(caught, 'The logo could not be removed.'));
    }
  };

  const field = (name: Field) => {
    const id = `business-${name}`;
    const props = {
      id,
      value: values[name],
      maxLength: LIMITS[name],
      placeholder: PLACEHOLDERS[name],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <Form.Item label={LABELS[name]} htmlFor={id} validateStatus={problems[name] ? 'error' : undefined} help={problems[name]}>
        {name === 'address' ? <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input {...props} type={name === 'email' ? 'email' : 'text'} />}
      </Form.Item>
    );
  };

  return (
    <Card title="Business identity" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        What your receipts, invoices and Form 8300 worksheets say about your business. Without a legal name they show the team&apos;s name.
      </Typography.Paragraph>
      <Form layout="vertical" disabled={!canEdit} onFinish={() => void save()}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {field('legalName')}
            {field('address')}
          </Col>
          <Col xs={24} md={12}>
            {field('phone')}
            {field('email')}
            {field('taxId')}
          </Col>
        </Row>
        <Form.Item label="Logo" extra="Printed at the top of every document. A PNG or JPEG of up to 1 MB; a wide logo on a white or transparent background prints best.">
          <Flex gap={12} align="center" wrap>
            {logoPath ? (
              <img src={groupFileUrl(logoPath)} alt={`${values.legalName || group.name} logo`} data-testid="business-logo-preview" style={{ height: 48, maxWidth: 200, objectFit: 'contain', border: '1px solid #e8e4da', borderRadius: 4, padding: 4, background: '#fff' }} />
            ) : (
              <Typography.Text type="secondary">No business logo yet</Typography.Text>
            )}
            {canEdit ? (
              <>
                <Button loading={uploading} onClick={() => input.current?.click()}>
                  {logoPath ? 'Change business logo' : 'Upload a business logo'}
                </Button>
                {logoPath ? (
                  <Button danger type="text" disabled={uploading} onClick={() => void removeLogo()}>
                    Remove business logo
                  </Button>
                ) : null}
                <input ref={input} type="file" hidden aria-label="Business logo file" accept="image/png,image/jpeg" onChange={(event) => void changeLogo(event.target.files?.[0])} />
              </>
            ) : null}
          </Flex>
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
      {canEdit && changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void save()} saving={update.isPending && !uploading} /> : null}
    </Card>
  );
}
