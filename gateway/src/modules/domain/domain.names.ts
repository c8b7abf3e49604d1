import { type DomainEntry, type Locale, STATIC_DOMAIN_LISTS } from '@teleconsulta/schema';

/** A static domain list by code. */
const byCode = (list: readonly DomainEntry[]) => new Map(list.map((entry) => [entry.code, entry]));

export const APPOINTMENT_STATUS = byCode(STATIC_DOMAIN_LISTS.STATUS_APPOINTMENT);
export const APPOINTMENT_SOURCE = byCode(STATIC_DOMAIN_LISTS.APPOINTMENT_SOURCE);
export const APPOINTMENT_TYPE = byCode(STATIC_DOMAIN_LISTS.TYPE_APPOINTMENT);
export const SPECIALTY = byCode(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS);
export const PAYMENT_METHOD = byCode(STATIC_DOMAIN_LISTS.PAYMENT_TYPE);

/** A domain code's text in the request's language (the code itself when the list does not have it); no call. */
export const domainName = (list: Map<string, DomainEntry>, code: string, locale: Locale) => {
  const entry = list.get(code);
  return entry ? (locale === 'en' ? entry.en : entry.pt) : code;
};
