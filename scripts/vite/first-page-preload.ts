// Flattens the shell's start-up waterfall: without help the browser discovers the code of the first
// page one level at a time (entry → federation runtime → shared modules → bootstrap → the page's lazy
// chunk → its components), one round trip each. This plugin writes `<link rel="modulepreload">` into
// index.html for the build's chunks that every start needs (bootstrap and all it imports), and, by a
// condition an inline script checks, the chunks of the first page: for a visitor with no stored
// session (who lands on /login) the login page's, with a session the signed-in layout's (and on / the
// dashboard's). Preloading fetches and compiles; nothing runs before the federation runtime has set
// the shared modules up.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface ConditionalPreload {
  /** A JavaScript expression, evaluated by index.html as it loads: true, the chunks are preloaded. */
  when: string;
  /** Source files (relative to the app) whose chunks, with their static imports, are then preloaded. */
  sources: string[];
}

export interface FirstPagePreloadOptions {
  /** Source files (relative to the app) whose chunks, with their static imports, every start loads. */
  always: string[];
  /** The first page's chunks, by condition (a stored session, the address). */
  conditional: ConditionalPreload[];
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

export function firstPagePreload({ always, conditional }: FirstPagePreloadOptions): Plugin {
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
        const closure = (sources: string[]) => [...new Set(sources.flatMap((source) => staticClosure(bundle, source)))];
        const everyStart = closure(always).filter((file) => !entryFiles.has(file));
        const tags: HtmlTagDescriptor[] = everyStart.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
        const conditions = conditional
          .map(({ when, sources }) => ({
            when,
            files: closure(sources).filter((file) => !entryFiles.has(file) && !everyStart.includes(file)),
          }))
          .filter(({ files }) => files.length > 0);
        if (conditions.length) {
          const preloads = conditions
            .map(({ when, files }) => `if(${when})p(${JSON.stringify(files.map((file) => `${base}${file}`))});`)
            .join('');
          tags.push({
            tag: 'script',
            injectTo: 'head',
            children:
              `(function(){function p(fs){for(const f of fs){const l=document.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';document.head.appendChild(l)}}` +
              `try{${preloads}}catch(e){}})()`,
          });
        }
        return tags;
      },
    },
  };
}
