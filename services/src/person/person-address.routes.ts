import { ZCepLookupDto, ZCepParam } from '@teleconsulta/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CepLookup } from '../adapters/cep/cep-lookup.js';
import type { ServiceContext } from '../kit/context.js';
import { parse, requireUser } from '../kit/http.js';
import { addressByCep } from './person-address.service.js';

/**
 * GET /person/cep/{cep} (SPEC §7 External, the address-by-CEP lookup): signed-in users only; no transaction, nothing
 * stored. A malformed CEP is a field error on `cep`; the answer is `{ address }`, null for an unknown CEP.
 */
export function personAddressRoutes(app: FastifyInstance, ctx: ServiceContext, lookup: CepLookup): void {
  app.get('/person/cep/:cep', async (req: FastifyRequest) => {
    await requireUser(ctx, req);
    const { cep } = parse(ZCepParam, req.params, req);
    return ZCepLookupDto.parse({ address: await addressByCep(lookup, cep) });
  });
}
