// What the local provider needs from the server: its database, its clock, where browsers reach it, the
// key its webhooks are signed with and the plans' lookup keys.
import type { Db } from '../../db/database';
import type { PlanLookupKeys } from '../plans';

export interface LocalProviderOptions {
  db: Db;
  now: () => Date;
  /** Where the browser reaches this API (the pages' addresses). */
  publicApiUrl: string;
  jwtSecret: string;
  lookupKeys: PlanLookupKeys;
}
