// @vitest-environment node
// Remote names and ports are written once, in libs/shared/src/remotes.json: every other source file
// of the workspace derives them from the list. The samples below are built from the list too, so
// this file obeys the rule it tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTS, REMOTE_NAMES } from '../remotes';
import { findListedLiterals, type ListedValues } from './listed-literals';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const values: ListedValues = { remoteNames: REMOTE_NAMES, ports: Object.values(PORTS) };
const [first = '', second = ''] = REMOTE_NAMES;
const APP_FILE = 'apps/some-app/src/some-file.ts';

const rulesIn = (source: string, path = APP_FILE) => findListedLiterals(path, source, values).map(({ rule, text }) => [rule, text]);

describe('findListedLiterals', () => {
  it('finds a listed port in an address, a setting, a call and a comment, with its line', () => {
    const source = [
      `fetch('http://localhost:${PORTS.api}/api');`,
      `const server = { port: ${PORTS.shell} };`,
      `requests.to(${PORTS[first as keyof typeof PORTS]});`,
      `// the previews are served on ${PORTS.preview}.`,
    ].join('\n');
    const found = findListedLiterals(APP_FILE, source, values);
    expect(found.map(({ rule, line }) => [rule, line])).toEqual([
      ['port', 1],
      ['port', 2],
      ['port', 3],
      ['port', 4],
    ]);
  });

  it('ignores numbers that only contain a port: longer numbers, decimals, versions, names', () => {
    const port = PORTS.shell;
    expect(rulesIn(`const a = [1${port}, ${port}1, ${port}.5, 'v1.${port}', x${port}, ${port}_000];`)).toEqual([]);
  });

  it('finds remote names listed together, in an array or a union type', () => {
    expect(rulesIn(`const apps = ['${first}', "${second}", 'shell'];`)).toEqual([['remote-list', `'${first}', "${second}"`]]);
    expect(rulesIn(`type Remote = '${first}' | '${second}';`)).toEqual([['remote-list', `'${first}' | '${second}'`]]);
    expect(rulesIn(`const apps = [\n  '${first}',\n  '${second}',\n];`)).toHaveLength(1);
  });

  it('finds remote names as keys of one object literal, also with nested values', () => {
    expect(rulesIn(`const titles = {\n  ${first}: 'A',\n  ${second}: 'B',\n};`)).toHaveLength(1);
    expect(rulesIn(`const remotes = { ${first}: { port: 1 }, ${second}: { port: 2 } };`)).toHaveLength(1);
    expect(rulesIn(`type Titles = { ${first}?: string; ${second}: string };`)).toEqual([]);
    expect(rulesIn(`const a = { ${first}: 1 };\nconst b = { ${second}: 2 };`)).toEqual([]);
    expect(rulesIn(`const db = {\n  ${first}: items(),\n  ledger: [],\n  ${second}: orders(),\n};`)).toEqual([]);
    expect(rulesIn(`// the ${first}: its pages, then the ${second}: its pages`)).toEqual([]);
  });

  it.each([
    `registerInstances('${first}', { react });`,
    `registerRemoteInstances("${first}");`,
    `contract: { remote: '${first}', contractRange },`,
    `<RemoteWidget remote="${first}" widget="product-view" />`,
    `<RemoteArea remote={'${first}'} />`,
    `export default remoteViteConfig({ name: '${first}', root: import.meta.dirname });`,
    `if (parcel.remote === '${first}') return;`,
    `const entry = \`\${localUrl('${first}')}/mf-manifest.json\`;`,
  ])('finds a remote name that identifies the remote: %s', (source) => {
    expect(rulesIn(source)).toEqual([['remote-identity', expect.stringContaining(first)]]);
  });

  it('ignores route paths and other words that happen to be a remote name', () => {
    const source = [
      `navigate('/${first}');`,
      `const item = { key: '${first}', label: 'X', to: '/${first}/new' };`,
      `if (area !== '${second}' || !page) return undefined;`,
      `const queryKey = ['${first}', id];`,
      `loadRemote('${first}/parcel');`,
      `// the ${first} remote is mounted by the shell`,
    ].join('\n');
    expect(rulesIn(source)).toEqual([]);
  });

  it('lets tests and stories name particular remotes, but not a port or the list of every remote', () => {
    const source = `await loader.load('${first}');\nrender(<RemoteArea remote="${first}" />);\n`;
    expect(rulesIn(source, 'apps/shell/src/remote-area.test.tsx')).toEqual([]);
    expect(rulesIn(source, 'e2e/tests/areas.spec.ts')).toEqual([]);
    expect(rulesIn(`contract: { remote: '${first}' }`, 'apps/x/src/stories/widgets.stories.tsx')).toEqual([]);
    expect(rulesIn(`expect(apps).toEqual(['${first}', '${second}', 'shell']);`, 'e2e/tests/x.spec.ts')).toEqual([]);
    const everyRemote = REMOTE_NAMES.map((name) => `'${name}'`).join(', ');
    expect(rulesIn(`expect(apps).toEqual([${everyRemote}, 'shell']);`, 'e2e/tests/x.spec.ts')).toEqual([['remote-list', everyRemote]]);
    expect(rulesIn(`page.route('**/localhost:${PORTS.shell}/**')`, 'e2e/tests/x.spec.ts')).toEqual([['port', String(PORTS.shell)]]);
  });
});

/** Source files of the workspace, tracked or new (not ignored), except what states data or documentation. */
function workspaceSourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((path) => /\.[cm]?[jt]sx?$/.test(path))
    .filter((path) => !path.startsWith('apps/api/src/seed/')) // seed data (catalog of coins and bars)
    .filter((path) => !path.endsWith('/mockServiceWorker.js')) // generated by msw
    .filter((path) => existsSync(`${workspaceRoot}${path}`)); // tracked but deleted in the working tree
}

describe('the workspace', () => {
  it('writes no remote name or port outside libs/shared/src/remotes.json', () => {
    const files = workspaceSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      findListedLiterals(path, readFileSync(`${workspaceRoot}${path}`, 'utf8'), values).map(
        ({ rule, line, text }) => `${path}:${line} ${rule}: ${text}`,
      ),
    );
    expect(found, 'derive these from @bullion/shared/remotes (TypeScript) or scripts/lib/remotes.mjs (Node scripts)').toEqual([]);
  });
});
