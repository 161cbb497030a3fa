// Flattens the shell's start-up waterfall: without help the browser discovers the code of the first
// page one level at a time (entry → federation runtime → shared modules → bootstrap → the page's lazy
// chunk → its components), one round trip each. This plugin writes `<link rel="modulepreload">` into
// index.html for the build's chunks that every start needs (bootstrap and all it imports), and for a
// visitor with no stored session (who lands on /login) also the login page's chunks. Preloading
// fetches and compiles; nothing runs before the federation runtime has set the shared modules up.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstPagePreloadOptions {
  /** Source files (relative to the app) whose chunks, with their static imports, every start loads. */
  always: string[];
  /** Source files whose chunks a signed-out visitor's first page loads. */
  signedOut: string[];
  /** localStorage key of a stored session: present, the visitor is not sent to /login. */
  sessionKey: string;
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk built from `source` and every chunk it imports statically, recursively. */
export function staticClosure(bundle: OutputBundle, source: string): string[] {
  const chunks = chunksOf(bundle);
  const start = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${source}`));
  if (!start) throw new Error(`first-page-preload: no chunk is built from ${source}`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
}

export function firstPagePreload({ always, signedOut, sessionKey }: FirstPagePreloadOptions): Plugin {
  return {
    name: 'bullion:first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const base = '/';
        const entryFiles = new Set(context.chunk ? [context.chunk.fileName, ...context.chunk.imports] : []);
        const everyStart = [...new Set(always.flatMap((source) => staticClosure(bundle, source)))].filter((file) => !entryFiles.has(file));
        const loginOnly = [...new Set(signedOut.flatMap((source) => staticClosure(bundle, source)))].filter(
          (file) => !entryFiles.has(file) && !everyStart.includes(file),
        );
        const tags: HtmlTagDescriptor[] = everyStart.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
        if (loginOnly.length) {
          tags.push({
            tag: 'script',
            injectTo: 'head',
            children:
              `if(!localStorage.getItem(${JSON.stringify(sessionKey)}))for(const f of ${JSON.stringify(loginOnly.map((file) => `${base}${file}`))})` +
              `{const l=document.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';document.head.appendChild(l)}`,
          });
        }
        return tags;
      },
    },
  };
}
