import { z } from 'zod';
import { ROLES } from '../constants.js';

export const ZRole = z.enum(ROLES);

export const ZMembershipDto = z.object({ companyId: z.string(), companyName: z.string(), roles: z.array(ZRole) });
export type TMembershipDto = z.infer<typeof ZMembershipDto>;

export const ZViewerDto = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(ZRole),
  companyId: z.string().nullable(),
  personId: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
  /** Whether the account has a password (one who signs in by CPF or CNS may have none, and may set one). */
  hasPassword: z.boolean(),
  memberships: z.array(ZMembershipDto),
});
export type TViewerDto = z.infer<typeof ZViewerDto>;

/**
 * GET /user/tenant: the caller's roles in the company the request names (x-company-id), through its memberships there
 * or in an ancestor company; not a member → ACCESS_DENIED. The gateway asks it before a subscription streams anything.
 */
export const ZTenantRolesDto = z.object({ companyId: z.string(), roles: z.array(ZRole) });
export type TTenantRolesDto = z.infer<typeof ZTenantRolesDto>;

export const ZAuthPayloadDto = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  viewer: ZViewerDto,
});
export type TAuthPayloadDto = z.infer<typeof ZAuthPayloadDto>;
