// Public surface of @bullion/data-import: the file import engine the catalog's product import and
// the inventory's item import share. An import declares its fields, words, row conversion, schema
// check and server call (ImportDefinition); the engine reads the file, maps columns, checks every
// row in the browser and on the server, confirms and commits, and sums up with every row error.
export * from './definition';
export * from './fields';
export * from './parse-file';
export * from './readers';
export * from './validate-rows';
export * from './import-summary';
export * from './import-text';
export * from './csv-downloads';
export * from './write-csv';
export { ImportWizard, type ImportWizardProps } from './ui/import-wizard';
export { StepSection, type StepSectionProps } from './ui/step-section';
