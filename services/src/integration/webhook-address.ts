import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook URLs are an administrator's input that the services then call: without a rule they could reach the
 * services' own network (the database, the cloud metadata address 169.254.169.254, an internal admin page). Only
 * public addresses are called unless WEBHOOK_ALLOW_PRIVATE says otherwise (tests, or a receiver on the clinic's LAN).
 *
 * The one rule, for registration, reactivation and every delivery:
 * - the URL is http(s), without credentials, on a port 1–65535 (WHATWG URL parsing);
 * - its host, lower-cased and without one trailing dot, is a private name (localhost, *.localhost, *.local,
 *   *.internal, *.home.arpa) or an address literal in any form the parser accepts (decimal, hex, octal, short,
 *   bracketed IPv6) that is not a public unicast address → refused without asking DNS;
 * - a name is resolved (all answers, in the resolver's order) and refused if ANY answer is private or not an address,
 *   and when it does not resolve; a delivery then connects to the first answer it checked (webhook-http.ts), never
 *   resolving the name again (DNS rebinding).
 */
const V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay (deprecated)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  V4.addSubnet(net, prefix, 'ipv4');

/** IPv6 ranges that are never a public destination (the ones embedding an IPv4 address are read in isPrivateV6). */
const V6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  V6.addSubnet(net, prefix, 'ipv6');

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * The canonical form of an address literal, or null for anything else (a name, garbage). IPv4 is read as the WHATWG
 * URL parser reads a host — 2130706433, 0x7f000001, 0177.0.0.1, 127.1 and 127.0.0.1. are all 127.0.0.1 — and IPv6
 * (with or without brackets) comes out compressed, in hex (::ffff:127.0.0.1 → ::ffff:7f00:1).
 */
export function canonicalIp(host: string): ResolvedAddress | null {
  let h = host.toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  // Only the characters of an address reach the URL parser (a string like "x@8.8.8.8" must not parse as one).
  if (h.includes(':')) {
    if (!/^[0-9a-f:.]+$/.test(h)) return null;
    try {
      const address = new URL(`http://[${h}]/`).hostname.slice(1, -1);
      return isIP(address) === 6 ? { address, family: 6 } : null;
    } catch {
      return null;
    }
  }
  if (!/^[0-9a-fx.]+$/.test(h)) return null;
  try {
    const address = new URL(`http://${h}/`).hostname;
    return isIP(address) === 4 ? { address, family: 4 } : null;
  } catch {
    return null;
  }
}

/** The eight 16-bit groups of a canonical (compressed, hex-only) IPv6 address. */
function groupsOf(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function isPrivateV6(address: string): boolean {
  const g = groupsOf(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // Forms that carry an IPv4 address: as private as that address.
  if (zero(0, 5) && g[5] === 0xffff) return V4.check(v4Of(g[6]!, g[7]!), 'ipv4'); // IPv4-mapped ::ffff:0:0/96
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return V4.check(v4Of(g[6]!, g[7]!), 'ipv4'); // IPv4-translated
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return V4.check(v4Of(g[6]!, g[7]!), 'ipv4'); // NAT64 64:ff9b::/96
  if (g[0] === 0x2002) return V4.check(v4Of(g[1]!, g[2]!), 'ipv4') || V6.check(address, 'ipv6'); // 6to4 2002::/16
  return V6.check(address, 'ipv6');
}

/** Whether an address (v4 or v6 in any form canonicalIp reads) is not a public unicast address; a non-address is not one. */
export function isPrivateAddress(address: string): boolean {
  const ip = canonicalIp(address);
  if (!ip) return true;
  return ip.family === 4 ? V4.check(ip.address, 'ipv4') : isPrivateV6(ip.address);
}

/** Names that always mean this machine or a private network: refused without asking DNS. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'];
export const isPrivateName = (host: string) => PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));

export type WebhookTarget = {
  url: URL;
  /** The host as the rule sees it: lower case, no trailing dot; an address literal in its canonical form. */
  host: string;
  /** The address when the URL is written with one (never resolved). */
  ip: ResolvedAddress | null;
};
/** A target and the one address a delivery connects to (checked with the rule). */
export type PinnedTarget = WebhookTarget & { address: ResolvedAddress };
export type WebhookUrlProblem = 'invalid' | 'private' | 'unresolvable';
export type Checked<T> = { ok: true; target: T } | { ok: false; problem: WebhookUrlProblem; detail: string };

const refuse = (problem: WebhookUrlProblem, detail: string) => ({ ok: false, problem, detail }) as const;

/** The URL's form and, unless private addresses are allowed, its host when that needs no DNS (a literal or a private name). */
export function parseWebhookUrl(raw: string, options: { allowPrivate: boolean }): Checked<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('invalid', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('invalid', `scheme ${url.protocol}`);
  if (url.username || url.password) return refuse('invalid', 'credentials in the URL');
  if (url.port !== '' && !(Number(url.port) >= 1 && Number(url.port) <= 65535)) return refuse('invalid', `port ${url.port}`);
  let host = url.hostname.toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, -1);
  else if (host.endsWith('.')) host = host.slice(0, -1);
  if (!host || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return refuse('invalid', `host ${url.hostname}`);
  const ip = canonicalIp(host);
  if (ip) {
    if (!options.allowPrivate && isPrivateAddress(ip.address)) return refuse('private', `${ip.address} is not a public address`);
    return { ok: true, target: { url, host: ip.address, ip } };
  }
  if (!options.allowPrivate && isPrivateName(host)) return refuse('private', `${host} is a private name`);
  return { ok: true, target: { url, host, ip: null } };
}

/** A resolver: every address of a name, in its own order. */
export type Lookup = (hostname: string) => Promise<Array<{ address: string; family?: number }>>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
let currentLookup: Lookup = systemLookup;

/** Replaces the resolver of registrations and deliveries (tests answer names without DNS); none: the system's again. */
export function setWebhookLookup(lookup?: Lookup): void {
  currentLookup = lookup ?? systemLookup;
}

/** A name that has not answered after this is unresolvable (a registration waits for it; a delivery retries later). */
const LOOKUP_TIMEOUT_MS = 5_000;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The rule in full, resolving the name once: every answer is checked (unless private addresses are allowed) and the
 * first one is the address to connect to. Registration and reactivation call it to refuse; each delivery calls it
 * and connects to `target.address` only.
 */
export async function resolveWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; lookup?: Lookup; timeoutMs?: number },
): Promise<Checked<PinnedTarget>> {
  const parsed = parseWebhookUrl(raw, options);
  if (!parsed.ok) return parsed;
  const { target } = parsed;
  if (target.ip) return { ok: true, target: { ...target, address: target.ip } };
  let answers: Awaited<ReturnType<Lookup>>;
  try {
    answers = await withTimeout((options.lookup ?? currentLookup)(target.host), options.timeoutMs ?? LOOKUP_TIMEOUT_MS, target.host);
  } catch (error) {
    return refuse('unresolvable', String((error as Error).message ?? error));
  }
  if (answers.length === 0) return refuse('unresolvable', `${target.host}: no address`);
  const addresses: ResolvedAddress[] = [];
  for (const answer of answers) {
    const ip = canonicalIp(answer.address);
    if (!ip) return refuse('private', `${target.host} answered ${answer.address}, not an address`);
    if (!options.allowPrivate && isPrivateAddress(ip.address))
      return refuse('private', `${target.host} answered ${ip.address}, not a public address`);
    addresses.push(ip);
  }
  return { ok: true, target: { ...target, address: addresses[0]! } };
}
