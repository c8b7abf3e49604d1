import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook URLs are an administrator's input that the services then call: without a rule they could reach the
 * services' own network (the database, the cloud metadata address 169.254.169.254, an internal admin page). Only
 * public addresses are called unless WEBHOOK_ALLOW_PRIVATE says otherwise (tests, or a receiver on the clinic's LAN).
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (v4, v6, or v4 mapped in v6) is not a public unicast address. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return false;
}

/** The URL's host as a name or a bare address (an IPv6 address loses its brackets). */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The URL's host is a private address written out, or a name that always means this machine (localhost). */
export function isPrivateHost(url: string): boolean {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isPrivateAddress(host);
}

export type Lookup = (hostname: string) => Promise<Array<{ address: string }>>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true });

/**
 * Whether a delivery to this URL would reach a private address: the name is resolved right before the call, so a
 * public name that later points inside (DNS rebinding) is refused too. A name that does not resolve is not refused
 * here: the call itself fails and is retried.
 */
export async function reachesPrivate(url: string, lookup: Lookup = systemLookup): Promise<boolean> {
  if (isPrivateHost(url)) return true;
  const host = hostOf(url);
  if (isIP(host)) return false;
  const addresses = await lookup(host).catch(() => []);
  return addresses.some((a) => isPrivateAddress(a.address));
}
