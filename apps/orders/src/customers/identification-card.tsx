// A customer's Form 8300 identification, on their page. Admins see it, with what Form 8300 still
// needs, and record or change it; everyone else learns only whether it is on file (the API answers
// the rest to admins only).
import { CUSTOMER_ID_TYPE_LABELS, formatDate, formatTin, identificationMissing, IDENTIFICATION_ADMINS_ONLY, type Customer } from '@bullion/contract';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { IdentificationFormModal } from './identification-form-modal';

const dash = (value: string | null | undefined) => value || <Typography.Text type="secondary">—</Typography.Text>;

export const IDENTIFICATION_TITLE = 'Identification (Form 8300)';

export function IdentificationCard({ customer, isAdmin }: { customer: Customer; isAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  if (!isAdmin || !customer.identification) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {`${IDENTIFICATION_TITLE}: ${customer.identificationOnFile ? 'on file' : 'not on file'}. ${IDENTIFICATION_ADMINS_ONLY}`}
      </Typography.Paragraph>
    );
  }
  const id = customer.identification;
  const missing = identificationMissing(id, customer.address);
  return (
    <Card
      size="small"
      title={IDENTIFICATION_TITLE}
      aria-label={IDENTIFICATION_TITLE}
      extra={
        <Button size="small" onClick={() => setEditing(true)}>
          {customer.identificationOnFile ? 'Edit identification' : 'Record identification'}
        </Button>
      }
    >
      {missing.length ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`Form 8300 also asks for: ${missing.join(', ')}.`} description="Only the group’s admins see this card." />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'dob', label: 'Date of birth', children: id.dateOfBirth ? formatDate(id.dateOfBirth) : dash(null) },
          { key: 'occupation', label: 'Occupation', children: dash(id.occupation) },
          { key: 'idType', label: 'ID type', children: id.idType ? CUSTOMER_ID_TYPE_LABELS[id.idType] : dash(null) },
          { key: 'idNumber', label: 'ID number', children: dash(id.idNumber) },
          { key: 'idIssuer', label: 'Issued by', children: dash(id.idIssuer) },
          { key: 'tin', label: 'TIN', children: id.tin ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatTin(id.tin)}</span> : dash(null) },
        ]}
      />
      <IdentificationFormModal open={editing} customer={customer} onClose={() => setEditing(false)} />
    </Card>
  );
}
