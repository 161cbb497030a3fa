// The avatar fallback: initials on a colour derived from the e-mail address, made locally (the
// spec's original used an external avatar service keyed by the e-mail; nothing leaves the page here).

/** Up to two initials: first and last word of the name, else the parts of the e-mail's local part. */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const fromName = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const source = fromName.length ? fromName : (email ?? '').split('@')[0]?.split(/[._+-]+/).filter(Boolean).slice(0, 2) ?? [];
  const initials = source
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || '?';
}

/** 32-bit FNV-1a: a small, stable hash of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The avatar background for an e-mail: same address (any case), same colour; white text stays readable. */
export function avatarColor(email: string | null | undefined): string {
  const hue = hashString((email ?? '').trim().toLowerCase()) % 360;
  return `hsl(${hue}, 50%, 38%)`;
}
