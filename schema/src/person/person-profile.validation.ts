import { z } from 'zod';
import { CONTACT_ADDRESS_SHAPE, cityOfRegion, ZPersonName, ZZipCode } from './person.validation.js';

/**
 * What a patient changes in their own profile (issue 18, /profile/person/edit/:id): the name, the phones and the
 * address. The e-mail, CPF, birth date and status are not theirs to change here (the e-mail is the sign-in).
 */
export const ZMyProfileInput = z
  .object({
    name: ZPersonName,
    cellPhone: CONTACT_ADDRESS_SHAPE.cellPhone,
    telephone: CONTACT_ADDRESS_SHAPE.telephone,
    zipCode: CONTACT_ADDRESS_SHAPE.zipCode,
    street: CONTACT_ADDRESS_SHAPE.street,
    number: CONTACT_ADDRESS_SHAPE.number,
    complement: CONTACT_ADDRESS_SHAPE.complement,
    neighborhood: CONTACT_ADDRESS_SHAPE.neighborhood,
    city: CONTACT_ADDRESS_SHAPE.city,
    region: CONTACT_ADDRESS_SHAPE.region,
  })
  .superRefine(cityOfRegion);
export type TMyProfileInput = z.infer<typeof ZMyProfileInput>;

/** The profile's fields, in form order. */
export const MY_PROFILE_FIELDS = Object.keys(ZMyProfileInput.shape) as ReadonlyArray<keyof TMyProfileInput>;

/** GET /person/cep/{cep}: 8 digits, with or without the mask (01310-100 or 01310100). */
export const ZCepParam = z.object({ cep: z.string({ message: 'required' }).trim().pipe(ZZipCode) });
