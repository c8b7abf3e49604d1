import { DOMAIN_NAMES } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../kit/errors.js';
import { localeOf, parse } from '../kit/http.js';
import { DomainInputError, getDomainList } from './domain.service.js';

const ZDomainParams = z.object({ name: z.enum(DOMAIN_NAMES, { message: 'invalid' }) });
const ZDomainQuery = z.object({ parent: z.string().trim().max(10).optional() });

export const domainHandlers = () => ({
  /** GET /domain/{NAME}[?parent=UF]: { values: [{ code, value }] } in the request's language. Public reference data. */
  list: async (req: FastifyRequest) => {
    const { name } = parse(ZDomainParams, req.params, req);
    const { parent } = parse(ZDomainQuery, req.query, req);
    try {
      return getDomainList(name, localeOf(req), parent);
    } catch (error) {
      if (error instanceof DomainInputError) throw new AppError('BAD_INPUT', { fields: [{ field: 'parent', key: error.key }] });
      throw error;
    }
  },
});
