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
});
