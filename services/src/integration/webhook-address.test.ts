import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateHost, reachesPrivate } from './webhook-address.js';

describe('webhook addresses', () => {
  it('tells private, loopback, link-local and reserved addresses from public ones', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['::1', '::', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '200.147.67.142', '2804:14c::1', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses a URL whose host is written as a private address or is localhost', () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'https://api.localhost/x',
      'http://[::1]:8080/',
      'http://169.254.169.254/latest',
    ])
      expect(isPrivateHost(url), url).toBe(true);
    expect(isPrivateHost('https://hooks.clinica.com.br/teleconsulta')).toBe(false);
  });

  it('resolves the name right before a delivery: a public name pointing inside is refused; one that does not resolve is not', async () => {
    const dns = (answers: Record<string, string[]>) => async (host: string) => {
      if (!answers[host]) throw new Error('ENOTFOUND');
      return answers[host]!.map((address) => ({ address }));
    };
    const lookup = dns({ 'rebind.example': ['93.184.216.34', '127.0.0.1'], 'hooks.example': ['93.184.216.34'] });
    expect(await reachesPrivate('https://rebind.example/x', lookup)).toBe(true);
    expect(await reachesPrivate('https://hooks.example/x', lookup)).toBe(false);
    expect(await reachesPrivate('https://unknown.example/x', lookup)).toBe(false);
    expect(await reachesPrivate('http://10.0.0.5/x', lookup)).toBe(true);
  });
});
