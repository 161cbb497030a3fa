// Once config.json is read, the browser opens its connections to the API and the auth endpoint and,
// for a signed-in visit (whose pages come from remotes), to the remotes' servers: other origins than
// the shell's, while the start-up code still loads, rather than on the first request to each.
import type { ShellConfig } from './shell-config';

/** The origins other than `ownOrigin` that the app will ask something of, each once. */
export function originsToPreconnect(config: ShellConfig, ownOrigin: string, withRemotes: boolean): string[] {
  const remotes = withRemotes ? Object.values(config.remotes).map((remote) => remote.manifestUrl) : [];
  const urls = [config.apiUrl, config.authUrl, ...remotes];
  return [...new Set(urls.map((url) => new URL(url).origin))].filter((origin) => origin !== ownOrigin);
}

export function preconnect(config: ShellConfig, { withRemotes }: { withRemotes: boolean }, doc: Document = document): void {
  for (const origin of originsToPreconnect(config, doc.location.origin, withRemotes)) {
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    // API calls and module scripts are CORS requests: a connection opened without crossorigin
    // would not be used for them.
    link.crossOrigin = '';
    doc.head.appendChild(link);
  }
}
