import { type ContractFlag, ZCompanyRulesDto, ZCompanySettingsDto, ZCustomMessageDto, ZEnforceDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

/** The parts of a company every member may read (SPEC §7 company and contract services). */
export const companySetupClient = (t: ServiceTransport, ctx: CallContext) => {
  const companyPath = (id: string, part: string) => `/company/${encodeURIComponent(id)}/${part}`;
  return {
    settings: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'settings') }, ZCompanySettingsDto),
    rules: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'rules') }, ZCompanyRulesDto),
    customMessages: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'custommessage') }, z.array(ZCustomMessageDto)),
    enforce: (id: string, flag: ContractFlag) =>
      t.call(ctx, { method: 'GET', path: `/enforce/${encodeURIComponent(id)}/${flag}` }, ZEnforceDto),
  };
};
