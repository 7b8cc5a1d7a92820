/**
 * Which proxies may tell the server how the visitor connected. `X-Forwarded-Proto` is a header
 * anyone can send: it counts only from a configured proxy's address, and only as `http` or
 * `https`, so a visitor cannot shape the `www.` redirect's Location.
 */
import { BlockList, isIP } from 'node:net';

/** A proxy on the same machine (nginx, a sidecar) by default; nothing else. */
export const defaultTrustedProxies: readonly string[] = ['127.0.0.0/8', '::1'];

/**
 * TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (`10.0.0.0/8, fd00::/8`).
 * Unset → loopback only; `none` (or empty) → no proxy is trusted.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined) return [...defaultTrustedProxies];
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length === 1 && entries[0]?.toLowerCase() === 'none' ? [] : entries;
}

type Family = 'ipv4' | 'ipv6';
const familyOf = (address: string): Family | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/** A test of a socket's address against the list; throws on an entry that is no address or range. */
export function trustedProxyMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address);
    const bits = Number(prefix);
    const maxBits = family === 'ipv4' ? 32 : 128;
    if (!family || (prefix !== undefined && (!/^\d+$/.test(prefix) || bits > maxBits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return (remote) => {
    if (!remote) return false;
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = remote.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
    const family = familyOf(address);
    return family !== null && list.check(address, family);
  };
}

/**
 * The visitor's protocol: the trusted proxy's `X-Forwarded-Proto` (its last value, the one the
 * nearest proxy set) when it is `http` or `https`, else the connection's own.
 */
export function visitorProtocol(
  forwardedProto: string | undefined,
  fromTrustedProxy: boolean,
  connectionProtocol: string,
): 'http:' | 'https:' {
  const own = connectionProtocol === 'https:' ? 'https:' : 'http:';
  if (!fromTrustedProxy || !forwardedProto) return own;
  const value = forwardedProto.split(',').pop()?.trim().toLowerCase();
  return value === 'https' ? 'https:' : value === 'http' ? 'http:' : own;
}
