import { z } from 'zod';

export {
  type TNewPersonDto,
  type TPersonComboDto,
  type TPersonDetailDto,
  type TPersonDto,
  type TPersonPageDto,
  ZNewPersonDto,
  ZPersonComboDto,
  ZPersonDeletedDto,
  ZPersonDetailDto,
  ZPersonDto,
  ZPersonPageDto,
} from '@teleconsulta/schema';

export const PERSON_SORT_FIELDS = ['NAME', 'BIRTH_DATE', 'CREATED_AT'] as const;

const uuidList = (max: number) =>
  z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(max));

export const ZPersonListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(PERSON_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  /** Name, CPF (with or without the mask), registration or e-mail. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  parentId: z.uuid().optional(),
  /** Dependents of any of these persons (the gateway's dependents loader). */
  parentIds: uuidList(100).optional(),
  ids: uuidList(500).optional(),
});
export type TPersonListQuery = z.infer<typeof ZPersonListQuery>;

export const ZPersonComboQuery = z.object({ q: z.string().trim().max(100).optional() });

/** DELETE /person?id=a,b (or id repeated). */
export const ZPersonDeleteQuery = z.object({
  id: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((part) => part.split(',')).filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ message: 'invalid' }))
        .min(1, { message: 'required' })
        .max(100),
    ),
});

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
