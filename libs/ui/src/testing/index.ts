export { importPageModules, preloadPages, PRELOAD_TIMEOUT_MS } from './preload-pages';
