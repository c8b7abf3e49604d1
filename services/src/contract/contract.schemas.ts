import { z } from 'zod';

export const CONTRACT_FLAGS = ['DISPLAY_POWERED_BY', 'USE_EMERGENCY_MODULE'] as const;
export const ZEnforceParams = z.object({ companyId: z.uuid({ message: 'invalid' }), flag: z.enum(CONTRACT_FLAGS, { message: 'invalid' }) });
export const ZEnforceDto = z.object({ flag: z.enum(CONTRACT_FLAGS), enabled: z.boolean() });
export type TEnforceDto = z.infer<typeof ZEnforceDto>;
