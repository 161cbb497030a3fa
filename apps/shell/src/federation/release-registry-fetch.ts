// Asks the release registry which release of each remote this browser gets (release-registry.ts).
// Loaded only by a shell whose config.json has `releases` (releases.ts), with the contract's schemas.
import { shellRemotesConfigSchema, type ShellRemotesConfig } from '@bullion/contract';
import { z } from 'zod';
import type { ReleasesConfig } from '../config/shell-config';
import { registryWaitMs, RegistryUnavailableError } from './release-registry';
import { releaseSubject } from './release-subject';

/** The registry's answer for `releases`, checked against the contract; throws RegistryUnavailableError saying why. */
export async function fetchRegistryRemotes(
  releases: ReleasesConfig,
  {
    subject = releaseSubject(),
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    timeoutMs = registryWaitMs(releases),
  }: { subject?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<ShellRemotesConfig> {
  const url = new URL(`${releases.url}/config`);
  url.searchParams.set('env', releases.environment);
  url.searchParams.set('subject', subject);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      // No credentials: the answer depends on the subject only, and the registry's config is public.
      response = await fetchImpl(url.href, { cache: 'no-store', credentials: 'omit', signal: controller.signal });
    } catch (error) {
      throw new RegistryUnavailableError(
        controller.signal.aborted ? `it did not answer within ${timeoutMs / 1000} s` : `it could not be reached (${String(error)})`,
      );
    }
    if (!response.ok) throw new RegistryUnavailableError(`it answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new RegistryUnavailableError(controller.signal.aborted ? `it did not answer within ${timeoutMs / 1000} s` : 'its answer is not JSON');
    }
    const parsed = shellRemotesConfigSchema.safeParse(body);
    if (!parsed.success) throw new RegistryUnavailableError(`its answer is not a release configuration: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.environment !== releases.environment) {
      throw new RegistryUnavailableError(`it answered for environment "${parsed.data.environment}" instead of "${releases.environment}"`);
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
  }
}
