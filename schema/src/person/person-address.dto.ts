import { z } from 'zod';

/**
 * An address found by its CEP (GET /person/cep/{cep}, GraphQL addressByCep). `city` is the 7-digit IBGE code the
 * person's record stores (null when the provider's city name matches no municipality of the state); `cityName` is the
 * provider's name for it. Street and neighborhood are empty when only the state or the city is known (the built-in
 * data, or a small town's single CEP).
 */
export const ZCepAddressDto = z.object({
  zipCode: z.string(),
  street: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  cityName: z.string().nullable(),
  region: z.string(),
});
export type TCepAddressDto = z.infer<typeof ZCepAddressDto>;

/** The lookup's answer: the address, or null for a CEP the provider does not know. */
export const ZCepLookupDto = z.object({ address: ZCepAddressDto.nullable() });
export type TCepLookupDto = z.infer<typeof ZCepLookupDto>;
