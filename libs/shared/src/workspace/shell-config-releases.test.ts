// @vitest-environment node
// config.json's `releases` section (issue 36): written by scripts/shell-config.mjs from
// RELEASE_REGISTRY_URL, RELEASE_ENVIRONMENT and RELEASE_REGISTRY_WAIT_MS, absent without a registry (config.json's remotes only).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface ShellConfigModule {
  buildShellConfig(env: Record<string, string | undefined>, deployments?: Record<string, unknown>): Record<string, unknown> & { releases?: { url: string; environment: string; waitMs?: number } };
}

const root = resolve(import.meta.dirname, '../../../..');
const shellConfig = async () => (await import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/shell-config.mjs')).href)) as ShellConfigModule;

describe("the shell's config.json with a release registry", () => {
  it('names the registry and the environment, production unless RELEASE_ENVIRONMENT says otherwise', async () => {
    const { buildShellConfig } = await shellConfig();
    expect(buildShellConfig({ RELEASE_REGISTRY_URL: 'https://registry.example.com/api/releases/' }, {}).releases).toEqual({
      url: 'https://registry.example.com/api/releases',
      environment: 'production',
    });
    expect(buildShellConfig({ RELEASE_REGISTRY_URL: 'https://api.example.com/api/releases', RELEASE_ENVIRONMENT: 'staging' }, {}).releases).toEqual({
      url: 'https://api.example.com/api/releases',
      environment: 'staging',
    });
  });

  it("writes the wait for the registry's answer from RELEASE_REGISTRY_WAIT_MS, and leaves the shell's default without it", async () => {
    const { buildShellConfig } = await shellConfig();
    const registry = { RELEASE_REGISTRY_URL: 'https://registry.example.com/api/releases' };
    expect(buildShellConfig({ ...registry, RELEASE_REGISTRY_WAIT_MS: '15000' }, {}).releases).toEqual({
      url: 'https://registry.example.com/api/releases',
      environment: 'production',
      waitMs: 15_000,
    });
    expect(buildShellConfig(registry, {}).releases).not.toHaveProperty('waitMs');
  });

  it('refuses a wait for the registry that is no positive integer, naming the variable', async () => {
    const { buildShellConfig } = await shellConfig();
    for (const value of ['0', '-5', '2.5', '15s', '']) {
      expect(() => buildShellConfig({ RELEASE_REGISTRY_URL: 'https://registry.example.com/api/releases', RELEASE_REGISTRY_WAIT_MS: value }, {})).toThrow(
        `RELEASE_REGISTRY_WAIT_MS must be a positive integer (milliseconds remote loads wait for the registry), got "${value}"`,
      );
    }
  });

  it('has no releases section without RELEASE_REGISTRY_URL, whatever RELEASE_ENVIRONMENT and RELEASE_REGISTRY_WAIT_MS say', async () => {
    const { buildShellConfig } = await shellConfig();
    const config = buildShellConfig({ RELEASE_ENVIRONMENT: 'staging', RELEASE_REGISTRY_WAIT_MS: 'soon' }, {});
    expect(config).not.toHaveProperty('releases');
    expect(Object.keys(config)).toEqual(Object.keys(buildShellConfig({}, {})));
  });

  it('refuses a registry address that is no http(s) URL and a malformed environment, naming the variable', async () => {
    const { buildShellConfig } = await shellConfig();
    expect(() => buildShellConfig({ RELEASE_REGISTRY_URL: 'api/releases' }, {})).toThrow('RELEASE_REGISTRY_URL must be an absolute URL, got "api/releases"');
    expect(() => buildShellConfig({ RELEASE_REGISTRY_URL: 'registry:8080/api/releases' }, {})).toThrow(
      'RELEASE_REGISTRY_URL must be an absolute http(s) URL such as https://registry.example.com/api/releases, got "registry:8080/api/releases"',
    );
    expect(() => buildShellConfig({ RELEASE_REGISTRY_URL: 'https://registry.example.com/api/releases', RELEASE_ENVIRONMENT: 'Production' }, {})).toThrow(
      'RELEASE_ENVIRONMENT must be an environment name (lower-case letters, digits and dashes), got "Production"',
    );
  });
});
