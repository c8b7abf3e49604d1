import type { LandingProfessionalResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';
import { specialtiesOf } from '../availability/availability.resolvers.js';
import { professionalPhotoPath } from '../professional/professional.media.js';

/**
 * The public landing: no token is needed or sent (landing.client.ts). Rate limiting of these anonymous queries belongs
 * here, at the gateway, like the sign-in limit (docs/decisions.md, Landing).
 */
export const landingQuery: QueryResolvers = {
  landingCompany: (_parent, { permalink }, ctx) => ctx.clients.landing.byPermalink(permalink).catch(nullWhenNotFound),
  landingProfessional: (_parent, { companyId, id }, ctx) => ctx.clients.landing.profile(companyId, id).catch(nullWhenNotFound),
  landingMonthAvailability: (_parent, { companyId, professionalId, month, date }, ctx) =>
    ctx.clients.landing.month(companyId, professionalId, month, date).catch(nullWhenNotFound),
  landingNextAvailableDay: async (_parent, { companyId, professionalId }, ctx) => {
    const found = await ctx.clients.landing.nextDay(companyId, professionalId).catch(nullWhenNotFound);
    return found?.date ?? null;
  },
};

export const landingProfessionalType: LandingProfessionalResolvers = {
  specialties: (professional, _args, ctx) => specialtiesOf(professional.specialties, ctx.locale),
  photoUrl: (professional) =>
    professional.photoVersion ? professionalPhotoPath(professional.companyId, professional.id, professional.photoVersion) : null,
};
