// Looking up a custom domain's TXT records. The API holds a TxtResolver in its deps: node:dns's
// Resolver pointed at DOMAIN_DNS_RESOLVER (or the system's servers); tests put a stand-in there, so
// no test reaches the network.
import { Resolver } from 'node:dns/promises';
import { parseDnsServers, type Config } from '../config';

export interface TxtResolver {
  /** Every TXT record at `hostname`, each as its strings (a long record arrives in chunks). */
  resolveTxt(hostname: string): Promise<string[][]>;
}

export const DNS_TIMEOUT_MS = 4000;

export function createTxtResolver(config: Pick<Config, 'DOMAIN_DNS_RESOLVER'>): Resolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  const servers = config.DOMAIN_DNS_RESOLVER ? parseDnsServers(config.DOMAIN_DNS_RESOLVER) : null;
  if (servers) resolver.setServers(servers);
  return resolver;
}

/** node:dns error codes meaning "the name or its TXT records do not exist" (rather than "the lookup failed"). */
const NO_RECORD_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

export type TxtLookup = { found: string[] } | { missing: true } | { error: string };

/** The TXT values at `name` (chunks joined), or why there are none. */
export async function lookupTxt(resolver: TxtResolver, name: string): Promise<TxtLookup> {
  try {
    const records = await resolver.resolveTxt(name);
    return { found: records.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (NO_RECORD_CODES.has(code)) return { missing: true };
    return { error: code || 'unknown error' };
  }
}
