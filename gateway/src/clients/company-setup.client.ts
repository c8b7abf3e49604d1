import { ZCompanyRulesDto, ZCompanySettingsDto, ZCustomMessageDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

const ZEnforceDto = z.object({ flag: z.string(), enabled: z.boolean() });

/** The parts of a company every member may read (SPEC §7 company and contract services). */
export const companySetupClient = (t: ServiceTransport, ctx: CallContext) => {
  const companyPath = (id: string, part: string) => `/company/${encodeURIComponent(id)}/${part}`;
  return {
    settings: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'settings') }, ZCompanySettingsDto),
    rules: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'rules') }, ZCompanyRulesDto),
    customMessages: (id: string) => t.call(ctx, { method: 'GET', path: companyPath(id, 'custommessage') }, z.array(ZCustomMessageDto)),
    enforce: (id: string, flag: 'DISPLAY_POWERED_BY' | 'USE_EMERGENCY_MODULE') =>
      t.call(ctx, { method: 'GET', path: `/enforce/${encodeURIComponent(id)}/${flag}` }, ZEnforceDto),
  };
};
