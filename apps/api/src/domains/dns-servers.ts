// DOMAIN_DNS_RESOLVER: the DNS servers custom domains are checked against, as node:dns `setServers`
// takes them ("1.1.1.1", "127.0.0.1:5353", "[::1]:53").
import { isIP } from 'node:net';

/** The servers of a DOMAIN_DNS_RESOLVER value, or null when one of them is not an IP address with an optional port. */
export function parseDnsServers(value: string): string[] | null {
  const servers = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!servers.length) return null;
  for (const server of servers) {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
    const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(server);
    const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : plain ? [plain[1], plain[2]] : [server, undefined];
    if (!host || isIP(host) === 0) return null;
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  }
  return servers;
}
