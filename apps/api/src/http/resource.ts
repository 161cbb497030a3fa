import type { Router } from './router';

/** One part of the HTTP API, as createApp registers it (the list is in resources.ts). */
export interface Resource {
  register(app: Router): void;
  /**
   * Paths under /api (exact) whose JSON body may be larger than the API's default limit, with their
   * limit in bytes.
   */
  bodyLimits?: Readonly<Record<string, number>>;
}
