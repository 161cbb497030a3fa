// Finds what only the list of remotes (libs/shared/src/remotes.json) may write: a port of one of its
// apps, or a remote's name used to identify that remote. Route paths such as '/catalog' are not
// names. The workspace test runs this over every source file.

export interface ListedValues {
  remoteNames: readonly string[];
  ports: readonly number[];
}

/**
 * port: a listed port as a number of its own (not part of a longer number or a decimal).
 * remote-list: two or more remote names in a row, as in an array or a union type, or as keys of
 * one object literal (each after its `{` or `,`) with no other key between them (an object whose
 * keys are resources, such as the mock database's `inventory` and `orders`, lists no remotes).
 * remote-identity: a remote name given as a remote (`remote: 'x'`, `remote="x"`, `remote === 'x'`),
 * as a `name:` (an app's name in a config), or as the first argument of a call whose name mentions
 * Remote, Instances, Url or Port (`registerInstances('x', …)`).
 * Tests and stories exercise particular remotes, so they may name them, one or several; a list of
 * every remote in them is still a copy of the list.
 */
export type ListedLiteralRule = 'port' | 'remote-list' | 'remote-identity';

export interface ListedLiteral {
  rule: ListedLiteralRule;
  /** 1-based. */
  line: number;
  text: string;
}

const TEST_FILE = /\.(?:test|spec|stories)\.[cm]?[jt]sx?$/;

export function isTestFile(path: string): boolean {
  return TEST_FILE.test(path);
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patterns({ remoteNames, ports }: ListedValues): [ListedLiteralRule, RegExp][] {
  const names = remoteNames.map(escape).join('|');
  const name = `(?:'(?:${names})'|"(?:${names})"|\`(?:${names})\`)`;
  const key = `(?<=[{,]\\s*)(?:${names})\\??\\s*:(?!:)`;
  return [
    ['port', new RegExp(`(?<![\\w.])(?:${ports.join('|')})(?![\\w]|\\.\\d)`, 'g')],
    ['remote-list', new RegExp(`${name}(?:\\s*[,|]\\s*${name})+|${key}(?:[^{}]|\\{[^{}]*\\})*?${key}`, 'g')],
    [
      'remote-identity',
      new RegExp(
        [
          `\\bremote\\w*\\s*(?::|={1,3}|!==?)\\s*\\{?\\s*${name}`,
          `\\bname\\s*:\\s*${name}`,
          `\\b\\w*(?:Remote|remote|Instances|Url|Port)\\w*\\s*\\(\\s*${name}`,
        ].join('|'),
        'g',
      ),
    ],
  ];
}

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < index; i = source.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Every listed port or identifying remote name in `source`, the file at `path`. */
export function findListedLiterals(path: string, source: string, values: ListedValues): ListedLiteral[] {
  if (values.remoteNames.length === 0 || values.ports.length === 0) throw new Error('the list of remotes is empty');
  const testFile = isTestFile(path);
  const namesEveryRemote = (text: string) => values.remoteNames.every((name) => new RegExp(`\\b${escape(name)}\\b`).test(text));
  const remoteNames = new Set(values.remoteNames);
  // Keys of the match's own object (nested objects' keys left out) that are not remote names.
  const otherKeyBetween = (text: string) =>
    [...text.replace(/\{[^{}]*\}/g, '{}').matchAll(/(?:^|[{,])\s*([\w$-]+)\??\s*:(?!:)/g)].some(([, key]) => !remoteNames.has(key ?? ''));
  const found: ListedLiteral[] = [];
  for (const [rule, pattern] of patterns(values)) {
    if (rule === 'remote-identity' && testFile) continue;
    for (const match of source.matchAll(pattern)) {
      if (rule === 'remote-list' && testFile && !namesEveryRemote(match[0])) continue;
      if (rule === 'remote-list' && !/^['"`]/.test(match[0]) && otherKeyBetween(match[0])) continue;
      found.push({ rule, line: lineAt(source, match.index), text: match[0] });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
