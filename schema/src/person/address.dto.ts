import { z } from 'zod';

/** A postal address as the person and professional DTOs carry it (SPEC §3): any part may be missing. */
export const ZAddressDtoShape = {
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  zipCode: z.string().nullable(),
};
