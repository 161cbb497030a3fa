// The product import wizard: upload → map columns → review → import. Holds the state of the steps,
// the server's dry run (mode 'validate') and the import itself (mode 'commit').
import { importProducts, type Datasets, type ProductImportBody } from '@bullion/api-client';
import { useUnsavedChanges } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Card, Steps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { autoMapColumns, type ColumnMapping } from './column-mapping';
import { buildDatasetLookups } from './dataset-lookups';
import { ConfirmImport, ImportSummaryView } from './import-step';
import { mergeRowErrors, summarizeImport, toFileRowErrors } from './import-summary';
import { MappingStep } from './mapping-step';
import type { ParsedImportFile } from './parse-file';
import { ReviewStep, type OnExisting, type ServerCheckState } from './review-step';
import { UploadStep } from './upload-step';
import { useRowsValidation } from './use-rows-validation';
import type { RowErrors, ValidRow } from './validate-rows';

const STEPS = ['upload', 'map', 'review', 'import'] as const;
type WizardStep = (typeof STEPS)[number];
const STEP_TITLES: Record<WizardStep, string> = { upload: 'Upload', map: 'Map columns', review: 'Review', import: 'Import' };

interface ImportPlan {
  rows: ValidRow[];
  /** Rows not sent, with their errors from the schema and from the server's check. */
  leftOut: RowErrors[];
  onExisting: OnExisting;
}

export interface ImportWizardProps {
  datasets: Datasets;
  onGoToCatalog(): void;
}

export function ImportWizard({ datasets, onGoToCatalog }: ImportWizardProps) {
  const lookups = useMemo(() => buildDatasetLookups(datasets), [datasets]);
  const [step, setStep] = useState<WizardStep>('upload');
  // Focus follows the steps once the user moves between them, not on the page's first render.
  const [moved, setMoved] = useState(false);
  const [file, setFile] = useState<ParsedImportFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [onExisting, setOnExisting] = useState<OnExisting>('update');

  const validation = useRowsValidation(file, mapping, lookups, step === 'review' || step === 'import');

  const serverCheck = useMutation({ mutationFn: (body: ProductImportBody) => importProducts(body) });
  const { mutate: checkOnServer, reset: resetServerCheck } = serverCheck;
  useEffect(() => {
    if (validation.status !== 'done' || !validation.result.valid.length) return;
    checkOnServer({ rows: validation.result.valid.map((row) => row.product), mode: 'validate', onExisting });
  }, [validation, onExisting, checkOnServer]);

  const commit = useMutation({
    mutationFn: async (plan: ImportPlan) =>
      summarizeImport(await importProducts({ rows: plan.rows.map((row) => row.product), mode: 'commit', onExisting: plan.onExisting }), {
        sentRows: plan.rows.map((row) => row.row),
        leftOut: plan.leftOut,
      }),
  });
  const { reset: resetCommit } = commit;

  // Leaving with a file loaded and not imported asks first.
  useUnsavedChanges<string | null>(null, file && !commit.isSuccess ? file.fileName : null);

  const plan = useMemo<ImportPlan | null>(() => {
    if (validation.status !== 'done') return null;
    const { valid, invalid } = validation.result;
    const rejected = serverCheck.data ? toFileRowErrors(serverCheck.data.errors, valid.map((row) => row.row)) : [];
    const rejectedRows = new Set(rejected.map((row) => row.row));
    return { rows: valid.filter((row) => !rejectedRows.has(row.row)), leftOut: mergeRowErrors(invalid, rejected), onExisting };
  }, [validation, serverCheck.data, onExisting]);

  const serverCheckState: ServerCheckState = serverCheck.isPending
    ? { status: 'pending' }
    : serverCheck.isError
      ? { status: 'error', error: serverCheck.error }
      : serverCheck.isSuccess
        ? { status: 'success', result: serverCheck.data }
        : { status: 'idle' };

  const goTo = (next: WizardStep) => {
    setStep(next);
    setMoved(true);
  };
  const startOver = () => {
    setFile(null);
    setMapping([]);
    setOnExisting('update');
    resetServerCheck();
    resetCommit();
    goTo('upload');
  };

  let body: ReactNode;
  if (step === 'upload' || !file) {
    body = (
      <UploadStep
        focusOnShow={moved}
        onLoaded={(parsed) => {
          setFile(parsed);
          setMapping(autoMapColumns(parsed.columns));
          goTo('map');
        }}
      />
    );
  } else if (step === 'map') {
    body = (
      <MappingStep
        file={file}
        mapping={mapping}
        focusOnShow={moved}
        onChange={setMapping}
        onBack={startOver}
        onNext={() => goTo('review')}
      />
    );
  } else if (step === 'review' || !plan) {
    body = (
      <ReviewStep
        file={file}
        validation={validation}
        serverCheck={serverCheckState}
        importableCount={plan?.rows.length ?? 0}
        leftOut={plan?.leftOut ?? []}
        onExisting={onExisting}
        focusOnShow={moved}
        onExistingChange={setOnExisting}
        onBack={() => {
          resetServerCheck();
          goTo('map');
        }}
        onNext={() => goTo('import')}
      />
    );
  } else if (commit.isSuccess) {
    body = <ImportSummaryView file={file} summary={commit.data} focusOnShow={moved} onImportAnother={startOver} onGoToCatalog={onGoToCatalog} />;
  } else {
    body = (
      <ConfirmImport
        file={file}
        importableCount={plan.rows.length}
        leftOutCount={plan.leftOut.length}
        onExisting={plan.onExisting}
        importing={commit.isPending}
        error={commit.error}
        focusOnShow={moved}
        onBack={() => {
          resetCommit();
          goTo('review');
        }}
        onImport={() => commit.mutate(plan)}
      />
    );
  }

  return (
    <Card>
      <Steps
        current={STEPS.indexOf(step)}
        status={commit.isSuccess ? 'finish' : commit.isError ? 'error' : 'process'}
        items={STEPS.map((key) => ({ key, title: STEP_TITLES[key], content: key === 'upload' ? file?.fileName : undefined }))}
      />
      {body}
    </Card>
  );
}
