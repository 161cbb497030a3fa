// Which subjects a canary serves. Decided by the API from a hash, never stored: every instance gives
// a subject the same answer, and raising the percent keeps everyone already in the canary in it
// (their bucket stays below the higher bound).
import { createHash } from 'node:crypto';

/** Buckets per whole percent: 10 000 buckets in all. */
const BUCKETS_PER_PERCENT = 100;

export function canaryBucket(subject: string, remote: string, canaryReleaseId: string): number {
  const digest = createHash('sha256').update(`${subject}:${remote}:${canaryReleaseId}`).digest();
  return digest.readUInt32BE(0) % (100 * BUCKETS_PER_PERCENT);
}

export function inCanary(subject: string, remote: string, canaryReleaseId: string, percent: number): boolean {
  return canaryBucket(subject, remote, canaryReleaseId) < percent * BUCKETS_PER_PERCENT;
}
