import { isIP } from 'node:net';

/**
 * The client's address for rate limits and logs (issue 16). Behind reverse proxies every caller reaches the gateway
 * from the proxy's address, so the address is read from X-Forwarded-For — but only through the number of proxies the
 * gateway trusts (TRUSTED_PROXY_HOPS), each of which appends the address it saw: the client is the entry that many
 * from the right. Whatever a client writes into the header itself stays left of it and is never believed. With no
 * trusted proxy (npm start), or a header shorter than the chain, the socket's address is the client's.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const direct = normalize(socketAddress) ?? 'unknown';
  if (trustedHops <= 0) return direct;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedHops) return direct;
  return normalize(entries[entries.length - trustedHops]) ?? direct;
}

/** An IP address without brackets, port or the IPv4-mapped prefix; null when it is not an address. */
function normalize(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}
