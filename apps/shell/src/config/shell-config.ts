// config.json: where the API, the auth endpoint and each remote live. Served next to the shell and
// generated from environment variables (scripts/shell-config.mjs), so one shell build runs anywhere.
import { REMOTE_NAMES, type RemoteName } from '@bullion/shared';
import { z } from 'zod';

const remoteEntrySchema = z.object({
  manifestUrl: z.url(),
  version: z.string().min(1),
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
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntrySchema])) as Record<
      RemoteName,
      typeof remoteEntrySchema
    >,
  ),
});

export type ShellConfig = z.infer<typeof shellConfigSchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

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
