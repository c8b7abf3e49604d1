import { type Locale, STATIC_DOMAIN_LISTS } from '@teleconsulta/schema';
import type { AvailableSlotResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';

const SPECIALTY_NAMES = new Map(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.map((s) => [s.code, s]));

/** REQUEST_SPECIALTYS codes named in the request's language (no call). */
export const specialtiesOf = (codes: readonly string[], locale: Locale) =>
  codes.map((code) => {
    const entry = SPECIALTY_NAMES.get(code);
    return { code, name: entry ? (locale === 'en' ? entry.en : entry.pt) : code };
  });

export const availabilityQuery: QueryResolvers = {
  availableSlots: (_parent, args, ctx) => ctx.clients.availability.slots(args),
  companyHolidays: (_parent, { companyId, year }, ctx) => ctx.clients.availability.holidays(companyId, year).catch(nullWhenNotFound),
};

export const availabilityMutation: MutationResolvers = {
  updateCompanyHolidays: (_parent, { companyId, year, input }, ctx) => ctx.clients.availability.updateHolidays(companyId, year, input),
};

export const availableSlotType: AvailableSlotResolvers = {
  specialties: (slot, _args, ctx) => specialtiesOf(slot.specialties, ctx.locale),
};
