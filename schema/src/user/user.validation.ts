import { z } from 'zod';
import { ZBirthDate, ZCns, ZCpf, ZEmail } from '../util/fields.js';

/** Sign-in input for the three ways of SPEC §2: e-mail + password, CPF + birth date, CNS + birth date. */
const common = { companyId: z.uuid().optional().nullable(), pushToken: z.string().max(4096).optional().nullable() };

export const ZSignInInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('EMAIL'), email: ZEmail, password: z.string().min(1, { message: 'required' }).max(128), ...common }),
  z.object({ method: z.literal('CPF'), cpf: ZCpf, birthDate: ZBirthDate, ...common }),
  z.object({ method: z.literal('CNS'), cns: ZCns, birthDate: ZBirthDate, ...common }),
]);
export type TSignInInput = z.infer<typeof ZSignInInput>;
