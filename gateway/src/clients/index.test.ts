import { describe, expect, it } from 'vitest';
import type { CallContext, ServiceTransport } from './http.js';
import { createClients } from './index.js';

/** A transport that records the calls instead of making them. */
function recording() {
  const calls: Array<{ ctx: CallContext; path: string }> = [];
  const transport = {
    call: async (ctx: CallContext, req: { path: string }) => {
      calls.push({ ctx, path: req.path });
      return { id: 'p1' };
    },
  } as unknown as ServiceTransport;
  return { transport, calls };
}
const ctx = (token: string): CallContext => ({ token, companyId: 'c1', locale: 'en', requestId: `r-${token}` });

describe('the request clients', () => {
  it('builds a client on first use and keeps it; each request calls with its own credentials', async () => {
    const { transport, calls } = recording();
    const a = createClients(transport, ctx('a'));
    const b = createClients(transport, ctx('b'));
    expect(a.person).toBe(a.person);
    expect(a.person).not.toBe(b.person);
    await a.person.get('p1').catch(() => undefined);
    await b.person.get('p1').catch(() => undefined);
    expect(calls.map((c) => [c.ctx.token, c.path])).toEqual([
      ['a', '/person/p1'],
      ['b', '/person/p1'],
    ]);
  });

  it('offers every service by name, and an unused one costs nothing but its getter', () => {
    const clients = createClients(recording().transport, ctx('a'));
    expect(Object.keys(Object.getPrototypeOf(clients))).toContain('emergency');
    expect(typeof clients.emergency.status).toBe('function');
    expect(Object.keys(clients)).not.toContain('emergency');
  });
});
