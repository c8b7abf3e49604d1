import { z } from 'zod';

/** The contract flags a company's plan switches on (SPEC §7 contract service: GET /enforce/{companyId}/{flag}). */
export const CONTRACT_FLAGS = ['DISPLAY_POWERED_BY', 'USE_EMERGENCY_MODULE'] as const;
export type ContractFlag = (typeof CONTRACT_FLAGS)[number];

/** Whether a flag holds for a company, as the contract service answers it. */
export const ZEnforceDto = z.object({ flag: z.enum(CONTRACT_FLAGS), enabled: z.boolean() });
export type TEnforceDto = z.infer<typeof ZEnforceDto>;
