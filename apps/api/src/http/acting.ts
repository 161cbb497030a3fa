// Who is writing, in which group, at what time: what every group-owned write records. Routes behind
// requireUser and requireGroup build it once and hand it to their writes.
import type { Context } from 'hono';
import type { AppEnv } from './context';

export interface Acting {
  groupId: string;
  userId: string;
  now: Date;
}

export function acting(c: Context<AppEnv>): Acting {
  return { groupId: c.var.group.id, userId: c.var.user.id, now: c.var.deps.now() };
}
