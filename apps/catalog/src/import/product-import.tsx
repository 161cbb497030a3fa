// The product import as the import engine runs it (@bullion/data-import): the product fields, file
// values matched with the datasets, the product schema, and POST /products/import, whose rows
// update the group's products they match (by id or slug) or are skipped, as the user chooses.
import { importProducts } from '@bullion/api-client';
import { PRODUCT_IMPORT_MAX_ROWS, type Datasets, type ProductImportBody, type ProductImportResult } from '@bullion/contract';
import { ImportWizard, type ImportDefinition } from '@bullion/data-import';
import { Radio, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { convertRow, rowConversion } from './convert-row';
import { buildDatasetLookups, type DatasetLookups } from './dataset-lookups';
import { PRODUCT_IMPORT_FIELDS, type ImportFieldKey } from './import-fields';
import { validateProductInput } from './validate-rows';

export type OnExisting = 'update' | 'skip';

function OnExistingChoice({ value, onChange }: { value: OnExisting; onChange(value: OnExisting): void }) {
  const label = useId();
  return (
    <div>
      <Typography.Text strong id={label}>
        When a row matches an existing product of your group (same product id or slug)
      </Typography.Text>
      <div style={{ marginTop: 8 }}>
        <Radio.Group
          aria-labelledby={label}
          value={value}
          onChange={(event) => onChange(event.target.value as OnExisting)}
          options={[
            { value: 'update', label: 'Update the product' },
            { value: 'skip', label: 'Skip the row' },
          ]}
        />
      </div>
    </div>
  );
}

export function productImportDefinition(lookups: DatasetLookups): ImportDefinition<OnExisting, ProductImportBody, ProductImportResult> {
  return {
    fields: PRODUCT_IMPORT_FIELDS,
    wording: {
      noun: 'product',
      listKey: 'products',
      exampleColumns: 'Title, Metal, Weight',
      templateFileName: 'product-import-template.csv',
      uploadNote: 'Rows with a product id or a slug of a product in your group update that product; the other rows add products.',
      doneLabel: 'Go to catalog',
    },
    maxRows: PRODUCT_IMPORT_MAX_ROWS,
    reportsUpdates: true,
    rowConverter: (file, mapping) => {
      const conversion = rowConversion(file, mapping as readonly (ImportFieldKey | null)[], lookups);
      return (cells) => convertRow(cells, conversion);
    },
    check: validateProductInput,
    // One import cannot write the same product twice.
    uniqueFields: ['id', 'slug'],
    options: {
      initial: 'update',
      render: (value, onChange) => <OnExistingChoice value={value} onChange={onChange} />,
      describe: (value) => [{ key: 'existing', label: 'Rows matching existing products', children: value === 'update' ? 'Update the product' : 'Skip the row' }],
    },
    request: (rows, mode, onExisting) => ({ rows, mode, onExisting }),
    // A commit refreshes the cached products itself.
    send: (body) => importProducts(body),
    outcome: (result) => result,
  };
}

export interface ProductImportWizardProps {
  datasets: Datasets;
  onGoToCatalog(): void;
}

/** The product import wizard: upload → map columns → review → import. */
export function ProductImportWizard({ datasets, onGoToCatalog }: ProductImportWizardProps) {
  const definition = useMemo(() => productImportDefinition(buildDatasetLookups(datasets)), [datasets]);
  return <ImportWizard definition={definition} onDone={onGoToCatalog} />;
}
