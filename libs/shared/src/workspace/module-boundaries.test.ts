// @vitest-environment node
// Proves the module-boundary lint rule is enforced, not merely configured: imports that cross the
// allowed lines fail lint with @nx/enforce-module-boundaries.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: workspaceRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('rejects a remote importing another remote by package name', async () => {
    const errors = await boundaryErrors(
      'apps/catalog/src/boundary-probe.ts',
      "import { InventoryApp } from '@bullion/inventory';\nexport const probe = InventoryApp;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("rejects a remote reaching into another remote's source by path", async () => {
    const errors = await boundaryErrors(
      'apps/orders/src/boundary-probe.ts',
      "import { SettingsApp } from '../../settings/src/app';\nexport const probe = SettingsApp;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects a remote importing the shell', async () => {
    const errors = await boundaryErrors(
      'apps/settings/src/boundary-probe.ts',
      "import { ShellApp } from '@bullion/shell';\nexport const probe = ShellApp;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects a library importing an app', async () => {
    const errors = await boundaryErrors(
      'libs/api-client/src/boundary-probe.ts',
      "import { CatalogApp } from '@bullion/catalog';\nexport const probe = CatalogApp;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows a remote to import the shared libraries', async () => {
    const errors = await boundaryErrors(
      'apps/inventory/src/boundary-probe.ts',
      "import { queryClient } from '@bullion/shared';\nimport { getApiUrl } from '@bullion/api-client';\nexport const probe = [queryClient, getApiUrl];\n",
    );
    expect(errors).toEqual([]);
  });
  it('rejects the API importing the browser client', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { apiRequest } from '@bullion/api-client';\nexport const probe = apiRequest;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects the API importing the mock API', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { mockDb } from '@bullion/api-mocks';\nexport const probe = mockDb;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows the API to import the contract', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { productSchema } from '@bullion/contract';\nexport const probe = productSchema;\n",
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['the shared singleton', "import { queryClient } from '@bullion/shared';\nexport const probe = queryClient;\n"],
    ['the browser client', "import { apiRequest } from '@bullion/api-client';\nexport const probe = apiRequest;\n"],
    ['the mock API', "import { mockDb } from '@bullion/api-mocks';\nexport const probe = mockDb;\n"],
    ['the UI kit', "import { LoadError } from '@bullion/ui';\nexport const probe = LoadError;\n"],
    ['an app', "import { CatalogApp } from '@bullion/catalog';\nexport const probe = CatalogApp;\n"],
  ])('rejects the contract importing %s', async (_what, code) => {
    const errors = await boundaryErrors('libs/contract/src/boundary-probe.ts', code);
    expect(errors.length).toBeGreaterThan(0);
  });
});
