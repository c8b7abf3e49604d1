import type { Locale } from '@teleconsulta/schema';
import type { AvailableSlotResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';
import { domainName, SPECIALTY } from '../domain/domain.names.js';

/** REQUEST_SPECIALTYS codes named in the request's language (no call). */
export const specialtiesOf = (codes: readonly string[], locale: Locale) =>
  codes.map((code) => ({ code, name: domainName(SPECIALTY, code, locale) }));

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
