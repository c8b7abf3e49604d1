import { z } from 'zod';

export {
  type TProfessionalComboDto,
  type TProfessionalDto,
  type TProfessionalPageDto,
  type TSpecialtyListDto,
  ZProfessionalComboDto,
  ZProfessionalDto,
  ZProfessionalPageDto,
  ZSpecialtyListDto,
} from '@teleconsulta/schema';

export const PROFESSIONAL_SORT_FIELDS = ['NAME', 'CREATED_AT'] as const;

const uuidList = (max: number) =>
  z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(max));

export const ZProfessionalListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(PROFESSIONAL_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  /** Name or registration number. */
  q: z.string().trim().max(100).optional(),
  /** A REQUEST_SPECIALTYS code. */
  specialty: z.string().trim().max(10).optional(),
  role: z.enum(['D', 'DC']).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  ids: uuidList(500).optional(),
});
export type TProfessionalListQuery = z.infer<typeof ZProfessionalListQuery>;

export const ZProfessionalComboQuery = z.object({ q: z.string().trim().max(100).optional() });

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
