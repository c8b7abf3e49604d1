import type { ContractFlag, TEnforceDto } from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import type { Tx } from '../kit/tenant.js';

/** Contract flags live on the company; the contract service reads them through the company service. */
async function enforce(tx: Tx, companyId: string, flag: ContractFlag): Promise<TEnforceDto> {
  const { contractFlags } = await companyService.get(tx, companyId);
  return { flag, enabled: flag === 'DISPLAY_POWERED_BY' ? contractFlags.displayPoweredBy : contractFlags.useEmergencyModule };
}

export const contractService = { enforce };
