import { localUrl, REMOTE_NAMES, type RemoteName } from '@bullion/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idlePreloadEnabled, loadShellConfig, ShellConfigError, shellConfigSchema } from './shell-config';

const manifestOf = (remote: RemoteName) => `${localUrl(remote)}/mf-manifest.json`;

function remotes() {
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { manifestUrl: manifestOf(remote), version: '1.0.0' }])) as Record<
    RemoteName,
    { manifestUrl: string; version: string }
  >;
}

function minimalConfig() {
  return {
    apiUrl: 'http://localhost:3000/api',
    authUrl: 'http://localhost:3000/auth',
    authPublicKey: 'pk_test_123',
    remotes: remotes(),
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('shellConfigSchema', () => {
  it('accepts a full config as given', () => {
    const full = {
      ...minimalConfig(),
      remoteTimeoutMs: 5000,
      previewOrigins: [localUrl('preview')],
      debug: true,
      remoteIntegrity: 'optional',
    };
    expect(shellConfigSchema.parse(full)).toEqual(full);
  });

  it('applies defaults: 15 s remote timeout, no preview origins, no debug, remote integrity required', () => {
    const parsed = shellConfigSchema.parse(minimalConfig());
    expect(parsed.remoteTimeoutMs).toBe(15_000);
    expect(parsed.previewOrigins).toEqual([]);
    expect(parsed.debug).toBe(false);
    expect(parsed.remoteIntegrity).toBe('required');
    expect(parsed.remotes.orders.manifestUrl).toBe(manifestOf('orders'));
  });

  it("keeps a remote's integrity (the manifest's and the entry's SRI hashes) and accepts a remote without one", () => {
    const config = minimalConfig();
    const integrity = { manifest: `sha384-${'A'.repeat(64)}`, entry: `sha384-${'b'.repeat(62)}==` };
    const parsed = shellConfigSchema.parse({ ...config, remotes: { ...config.remotes, catalog: { ...config.remotes.catalog, integrity } } });
    expect(parsed.remotes.catalog.integrity).toEqual(integrity);
    expect(parsed.remotes.orders.integrity).toBeUndefined();
  });

  it('rejects an integrity that is not an SRI hash, and a remoteIntegrity other than required or optional', () => {
    const config = minimalConfig();
    const bad = shellConfigSchema.safeParse({
      ...config,
      remotes: { ...config.remotes, catalog: { ...config.remotes.catalog, integrity: { manifest: 'md5-abc', entry: `sha384-${'A'.repeat(64)}` } } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['remotes.catalog.integrity.manifest']);
    expect(shellConfigSchema.safeParse({ ...config, remoteIntegrity: 'never' }).success).toBe(false);
  });

  it('preloads idle areas unless preload.idle is false', () => {
    expect(idlePreloadEnabled(shellConfigSchema.parse(minimalConfig()))).toBe(true);
    expect(idlePreloadEnabled(shellConfigSchema.parse({ ...minimalConfig(), preload: {} }))).toBe(true);
    expect(idlePreloadEnabled(shellConfigSchema.parse({ ...minimalConfig(), preload: { idle: false } }))).toBe(false);
    expect(shellConfigSchema.safeParse({ ...minimalConfig(), preload: { idle: 'no' } }).success).toBe(false);
  });

  it('rejects a config missing one of the remotes', () => {
    const config = minimalConfig();
    const withoutSettings: Partial<ReturnType<typeof remotes>> = { ...config.remotes };
    delete withoutSettings.settings;
    const result = shellConfigSchema.safeParse({ ...config, remotes: withoutSettings });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'remotes.settings')).toBe(true);
  });

  it('rejects a remote whose manifestUrl is not a URL', () => {
    const config = minimalConfig();
    config.remotes.catalog.manifestUrl = 'not a url';
    const result = shellConfigSchema.safeParse(config);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'remotes.catalog.manifestUrl')).toBe(true);
  });

  it('takes an optional release registry with its environment, and refuses one that is no http(s) address', () => {
    expect(shellConfigSchema.parse(minimalConfig()).releases).toBeUndefined();
    const releases = { url: 'https://registry.example.com/api/releases', environment: 'production' };
    expect(shellConfigSchema.parse({ ...minimalConfig(), releases }).releases).toEqual(releases);
    expect(shellConfigSchema.safeParse({ ...minimalConfig(), releases: { ...releases, url: 'ftp://localhost/releases' } }).success).toBe(false);
    expect(shellConfigSchema.safeParse({ ...minimalConfig(), releases: { ...releases, environment: 'Prod uction' } }).success).toBe(false);
  });

  it("takes the registry's wait as a positive number of milliseconds, and refuses any other", () => {
    const releases = { url: 'https://registry.example.com/api/releases', environment: 'production' };
    expect(shellConfigSchema.parse({ ...minimalConfig(), releases: { ...releases, waitMs: 15_000 } }).releases?.waitMs).toBe(15_000);
    for (const waitMs of [0, -1, 2.5, '15000']) {
      expect(shellConfigSchema.safeParse({ ...minimalConfig(), releases: { ...releases, waitMs } }).success, `waitMs ${JSON.stringify(waitMs)}`).toBe(false);
    }
  });

  it('rejects a non-positive remote timeout', () => {
    expect(shellConfigSchema.safeParse({ ...minimalConfig(), remoteTimeoutMs: 0 }).success).toBe(false);
  });
});

describe('loadShellConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the parsed config, with defaults, from the given address', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(minimalConfig()));
    vi.stubGlobal('fetch', fetchMock);

    const config = await loadShellConfig('/config.json');

    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(config.remoteTimeoutMs).toBe(15_000);
    expect(config.remotes.catalog.manifestUrl).toBe(manifestOf('catalog'));
  });

  it('throws ShellConfigError naming the status when config.json answers 404', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not found', { status: 404 })));

    const promise = loadShellConfig('/config.json');
    await expect(promise).rejects.toBeInstanceOf(ShellConfigError);
    await expect(promise).rejects.toThrow('/config.json answered 404');
  });

  it('throws ShellConfigError when config.json does not have the expected shape', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ apiUrl: 'http://localhost:3000/api' })));

    const promise = loadShellConfig('/config.json');
    await expect(promise).rejects.toBeInstanceOf(ShellConfigError);
    await expect(promise).rejects.toThrow(/not a valid shell configuration/);
  });

  it('throws ShellConfigError when config.json is not JSON at all', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>oops</html>', { status: 200 })));

    await expect(loadShellConfig('/config.json')).rejects.toBeInstanceOf(ShellConfigError);
  });

  it('throws ShellConfigError when config.json cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const promise = loadShellConfig('/config.json');
    await expect(promise).rejects.toBeInstanceOf(ShellConfigError);
    await expect(promise).rejects.toThrow(/Could not reach \/config.json/);
  });
});
