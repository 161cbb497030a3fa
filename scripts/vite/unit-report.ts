import { basename, join } from 'node:path';

/** Where each project's unit tests leave their timings: `.reports/unit/<project>.json` (read by scripts/test-report.mjs). */
export const UNIT_REPORT_DIR = join(new URL('../..', import.meta.url).pathname, '.reports/unit');

/**
 * Vitest's usual console output, and a JSON report of every test's duration for `npm test`'s
 * closing summary (the slowest tests). Vitest runs in the project's folder, which names the report.
 */
export function unitReporters(): ['default', ['json', { outputFile: string }]] {
  return ['default', ['json', { outputFile: join(UNIT_REPORT_DIR, `${basename(process.cwd())}.json`) }]];
}
