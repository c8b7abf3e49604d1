import { STAFF_SORT_FIELDS } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TStaffMemberDto,
  type TStaffPageDto,
  ZStaffMemberDto,
  ZStaffPageDto,
} from '@teleconsulta/schema';

export const ZStaffListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(STAFF_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  /** Name or e-mail. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(['P', 'D', 'DC', 'M', 'CA', 'R']).optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZUserIdParam = z.object({ userId: z.uuid({ message: 'invalid' }) });

export {
  type TStaffInvitationAcceptanceDto,
  type TStaffInvitationDto,
  type TStaffInvitationPageDto,
  type TStaffInvitationViewDto,
  ZStaffInvitationAcceptanceDto,
  ZStaffInvitationDto,
  ZStaffInvitationPageDto,
  ZStaffInvitationViewDto,
} from '@teleconsulta/schema';

export const ZInvitationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZInvitationIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });

/** The link's token travels in the body (never in a URL the logs keep); its format is checked by the service. */
const ZToken = z.string().max(200);
export const ZInvitationViewBody = z.object({ token: ZToken });
/** `account` only when accepting with a new account (checked with ZStaffInvitationNewAccount). */
export const ZInvitationAcceptBody = z.object({ token: ZToken, account: z.record(z.string(), z.unknown()).nullish() });
