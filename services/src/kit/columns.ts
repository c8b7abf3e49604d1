import { customType, text } from 'drizzle-orm/pg-core';

/**
 * Column groups more than one table has, under the same names in the table and in its DTO: a postal address and the
 * ways to reach someone (persons and professionals). Each call makes the table its own columns.
 */

export const addressColumns = () => ({
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  city: text('city'),
  region: text('region'),
  zipCode: text('zip_code'),
});

/** The address's fields, as the DTOs carry them. */
export const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'region', 'zipCode'] as const;

export const contactColumns = () => ({ mail: text('mail'), cellPhone: text('cell_phone'), telephone: text('telephone') });

/** The contact's fields, as the DTOs carry them. */
export const CONTACT_FIELDS = ['mail', 'cellPhone', 'telephone'] as const;

/** A bytea column, read and written as a Buffer (sealed certificates, hashes). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
