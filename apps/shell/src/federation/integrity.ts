// Subresource Integrity for a remote's code: the shell compares what it fetched with the hashes
// config.json pins (scripts/lib/integrity.mjs writes them), and has the browser load the remote entry
// with the same hash, so the module that runs is the one that was checked.

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;
type Algorithm = keyof typeof ALGORITHMS;

function algorithmOf(integrity: string): Algorithm {
  const name = integrity.slice(0, integrity.indexOf('-'));
  if (!(name in ALGORITHMS)) throw new Error(`Unsupported integrity algorithm in "${integrity}"`);
  return name as Algorithm;
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The SRI string of some bytes with an algorithm (`sha384-<base64 digest>`). */
export async function sriOf(bytes: ArrayBuffer, algorithm: Algorithm = 'sha384'): Promise<string> {
  return `${algorithm}-${base64(await crypto.subtle.digest(ALGORITHMS[algorithm], new Uint8Array(bytes)))}`;
}

/** Compares bytes with an SRI hash (its algorithm); returns the hash the bytes actually have. */
export async function checkIntegrity(bytes: ArrayBuffer, expected: string): Promise<{ matches: boolean; actual: string }> {
  const actual = await sriOf(bytes, algorithmOf(expected));
  return { matches: actual === expected, actual };
}

/**
 * Loads an ES module into the page's module map with an integrity check, without running it: a
 * `<link rel="modulepreload" integrity>`. A later `import()` of the same address then uses this
 * checked module instead of fetching again; a mismatch fails the link (and any import of it).
 */
export function preloadModuleWithIntegrity(url: string, integrity: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.integrity = integrity;
    link.href = url;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`${url} did not load with integrity ${integrity}`)), { once: true });
    doc.head.appendChild(link);
  });
}

/**
 * Asks the browser to fetch and compile an ES module now, without running it (`<link
 * rel="modulepreload">`), so that the import that follows finds it loaded. Only a hint: nothing waits
 * for it, and a failure shows when the module is imported. Once per address. A pinned chunk's hint
 * carries its hash: the module it puts in the page's module map is the checked one.
 */
export function hintModulePreload(url: string, integrity?: string, doc: Document = document): void {
  const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) => link.href === url);
  if (present) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  link.href = url;
  doc.head.appendChild(link);
}
