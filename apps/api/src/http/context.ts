import type { BackgroundWork } from '../background-work';
import type { Billing } from '../billing/runtime';
import type { Logger } from '../logger';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AuthAssuranceLevel, RolePermissions } from '../db/schema';
import type { TxtResolver } from '../domains/resolver';
import type { Mailer } from '../mail/mailer';
import type { BlobStore } from '../storage/blobs';

/** What every route handler can reach. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  logger: Logger;
  mailer: Mailer;
  /** Where stored files' bytes live: the local folder, or the S3 bucket of STORAGE_S3_*. */
  blobs: BlobStore;
  /** Work after a commit that must not hold up or fail the request (mails about a change). */
  background: BackgroundWork;
  /** The billing provider (local simulation, Stripe, or none). */
  billing: Billing;
  /** Injectable clock (tests). */
  now: () => Date;
  /** Whether this instance polls the spot provider (the elected leader); set once the feed runs. */
  spotFeed?: { isLeader(): boolean };
  /** Checks custom domains' TXT records (DOMAIN_DNS_RESOLVER); tests put a stand-in here. Made on first use when absent. */
  dns?: TxtResolver;
}

export interface AuthedUser {
  id: string;
  email: string;
  sessionId: string;
  /** The access token's `aal` claim: aal2 once the session verified a second factor. */
  aal: AuthAssuranceLevel;
}

export interface GroupAccess {
  id: string;
  role: string;
  roleId: number;
  permissions: RolePermissions;
  plan: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    user: AuthedUser;
    group: GroupAccess;
  };
}
