import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('the client address behind trusted proxies', () => {
  it('with no trusted proxy the socket is the client, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientAddress(undefined, '::ffff:198.51.100.7', 0)).toBe('198.51.100.7');
  });

  it('one trusted proxy (Caddy): the last entry, never what the client wrote before it', () => {
    expect(clientAddress('203.0.113.9', '172.18.0.5', 1)).toBe('203.0.113.9');
    expect(clientAddress('1.2.3.4, 203.0.113.9', '172.18.0.5', 1)).toBe('203.0.113.9');
    expect(clientAddress(['1.2.3.4', '203.0.113.9'], '172.18.0.5', 1)).toBe('203.0.113.9');
  });

  it('two trusted proxies (a CDN, then Caddy): the second from the right', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 192.0.2.44', '172.18.0.5', 2)).toBe('203.0.113.9');
  });

  it('a header shorter than the chain, or an entry that is not an address: the socket', () => {
    expect(clientAddress(undefined, '172.18.0.5', 1)).toBe('172.18.0.5');
    expect(clientAddress('203.0.113.9', '172.18.0.5', 2)).toBe('172.18.0.5');
    expect(clientAddress('not-an-ip', '172.18.0.5', 1)).toBe('172.18.0.5');
  });

  it('ports, brackets and IPv4-mapped forms are read as the address', () => {
    expect(clientAddress('203.0.113.9:51234', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress('[2001:DB8::1]:443', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(clientAddress('::ffff:203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
  });
});
