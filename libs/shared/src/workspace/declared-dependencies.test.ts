// @vitest-environment node
// Every package declares what it imports. Lint (@nx/dependency-checks, eslint.config.mjs) holds each
// project's `dependencies` to what its shipped files import; these tests prove that it does, and hold
// the files it does not look at (tests, test helpers, stories, configs, the root's bench/ and
// scripts/) to packages declared by their own package.json or by the root's, which npm installs
// where every file finds them. Anything else resolves only while npm happens to hoist it there.
import { ESLint } from 'eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readPackage = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

const declaredBy = (manifest: PackageJson) =>
  new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }));

const NOT_SOURCE = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', '.data']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** The package a bare specifier names ('@scope/name/sub' is '@scope/name'), or null for a path or a built-in. */
function packageName(specifier: string): string | null {
  if (/^[./]|^node:|^virtual:/.test(specifier)) return null;
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return builtinModules.includes(name) ? null : name;
}

const eslint = new ESLint({ cwd: workspaceRoot });

async function dependencyCheckErrors(packageJsonPath: string, manifest: object): Promise<string[]> {
  const [result] = await eslint.lintText(`${JSON.stringify(manifest, null, 2)}\n`, { filePath: join(workspaceRoot, packageJsonPath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@nx/dependency-checks').map((message) => message.message);
}

describe('declared dependencies', () => {
  it('lint rejects a package that its project does not import, and one that it imports undeclared', async () => {
    const contract = readPackage(join(workspaceRoot, 'libs/contract'));
    expect(await dependencyCheckErrors('libs/contract/package.json', contract)).toEqual([]);

    const unused = { ...contract, dependencies: { ...contract.dependencies, 'fast-check': '4.10.2' } };
    expect(await dependencyCheckErrors('libs/contract/package.json', unused)).toEqual([
      'The "fast-check" package is not used by "contract" project.',
    ]);

    const { zod, ...withoutZod } = contract.dependencies ?? {};
    expect(zod).toBeDefined();
    const missing = await dependencyCheckErrors('libs/contract/package.json', { ...contract, dependencies: withoutZod });
    expect(missing.join('\n')).toContain('- zod');
  });

  it('every file imports only packages declared by its own package.json or by the root', () => {
    const root = readPackage(workspaceRoot);
    const manifests = new Map<string, Set<string>>();
    // npm links every workspace package into the root's node_modules.
    const rootDeclared = new Set([
      ...declaredBy(root),
      ...(root.workspaces ?? []).flatMap((pattern) => {
        const parent = join(workspaceRoot, pattern.replace(/\/\*$/, ''));
        const dirs = pattern.endsWith('/*') ? readdirSync(parent).map((name) => join(parent, name)) : [parent];
        return dirs.filter((dir) => existsSync(join(dir, 'package.json'))).flatMap((dir) => readPackage(dir).name ?? []);
      }),
    ]);
    const ownerDeclared = (file: string) => {
      let dir = dirname(file);
      while (dir.length > workspaceRoot.length && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
      if (dir.length <= workspaceRoot.length) return new Set<string>();
      if (!manifests.has(dir)) manifests.set(dir, declaredBy(readPackage(dir)));
      return manifests.get(dir) as Set<string>;
    };

    const undeclared = ['apps', 'libs', 'e2e', 'bench', 'scripts'].flatMap((folder) =>
      sourceFiles(join(workspaceRoot, folder)).flatMap((file) => {
        const own = ownerDeclared(file);
        return ts
          .preProcessFile(readFileSync(file, 'utf8'), true, true)
          .importedFiles.map(({ fileName }) => packageName(fileName))
          .filter((name): name is string => name !== null && !own.has(name) && !rootDeclared.has(name))
          .map((name) => `${relative(workspaceRoot, file)} imports ${name}`);
      }),
    );
    expect(undeclared).toEqual([]);
  });
});
