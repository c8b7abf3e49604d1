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
  memberships: z.array(ZMembershipDto),
});
export type TViewerDto = z.infer<typeof ZViewerDto>;

export const ZAuthPayloadDto = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  viewer: ZViewerDto,
});
export type TAuthPayloadDto = z.infer<typeof ZAuthPayloadDto>;
