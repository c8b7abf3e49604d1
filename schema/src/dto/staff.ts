import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../validation/staff.js';

/** A membership of the tenant company with its user: what the staff service answers and the gateway's client checks. */
export const ZStaffMemberDto = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(MEMBERSHIP_ROLES)),
  createdAt: z.string(),
});
export type TStaffMemberDto = z.infer<typeof ZStaffMemberDto>;

export const ZStaffPageDto = z.object({ items: z.array(ZStaffMemberDto), total: z.number().int() });
export type TStaffPageDto = z.infer<typeof ZStaffPageDto>;
