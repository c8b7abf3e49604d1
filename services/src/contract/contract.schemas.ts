import { CONTRACT_FLAGS } from '@teleconsulta/schema';
import { z } from 'zod';

/** GET /enforce/{companyId}/{flag}: the answer is the schema's ZEnforceDto, shared with the gateway. */
export const ZEnforceParams = z.object({ companyId: z.uuid({ message: 'invalid' }), flag: z.enum(CONTRACT_FLAGS, { message: 'invalid' }) });
