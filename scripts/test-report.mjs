// The closing summary of `npm test`: the wall time of each stage, each project's lint, typecheck and
// unit tests (from Nx's task profile), and the slowest unit and e2e tests (from the JSON reports the
// vitest and Playwright configs write under .reports/). Node built-ins only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s` : seconds(ms));
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function table(rows) {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n');
}

/** Each task of an Nx run, from its NX_PROFILE trace: `project:target` with its duration. */
function nxTaskTimes(profileFile) {
  const events = readJson(profileFile) ?? [];
  return events
    .filter((event) => event.ph === 'X')
    .map((event) => ({ task: event.name, ms: event.dur / 1000, cached: String(event.args?.status ?? '').includes('cache') }));
}

/** Every unit test with its duration, from the vitest JSON reports (.reports/unit/<project>.json). */
function unitTests(reportDir) {
  if (!existsSync(reportDir)) return [];
  return readdirSync(reportDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const project = file.slice(0, -'.json'.length);
      const report = readJson(join(reportDir, file));
      return (report?.testResults ?? []).flatMap((testFile) =>
        (testFile.assertionResults ?? []).map((test) => ({
          name: `${project} › ${testFile.name.split(`/${project}/`).pop()} › ${test.fullName ?? test.title}`,
          ms: test.duration ?? 0,
        })),
      );
    });
}

/** Every e2e test with its duration, from Playwright's JSON report. */
function e2eTests(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  const walk = (suite, file) =>
    (suite.specs ?? [])
      .flatMap((spec) => spec.tests.map((test) => ({ name: `${spec.file ?? file} › ${spec.title}`, ms: test.results.reduce((sum, result) => sum + result.duration, 0) })))
      .concat((suite.suites ?? []).flatMap((inner) => walk(inner, suite.file ?? file)));
  return (report.suites ?? []).flatMap((suite) => walk(suite, suite.file));
}

const slowest = (tests, count = 10) =>
  [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((test) => [seconds(test.ms).padStart(8), test.name]);

/**
 * Prints the summary. `stages`: [{ name, ms, ok }] in the order they ran; `nxProfiles`: stage name →
 * the NX_PROFILE file that stage's Nx run wrote.
 */
export function printReport({ root, stages, nxProfiles, startedAt }) {
  const lines = ['', '── Where the time went ──', '', 'Stages (wall time):'];
  lines.push(table([...stages.map((stage) => [stage.name, `${minutes(stage.ms).padStart(12)}${stage.ok ? '' : '  (failed)'}`]), ['total', minutes(Date.now() - startedAt).padStart(12)]]));
  for (const [stage, file] of Object.entries(nxProfiles)) {
    const tasks = nxTaskTimes(file);
    if (!tasks.length) continue;
    lines.push('', `${stage}, per project (task time; two run at once):`);
    lines.push(table(tasks.sort((a, b) => b.ms - a.ms).map((task) => [task.task, `${seconds(task.ms).padStart(8)}${task.cached ? '  (from the Nx cache)' : ''}`])));
  }
  const units = unitTests(join(root, '.reports/unit'));
  if (units.length) {
    lines.push('', `The 10 slowest unit tests (of ${units.length}):`);
    lines.push(slowest(units).map(([time, name]) => `  ${time}  ${name}`).join('\n'));
  }
  const e2e = e2eTests(join(root, '.reports/e2e.json'));
  if (e2e.length) {
    lines.push('', `The 10 slowest e2e tests (of ${e2e.length}):`);
    lines.push(slowest(e2e).map(([time, name]) => `  ${time}  ${name}`).join('\n'));
  }
  console.log(lines.join('\n'));
}
