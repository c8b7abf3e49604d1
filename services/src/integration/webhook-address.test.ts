import { describe, expect, it } from 'vitest';
import { isPrivateAddress, type Lookup, parseWebhookUrl, resolveWebhookUrl } from './webhook-address.js';

/** Every form of an address that is not a public unicast destination, as a URL host or a resolver answer may write it. */
const PRIVATE: Array<[string, string]> = [
  // IPv4, dotted
  ['0.0.0.0', '"this" network'],
  ['0.1.2.3', '"this" network'],
  ['10.0.0.1', '10/8'],
  ['10.255.255.255', '10/8'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local, cloud metadata'],
  ['172.16.0.1', '172.16/12'],
  ['172.31.255.255', '172.16/12'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.168.1.10', '192.168/16'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv4 in the other forms the WHATWG parser accepts
  ['2130706433', 'decimal 127.0.0.1'],
  ['0x7f000001', 'hex 127.0.0.1'],
  ['0X7F.0.0.1', 'hex first part'],
  ['0177.0.0.1', 'octal first part'],
  ['0177.0000.0000.0001', 'octal parts'],
  ['127.1', 'short form'],
  ['10.1', 'short form 10/8'],
  ['3232235777', 'decimal 192.168.1.1'],
  ['0', 'a single zero'],
  ['127.0.0.1.', 'trailing dot'],
  ['[::1]', 'bracketed'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, long form'],
  ['::ffff:127.0.0.1', 'IPv4-mapped, dotted'],
  ['::ffff:7f00:1', 'IPv4-mapped, hex'],
  ['::FFFF:a9fe:a9fe', 'IPv4-mapped metadata address'],
  ['0:0:0:0:0:ffff:c0a8:101', 'IPv4-mapped, long form'],
  ['::127.0.0.1', 'IPv4-compatible'],
  ['::7f00:1', 'IPv4-compatible, hex'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated, never a destination)'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique local'],
  ['fe80::1', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['100::1', 'discard-only'],
  ['2001:db8::1', 'documentation'],
  ['2001::1', 'Teredo'],
  // not an address at all: never "public"
  ['', 'empty'],
  ['example.com', 'a name'],
  ['1.2.3.4.5', 'too many parts'],
  ['fe80::1%eth0', 'with a zone'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '200.147.67.142',
  '11.0.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '126.255.255.255',
  '128.0.0.1',
  '169.253.255.255',
  '172.15.255.255',
  '172.32.0.1',
  '192.167.255.255',
  '192.169.0.1',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.254',
  '134744072', // decimal 8.8.8.8
  '0x08080808',
  '8.8.8.8.',
  '2804:14c::1',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  '[2606:4700:4700::1111]',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('the address rule', () => {
  it.each(PRIVATE)('%s (%s) is not a public address', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(PUBLIC)('%s is a public address', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('a webhook URL, before any resolution', () => {
  const refused = (url: string, allowPrivate = false) => {
    const r = parseWebhookUrl(url, { allowPrivate });
    return r.ok ? null : r.problem;
  };

  it.each([
    'ftp://hooks.example/x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    '',
    'http://user:secret@hooks.example/x',
    'http://user@hooks.example/x',
    'http://:pw@hooks.example/x',
    'http://hooks.example:0/x',
    'http://hooks.example:65536/x',
    'http://hooks..example/x',
    'http://hooks.example../x',
    'http://.hooks.example/x',
  ])('%s is invalid, private addresses allowed or not', (url) => {
    expect(refused(url)).toBe('invalid');
    expect(refused(url, true)).toBe('invalid');
  });

  it.each([
    'http://127.0.0.1:9/x',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0/',
    'http://localhost/x',
    'http://localhost.:8080/x',
    'http://LOCALHOST/x',
    'https://api.localhost/x',
    'https://api.localhost./x',
    'http://printer.local/x',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://router.home.arpa/x',
  ])('%s is private without asking DNS (allowed with WEBHOOK_ALLOW_PRIVATE)', (url) => {
    expect(refused(url)).toBe('private');
    expect(refused(url, true)).toBeNull();
  });

  it('keeps a public URL, its host normalised (lower case, one trailing dot stripped, no brackets)', () => {
    const name = parseWebhookUrl('https://Hooks.Clinica.Example./teleconsulta', { allowPrivate: false });
    expect(name.ok && { host: name.target.host, ip: name.target.ip }).toEqual({ host: 'hooks.clinica.example', ip: null });
    const v6 = parseWebhookUrl('https://[2606:4700:4700::1111]:8443/x', { allowPrivate: false });
    expect(v6.ok && v6.target.ip).toEqual({ address: '2606:4700:4700::1111', family: 6 });
    const decimal = parseWebhookUrl('http://134744072/x', { allowPrivate: false });
    expect(decimal.ok && decimal.target.ip).toEqual({ address: '8.8.8.8', family: 4 });
  });
});

describe('resolving a webhook URL (registration and each delivery)', () => {
  /** A resolver with fixed answers, counting its calls; a name it lacks does not resolve. */
  const fakeDns = (answers: Record<string, string[]>) => {
    const calls: string[] = [];
    const lookup: Lookup = async (host) => {
      calls.push(host);
      const found = answers[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { lookup, calls };
  };
  const dns = fakeDns({
    'hooks.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'rebind.example': ['93.184.216.34', '127.0.0.1'],
    'inside.example': ['10.0.0.7'],
    'mapped.example': ['::ffff:169.254.169.254'],
    'nat64.example': ['64:ff9b::7f00:1'],
    'empty.example': [],
    'garbage.example': ['not-an-address'],
    'lan.example': ['192.168.0.20'],
  });
  const resolve = (url: string, allowPrivate = false) => resolveWebhookUrl(url, { allowPrivate, lookup: dns.lookup });

  it('pins a public name to its first answer, resolving it once (with a trailing dot too)', async () => {
    dns.calls.length = 0;
    const r = await resolve('https://hooks.example./x');
    expect(r.ok && r.target.address).toEqual({ address: '93.184.216.34', family: 4 });
    expect(r.ok && r.target.host).toBe('hooks.example');
    expect(dns.calls).toEqual(['hooks.example']);
  });

  it('refuses a name if any answer is private, in any form', async () => {
    for (const host of ['rebind.example', 'inside.example', 'mapped.example', 'nat64.example', 'garbage.example'])
      expect(await resolve(`https://${host}/x`), host).toMatchObject({ ok: false, problem: 'private' });
  });

  it('refuses a name that does not resolve or answers nothing', async () => {
    expect(await resolve('https://unknown.example/x')).toMatchObject({ ok: false, problem: 'unresolvable' });
    expect(await resolve('https://empty.example/x')).toMatchObject({ ok: false, problem: 'unresolvable' });
    const never: Lookup = () => new Promise(() => undefined);
    expect(await resolveWebhookUrl('https://slow.example/x', { allowPrivate: false, lookup: never, timeoutMs: 50 })).toMatchObject({
      ok: false,
      problem: 'unresolvable',
    });
  });

  it('never asks DNS for an address literal or a private name', async () => {
    dns.calls.length = 0;
    expect(await resolve('http://8.8.8.8/x')).toMatchObject({ ok: true, target: { address: { address: '8.8.8.8', family: 4 } } });
    expect(await resolve('http://0x7f000001/x')).toMatchObject({ ok: false, problem: 'private' });
    expect(await resolve('http://localhost./x')).toMatchObject({ ok: false, problem: 'private' });
    expect(dns.calls).toEqual([]);
  });

  it('with WEBHOOK_ALLOW_PRIVATE, pins a LAN name or loopback without refusing it', async () => {
    expect(await resolve('http://lan.example:8080/x', true)).toMatchObject({
      ok: true,
      target: { address: { address: '192.168.0.20', family: 4 } },
    });
    expect(await resolve('http://127.0.0.1:9/x', true)).toMatchObject({ ok: true, target: { address: { address: '127.0.0.1' } } });
    expect(await resolve('http://user@lan.example/x', true)).toMatchObject({ ok: false, problem: 'invalid' });
  });
});
