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

/** The chunk built from `source` (a path relative to the app, or to the workspace for a package). */
function chunkBuiltFrom(bundle: OutputBundle, source: string): OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${source}`));
  if (!chunk) throw new Error(`first-page-preload: no chunk is built from ${source}`);
  return chunk;
}

/** The given chunks and every chunk they import statically, recursively. */
export function closureOf(bundle: OutputBundle, fileNames: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return [...seen];
}

/** The chunk built from `source` and every chunk it imports statically, recursively. */
export function staticClosure(bundle: OutputBundle, source: string): string[] {
  return closureOf(bundle, [chunkBuiltFrom(bundle, source).fileName]);
}

/**
 * The shared modules' own chunks (React, the router, the store, @bullion/shared…): the federation
 * runtime imports them dynamically from its share map once it has set sharing up, so without help
 * the browser finds them one round trip after the entry's chunks. Every start uses them.
 */
export function sharedModuleChunks(bundle: OutputBundle): string[] {
  const shareMaps = chunksOf(bundle).filter((chunk) => chunk.fileName.includes('localSharedImportMap'));
  const files = shareMaps.flatMap((shareMap) => {
    // A module the federation plugin tree-shook (react-router) is loaded from its tree-shaken chunk,
    // which the share map names as a string; its whole "prebuild" chunk is only a fallback.
    const treeShaken = [...shareMap.code.matchAll(/[\w.-]*tree_shaking__(\w+?)-[\w-]+\.js/g)];
    const shadowed = new Set(treeShaken.map((match) => `prebuild__${match[1]}__`));
    const used = shareMap.dynamicImports.filter((file) => ![...shadowed].some((name) => file.includes(name)));
    const treeShakenFiles = treeShaken.map((match) => `assets/${match[0]}`).filter((file) => bundle[file]);
    return [...used, ...treeShakenFiles];
  });
  return closureOf(bundle, files);
}

/**
 * The federation plugin's entry imports its chunks by computed address, which the browser cannot
 * see ahead: the plugin's own links preload hostInit, the app's entry and the share map, but not the
 * pending-shares step that every start awaits before the app's entry runs (a round trip of its own
 * in the middle of the start otherwise).
 */
export function federationStartChunks(bundle: OutputBundle): string[] {
  const pending = chunksOf(bundle).filter((chunk) => /(^|\/)pendingShares-[\w-]+\.js$/.test(chunk.fileName));
  return closureOf(bundle, pending.map((chunk) => chunk.fileName));
}

/** The stylesheets Vite emitted for these chunks (inserted by its preload helper when they run). */
function cssOf(bundle: OutputBundle, fileNames: string[]): string[] {
  const css = new Set<string>();
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  }
  return [...css];
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
        const everyStart = [...new Set([...closure(always), ...sharedModuleChunks(bundle), ...federationStartChunks(bundle)])].filter(
          (file) => !entryFiles.has(file),
        );
        const tags: HtmlTagDescriptor[] = everyStart.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
        // The start's own styles (the shell's styles.css) arrive with the page, not after its script
        // has run; Vite's helper then finds the link in place and adds none.
        for (const file of cssOf(bundle, everyStart)) {
          tags.push({ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${file}`, crossorigin: '' }, injectTo: 'head' });
        }
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
