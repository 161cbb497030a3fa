// Leader election among API instances on one Postgres: the instance whose dedicated connection holds
// a session-level advisory lock leads (polls the spot provider); the others try again every
// `intervalMs`. The lock lives exactly as long as that connection, outside the pool (a pooled
// connection goes back to the pool and would carry the lock to unrelated work):
// - the leader closes (stop()): it unlocks and hangs up, so another instance leads within intervalMs;
// - the leader's process dies: its socket closes, Postgres ends the session and frees the lock, the same;
// - the leader's host vanishes without closing the socket: Postgres notices through the TCP
//   keepalives set on the session (about 25 s), then the same;
// - the leader loses its connection: it stops leading at once (the client's error/end, or the
//   health check every intervalMs, answered within intervalMs or 1 s) and tries to win the lock again.
// PGlite is one process's alone: that process always leads.
import type pg from 'pg';
import type { Logger } from '../logger';
import type { OpenDatabase } from './database';
import { ADVISORY_LOCK_NAMESPACE, type AdvisoryLock } from './locks';

export interface Leadership {
  isLeader(): boolean;
  /** Tries once now (the first try, at start-up, is awaited by the caller). */
  check(): Promise<void>;
  /** Stops trying; a leader gives up the lock. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  database: Pick<OpenDatabase, 'dedicatedClient'>;
  /** What is led, for the logs and the connection's application_name. */
  name: string;
  lock: AdvisoryLock;
  intervalMs: number;
  logger: Logger;
  /** Called each time this instance starts or stops leading. */
  onChange?(leading: boolean): void;
}

/** Session settings of the lock's connection: it is idle most of the time and must not be cut for that. */
const SESSION_SETTINGS = [
  'set idle_session_timeout = 0',
  'set idle_in_transaction_session_timeout = 0',
  'set statement_timeout = 0',
  // A leader host that vanished is found dead after about 10 + 5 × 3 s, and its lock freed.
  'set tcp_keepalives_idle = 10',
  'set tcp_keepalives_interval = 5',
  'set tcp_keepalives_count = 3',
].join('; ');

export function startLeadership({ database, name, lock, intervalMs, logger, onChange }: LeadershipOptions): Leadership {
  const applicationName = `bullion-api ${name} ${process.pid}`;
  let leading = false;
  let client: pg.Client | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;

  const setLeading = (value: boolean) => {
    if (leading === value) return;
    leading = value;
    logger.info({ job: name }, value ? `${name}: this instance leads` : `${name}: this instance no longer leads`);
    onChange?.(value);
  };

  const dropClient = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    setLeading(false);
    void current.end().catch(() => undefined);
  };

  const withTimeout = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${intervalMs} ms`)), Math.max(intervalMs, 1000));
      work.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  const attempt = async () => {
    let current = client;
    if (!current) {
      const fresh = database.dedicatedClient(applicationName);
      if (!fresh) {
        setLeading(true);
        return;
      }
      // A broken connection ends leadership at once; the next attempt opens a new one.
      fresh.on('error', (error: Error) => {
        logger.warn({ err: error, job: name }, `${name}: the leader-election connection failed`);
        dropClient(fresh);
      });
      fresh.on('end', () => dropClient(fresh));
      client = current = fresh;
      try {
        await withTimeout(fresh.connect());
        await withTimeout(fresh.query(SESSION_SETTINGS));
      } catch (error) {
        logger.warn({ err: error, job: name }, `${name}: cannot reach the database for leader election; trying again`);
        dropClient(fresh);
        return;
      }
    }
    try {
      if (leading) {
        // Still connected, so still holding the lock.
        await withTimeout(current.query('select 1'));
        return;
      }
      const result = await withTimeout(
        current.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [ADVISORY_LOCK_NAMESPACE, lock]),
      );
      if (stopped) return;
      if (result.rows[0]?.locked) setLeading(true);
    } catch (error) {
      logger.warn({ err: error, job: name }, `${name}: leader election check failed; trying again`);
      dropClient(current);
    }
  };

  const check = () => {
    if (stopped) return Promise.resolve();
    running ??= attempt().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();

  return {
    isLeader: () => leading,
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      const current = client;
      client = null;
      if (!current) {
        if (leading) setLeading(false);
        return;
      }
      const wasLeading = leading;
      setLeading(false);
      // Unlocking first frees the lock even if ending the connection takes a while.
      if (wasLeading) await withTimeout(current.query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_NAMESPACE, lock])).catch(() => undefined);
      await current.end().catch(() => undefined);
    },
  };
}
