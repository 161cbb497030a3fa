// config.json: where the API, the auth endpoint and each remote live. Served next to the shell and
// generated from environment variables (scripts/shell-config.mjs), so one shell build runs anywhere.
import { REMOTE_NAMES, type RemoteName } from '@bullion/shared';
import { z } from 'zod';
import { RELEASE_NAME_PATTERN } from '@bullion/contract';

/** A Subresource Integrity hash as browsers write it: `sha384-<base64 digest>` (sha256 and sha512 too). */
export const sriSchema = z
  .string()
  .regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI hash such as sha384-<base64 digest>');

const remoteEntrySchema = z.object({
  manifestUrl: z.url(),
  version: z.string().min(1),
  /**
   * What the deploy tool released (scripts/remote-deploy.mjs): the hashes of the mf-manifest.json at
   * `manifestUrl` and of the remoteEntry.js it names. The shell runs the remote only when both match.
   */
  integrity: z.object({ manifest: sriSchema, entry: sriSchema }).optional(),
});

export const shellConfigSchema = z.object({
  apiUrl: z.url(),
  authUrl: z.url(),
  authPublicKey: z.string().min(1),
  /** A remote that has not loaded, or then not mounted, within this time shows its fallback. */
  remoteTimeoutMs: z.number().int().positive().default(15_000),
  /** Origins a `?remote.<name>=` preview override may point at. */
  previewOrigins: z.array(z.url()).default([]),
  /** Exposes diagnostics (loaded instances) in production builds. */
  debug: z.boolean().default(false),
  /**
   * `required`: a remote without `integrity` is not loaded (what the shell runs is what was released).
   * `optional`: it is loaded unchecked; for `npm run dev`, whose dev servers change code with every edit.
   * A remote that has an `integrity` is always checked.
   */
  remoteIntegrity: z.enum(['required', 'optional']).default('required'),
  /**
   * Preloading of the sidebar's areas. `idle` (default on): once the signed-in app has been quiet for
   * 2 s, the remotes of the sidebar's areas are loaded one after the other, without mounting them.
   * Off, an area loads when its link is hovered or clicked (benches measure areas cold this way).
   */
  preload: z.object({ idle: z.boolean().default(true) }).optional(),
  /**
   * The release registry (issue 36): at start the shell asks `<url>/config?env=<environment>` for the
   * remotes released to that environment and uses them instead of the entries below; a remote the
   * registry does not name keeps its entry here. Absent: the entries below only.
   */
  releases: z
    .object({
      url: z.url({ protocol: /^https?$/ }),
      // The registry's rule alone (names.ts): its schemas would weigh on every first page, registry or not.
      environment: z.string().regex(RELEASE_NAME_PATTERN, 'must be an environment name (lower-case letters, digits and dashes)'),
      // How long remote loads wait for the registry's answer (REGISTRY_WAIT_MS, 3 s, when absent).
      waitMs: z.number().int().positive().optional(),
    })
    .optional(),
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntrySchema])) as Record<
      RemoteName,
      typeof remoteEntrySchema
    >,
  ),
});

export type ShellConfig = z.infer<typeof shellConfigSchema>;

/** Whether the sidebar's areas are preloaded once the app is idle (on unless config.json says otherwise). */
export function idlePreloadEnabled(config: Pick<ShellConfig, 'preload'>): boolean {
  return config.preload?.idle !== false;
}
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type ReleasesConfig = NonNullable<ShellConfig['releases']>;

export class ShellConfigError extends Error {
  override name = 'ShellConfigError';
}

export async function loadShellConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<ShellConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch (error) {
    throw new ShellConfigError(`Could not reach ${url}: ${String(error)}`);
  }
  if (!response.ok) throw new ShellConfigError(`${url} answered ${response.status}`);
  const parsed = shellConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ShellConfigError(`${url} is not a valid shell configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
