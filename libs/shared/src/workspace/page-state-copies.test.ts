// @vitest-environment node
// Page states (loading, a failed load with its retry, not found, empty) come from @bullion/ui's one
// set of components (LoadError, LoadingState, NotFoundState, EmptyState and their plain twins): no
// app writes its own error screen or the words of a failed load. The finder is here, not in a module
// of its own, so that @bullion/shared's shipped files do not import the TypeScript compiler.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * connection-text: "Check your connection" in a string, a template or JSX text (not in a comment).
 * result-screen: antd's Result (imported from antd, under any local name) with a status of 404, 500,
 * error or warning, given as text or by an expression that can give one of them. A Result with
 * another status (success, info, 403) or none is a legitimate use: a finished action, an offer.
 */
type PageStateCopyRule = 'connection-text' | 'result-screen';

interface PageStateCopy {
  rule: PageStateCopyRule;
  /** 1-based. */
  line: number;
  text: string;
}

const CONNECTION_TEXT = /check your connection/i;
const SCREEN_STATUSES = new Set(['404', '500', 'error', 'warning']);

function scriptKind(path: string): ts.ScriptKind {
  if (/\.[cm]?tsx$/.test(path)) return ts.ScriptKind.TSX;
  if (/\.[cm]?jsx$/.test(path)) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** The local names that mean antd's Result: `{ Result }` or `{ Result as X }` from antd, or antd/es/result's default. */
function antdResultNames(file: ts.SourceFile): { names: Set<string>; namespaces: Set<string> } {
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (from === 'antd') {
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'Result') names.add(element.name.text);
        }
      }
    } else if (/^antd\/(es|lib)\/result$/.test(from) && clause.name) {
      names.add(clause.name.text);
    }
  }
  return { names, namespaces };
}

/** Every literal an attribute's value can take: `status="404"`, `status={'error'}`, `status={failed ? 'error' : '404'}`. */
function literalsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...literalsOf(child));
  });
  return found;
}

function isAntdResult(tag: ts.JsxTagNameExpression, antd: { names: Set<string>; namespaces: Set<string> }): boolean {
  if (ts.isIdentifier(tag)) return antd.names.has(tag.text);
  return ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && antd.namespaces.has(tag.expression.text) && tag.name.text === 'Result';
}

function findPageStateCopies(path: string, source: string): PageStateCopy[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, scriptKind(path));
  const antd = antdResultNames(file);
  const found: PageStateCopy[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      if (CONNECTION_TEXT.test(node.text)) found.push({ rule: 'connection-text', line: lineOf(node), text: node.text.trim() });
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isAntdResult(node.tagName, antd)) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(file) !== 'status' || !attribute.initializer) continue;
        const statuses = literalsOf(attribute.initializer).filter((value) => SCREEN_STATUSES.has(value));
        if (statuses.length) found.push({ rule: 'result-screen', line: lineOf(node), text: `<${node.tagName.getText(file)} status: ${statuses.join(', ')}>` });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const APP_FILE = 'apps/some-app/src/some-page.tsx';
// Built in pieces, so that this file does not hold the words it looks for.
const CONNECTION = ['Check your', 'connection'].join(' ');

const rulesIn = (source: string, path = APP_FILE) => findPageStateCopies(path, source).map(({ rule, line }) => [rule, line]);

describe('findPageStateCopies', () => {
  it('finds the words of a failed load in a string, a template and JSX text, with their line', () => {
    const source = [
      `const hint = '${CONNECTION} and try again.';`,
      `const toast = \`Joining failed. ${CONNECTION}, \${name}.\`;`,
      `const page = <p>The drawer could not be loaded. ${CONNECTION.toLowerCase()} first.</p>;`,
    ].join('\n');
    expect(rulesIn(source)).toEqual([
      ['connection-text', 1],
      ['connection-text', 2],
      ['connection-text', 3],
    ]);
  });

  it('ignores the words in a comment, and other advice', () => {
    expect(rulesIn(`// LoadError says "${CONNECTION} and try again." by itself\nconst text = 'Check the link and try again.';`)).toEqual([]);
  });

  it.each([
    `<Result status="error" title="The drawer could not be loaded" />`,
    `<Result status="404" title="Order not found" />`,
    `<Result status={'warning'} title="Orders is not compatible" />`,
    `<Result status={500} title="Server error" />`,
    `<Result status={failed ? 'error' : '404'} title={title}>{extra}</Result>`,
  ])('finds antd’s Result drawn as an error screen: %s', (jsx) => {
    expect(rulesIn(`import { Button, Result } from 'antd';\nexport const view = ${jsx};`)).toEqual([['result-screen', 2]]);
  });

  it('finds antd’s Result under another name, by namespace and from its own module', () => {
    expect(rulesIn(`import { Result as AntResult } from 'antd';\nconst a = <AntResult status="404" />;`)).toEqual([['result-screen', 2]]);
    expect(rulesIn(`import * as antd from 'antd';\nconst a = <antd.Result status="error" />;`)).toEqual([['result-screen', 2]]);
    expect(rulesIn(`import Result from 'antd/es/result';\nconst a = <Result status="warning" />;`)).toEqual([['result-screen', 2]]);
  });

  it('lets antd’s Result say what is not a page state: success, info, 403, no status', () => {
    const source = [
      `import { Result } from 'antd';`,
      `const done = <Result status="success" title="3 items imported" />;`,
      `const offer = <Result status="info" title="People are for teams" />;`,
      `const refused = <Result status="403" title="Your role can view orders but not create them" />;`,
      `const plain = <Result title="Nothing to see" />;`,
    ].join('\n');
    expect(rulesIn(source)).toEqual([]);
  });

  it('ignores a Result that is not antd’s, and the kit’s own components', () => {
    const source = [
      `import { Result } from './result';`,
      `import { PlainResult } from '@bullion/ui/plain';`,
      `import { LoadError, NotFoundState } from '@bullion/ui';`,
      `const a = <Result status="error" />;`,
      `const b = <PlainResult status="error" title="Orders stopped working" />;`,
      `const c = <LoadError layout="page" title="The drawer could not be loaded" onRetry={retry} />;`,
      `const d = <NotFoundState title="Order not found" />;`,
    ].join('\n');
    expect(rulesIn(source)).toEqual([]);
  });
});

/** Every app's source files (tracked or new, not ignored) but the API's and the tests, which may quote what a page says. */
function appSourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'apps'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((path) => /^apps\/[^/]+\/src\/.*\.[cm]?[jt]sx?$/.test(path))
    .filter((path) => !path.startsWith('apps/api/'))
    .filter((path) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(path))
    .filter((path) => existsSync(`${workspaceRoot}${path}`)); // tracked but deleted in the working tree
}

describe('the apps', () => {
  it('write no page state of their own: no error screen from antd’s Result, no words of a failed load', () => {
    const files = appSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      findPageStateCopies(path, readFileSync(`${workspaceRoot}${path}`, 'utf8')).map(({ rule, line, text }) => `${path}:${line} ${rule}: ${text}`),
    );
    expect(found, 'use LoadError, NotFoundState, LoadingState and EmptyState from @bullion/ui (or their plain twins from @bullion/ui/plain); CHECK_CONNECTION for the words').toEqual([]);
  });
});
