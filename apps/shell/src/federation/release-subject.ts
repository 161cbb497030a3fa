// The canary subject (issue 36): a random id the release registry buckets this browser by, so the
// same browser gets the same release of a remote on every load and from every API instance. Kept in
// localStorage; no personal data. A browser without storage (a private window that refuses it) gets
// one id per page load: it is then sticky for that load only.
import { RELEASE_SUBJECT_STORAGE_KEY } from '@bullion/contract';

let perLoad: string | undefined;

/** 128 random bits in hex; crypto.getRandomValues, unlike randomUUID, works outside secure contexts too. */
function randomSubject(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const SUBJECT = /^[0-9a-f]{32}$/;

export function releaseSubject(storage: () => Storage = () => localStorage): string {
  try {
    const store = storage();
    const stored = store.getItem(RELEASE_SUBJECT_STORAGE_KEY);
    if (stored && SUBJECT.test(stored)) return stored;
    const created = randomSubject();
    store.setItem(RELEASE_SUBJECT_STORAGE_KEY, created);
    return created;
  } catch {
    perLoad ??= randomSubject();
    return perLoad;
  }
}
