import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

const ZDomainList = z.object({ values: z.array(z.object({ code: z.string(), value: z.string() })) });

export const domainClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (name: string, parent?: string | null) =>
    t.call(ctx, { method: 'GET', path: `/domain/${encodeURIComponent(name)}`, query: { parent } }, ZDomainList),
});
