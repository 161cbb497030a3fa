// Start-up's release registry and telemetry (issue 36), only when config.json has `releases`; without
// it nothing is asked, listened to or sent, and the shell loads config.json's remotes as it always has.
import type { ShellConfig } from '../config/shell-config';
import { startReleaseRegistry, type ReleaseRegistry } from './release-registry';
import { startReleaseTelemetry, type ReleaseTelemetry, type ReleaseTelemetryOptions } from './release-telemetry';

export interface Releases {
  registry: ReleaseRegistry;
  telemetry: ReleaseTelemetry;
}

export function startReleases(
  config: ShellConfig,
  deps: { fetch?: typeof fetch } & Pick<ReleaseTelemetryOptions, 'target' | 'sendBeacon'> = {},
): Releases | null {
  if (!config.releases) return null;
  const registry = startReleaseRegistry(config, config.releases, { fetch: deps.fetch });
  const telemetry = startReleaseTelemetry({ ...deps, releases: config.releases, releaseOf: registry.releaseOf });
  return { registry, telemetry };
}
