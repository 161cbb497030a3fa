// The import wizard: upload → map columns → review → import, for any import definition (catalog
// products, inventory items…). Holds the state of the steps, the server's dry run (mode
// 'validate', run again when the options change) and the import itself (mode 'commit', one call
// that the server writes in one transaction).
import { useUnsavedChanges } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Card, Steps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ImportDefinition } from '../definition';
import type { ColumnMapping } from '../fields';
import { mergeRowErrors, summarizeImport, toFileRowErrors, type ImportSummary } from '../import-summary';
import type { ParsedImportFile } from '../parse-file';
import type { RowErrors, ValidRow } from '../validate-rows';
import { ConfirmImport, ImportSummaryView } from './import-step';
import { MappingStep } from './mapping-step';
import { ReviewStep, type ServerCheckState } from './review-step';
import { UploadStep } from './upload-step';
import { useRowsValidation } from './use-rows-validation';

const STEPS = ['upload', 'map', 'review', 'import'] as const;
type WizardStep = (typeof STEPS)[number];
const STEP_TITLES: Record<WizardStep, string> = { upload: 'Upload', map: 'Map columns', review: 'Review', import: 'Import' };

interface ImportPlan<O> {
  rows: ValidRow[];
  /** Rows not sent, with their errors from the schema and from the server's check. */
  leftOut: RowErrors[];
  options: O;
}

export interface ImportWizardProps<O, Body, Result> {
  /** Keep it stable (useMemo): a new definition checks the rows again. */
  definition: ImportDefinition<O, Body, Result>;
  /** Leaves once the import is done (the definition's doneLabel). */
  onDone(): void;
  /** After a successful import, e.g. to show a toast. */
  onImported?(summary: ImportSummary): void;
}

export function ImportWizard<O, Body, Result>({ definition, onDone, onImported }: ImportWizardProps<O, Body, Result>) {
  const { fields, wording, reportsUpdates } = definition;
  const [step, setStep] = useState<WizardStep>('upload');
  // Focus follows the steps once the user moves between them, not on the page's first render.
  const [moved, setMoved] = useState(false);
  const [file, setFile] = useState<ParsedImportFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [options, setOptions] = useState<O>(definition.options?.initial as O);

  const validation = useRowsValidation(file, mapping, definition, step === 'review' || step === 'import');

  const serverCheck = useMutation({ mutationFn: (body: Body) => definition.send(body) });
  const { mutate: checkOnServer, reset: resetServerCheck } = serverCheck;
  useEffect(() => {
    if (validation.status !== 'done' || !validation.result.valid.length) return;
    checkOnServer(definition.request(validation.result.valid.map((row) => row.value), 'validate', options));
  }, [validation, options, checkOnServer, definition]);

  const commit = useMutation({
    mutationFn: async (plan: ImportPlan<O>) =>
      summarizeImport(definition.outcome(await definition.send(definition.request(plan.rows.map((row) => row.value), 'commit', plan.options))), {
        sentRows: plan.rows.map((row) => row.row),
        leftOut: plan.leftOut,
      }),
    onSuccess: (summary) => onImported?.(summary),
  });
  const { reset: resetCommit } = commit;

  // Leaving with a file loaded and not imported asks first.
  useUnsavedChanges<string | null>(null, file && !commit.isSuccess ? file.fileName : null);

  const checked = useMemo(() => (serverCheck.data === undefined ? null : definition.outcome(serverCheck.data)), [serverCheck.data, definition]);
  const plan = useMemo<ImportPlan<O> | null>(() => {
    if (validation.status !== 'done') return null;
    const { valid, invalid } = validation.result;
    const rejected = checked ? toFileRowErrors(checked.errors, valid.map((row) => row.row)) : [];
    const rejectedRows = new Set(rejected.map((row) => row.row));
    return { rows: valid.filter((row) => !rejectedRows.has(row.row)), leftOut: mergeRowErrors(invalid, rejected), options };
  }, [validation, checked, options]);

  const serverCheckState: ServerCheckState = serverCheck.isPending
    ? { status: 'pending' }
    : serverCheck.isError
      ? { status: 'error', error: serverCheck.error }
      : checked
        ? { status: 'success', result: checked }
        : { status: 'idle' };

  const goTo = (next: WizardStep) => {
    setStep(next);
    setMoved(true);
  };
  const startOver = () => {
    setFile(null);
    setMapping([]);
    setOptions(definition.options?.initial as O);
    resetServerCheck();
    resetCommit();
    goTo('upload');
  };
  let body: ReactNode;
  if (step === 'upload' || !file) {
    body = (
      <UploadStep
        definition={definition}
        focusOnShow={moved}
        onLoaded={(parsed) => {
          setFile(parsed);
          setMapping(fields.autoMap(parsed.columns));
          goTo('map');
        }}
      />
    );
  } else if (step === 'map') {
    body = <MappingStep fields={fields} wording={wording} file={file} mapping={mapping} focusOnShow={moved} onChange={setMapping} onBack={startOver} onNext={() => goTo('review')} />;
  } else if (step === 'review' || !plan) {
    body = (
      <ReviewStep
        wording={wording}
        reportsUpdates={reportsUpdates}
        fieldLabel={fields.label}
        file={file}
        validation={validation}
        serverCheck={serverCheckState}
        importableCount={plan?.rows.length ?? 0}
        leftOut={plan?.leftOut ?? []}
        options={definition.options?.render(options, setOptions)}
        focusOnShow={moved}
        onBack={() => {
          resetServerCheck();
          goTo('map');
        }}
        onNext={() => goTo('import')}
      />
    );
  } else if (commit.isSuccess) {
    body = <ImportSummaryView wording={wording} reportsUpdates={reportsUpdates} fieldLabel={fields.label} file={file} summary={commit.data} focusOnShow={moved} onImportAnother={startOver} onDone={onDone} />;
  } else {
    body = (
      <ConfirmImport
        wording={wording}
        file={file}
        importableCount={plan.rows.length}
        leftOutCount={plan.leftOut.length}
        optionLines={definition.options?.describe(plan.options) ?? []}
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
