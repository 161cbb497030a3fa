// The browser's own check of every chunk of a pinned remote. A remote's verified mf-manifest.json
// lists the sha384 of each of its chunks (metaData.bullion.integrity, written by the build); the
// shell hands them to the browser in an import map's `integrity` section before the remote's entry is
// imported, so every static and dynamic import of a chunk (and every modulepreload of one) is checked,
// and a chunk changed in place is refused, never run.
//
// Several import maps merge (HTML: "merge existing and new import maps"); an integrity rule for a URL
// that an earlier map already set is ignored with a console warning, the first one wins. So each URL
// is given once per page: a retry of the same release adds nothing, and a URL already fixed with
// another hash is reported (the browser keeps the first).
import { sriOf } from './integrity';

/** Per document, the integrity each chunk URL was given by an import map this module added. */
const given = new WeakMap<Document, Map<string, string>>();

export interface ImportMapIntegrityResult {
  /** The URLs the new import map pins. */
  added: string[];
  /** URLs an earlier import map pinned with another hash: the browser keeps that one. */
  conflicting: string[];
}

/**
 * Adds one `<script type="importmap">{"imports":{},"integrity":{…}}` with the URLs no earlier map of
 * this page has pinned (none when every URL was pinned before).
 */
export function addImportMapIntegrity(integrity: Readonly<Record<string, string>>, doc: Document = document): ImportMapIntegrityResult {
  const known = given.get(doc) ?? new Map<string, string>();
  given.set(doc, known);
  const fresh: Record<string, string> = {};
  const conflicting: string[] = [];
  for (const [url, hash] of Object.entries(integrity)) {
    const earlier = known.get(url);
    if (earlier === undefined) {
      fresh[url] = hash;
      known.set(url, hash);
    } else if (earlier !== hash) {
      conflicting.push(url);
    }
  }
  const added = Object.keys(fresh);
  if (added.length > 0) {
    const script = doc.createElement('script');
    script.type = 'importmap';
    script.textContent = JSON.stringify({ imports: {}, integrity: fresh });
    doc.head.appendChild(script);
  }
  return { added, conflicting };
}

let support: Promise<boolean> | undefined;

/**
 * Whether this browser checks import-map integrity for modules imported after the page has started
 * (it needs both: integrity in import maps, Chromium 127, Firefox 138, Safari 18; and import maps added
 * after the first module script, Chromium 133, Safari 18.4). No feature test is documented and
 * `HTMLScriptElement.supports('importmap')` says neither, so it is asked once, without the network:
 * two blob: modules pinned by an import map, one with a wrong hash (must be refused) and one with its
 * right hash (must load, which also proves blob: modules may run here at all).
 */
export function importMapIntegritySupported(doc: Document = document): Promise<boolean> {
  support ??= detectImportMapIntegrity(doc);
  return support;
}

async function detectImportMapIntegrity(doc: Document): Promise<boolean> {
  if (typeof HTMLScriptElement === 'undefined' || !HTMLScriptElement.supports?.('importmap')) return false;
  const code = 'export {};\n';
  const bytes = new TextEncoder().encode(code);
  const module = () => URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' }));
  const refused = module();
  const accepted = module();
  try {
    const right = await sriOf(bytes.buffer);
    const wrong = await sriOf(new TextEncoder().encode(`${code}// another module\n`).buffer);
    addImportMapIntegrity({ [refused]: wrong, [accepted]: right }, doc);
    const [wrongLoad, rightLoad] = await Promise.allSettled([import(/* @vite-ignore */ refused), import(/* @vite-ignore */ accepted)]);
    return wrongLoad.status === 'rejected' && rightLoad.status === 'fulfilled';
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(refused);
    URL.revokeObjectURL(accepted);
  }
}
