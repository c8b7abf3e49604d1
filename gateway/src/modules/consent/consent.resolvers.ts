import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireRoles } from '../auth.js';

export const consentQuery: QueryResolvers = {
  telemedicineConsent: (_parent, { protocol }, ctx) => ctx.clients.consent.telemedicine(protocol),
  telemedicineConsents: (_parent, _args, ctx) => {
    requireRoles(ctx, ['P']);
    return ctx.clients.consent.telemedicineOfFamily();
  },
  termsOfUse: (_parent, _args, ctx) => ctx.clients.consent.termsOfUse(),
  currentTermsOfUse: (_parent, _args, ctx) => ctx.clients.consent.currentTerms(),
  termsVersions: (_parent, _args, ctx) => ctx.clients.consent.termsVersions(),
};

export const consentMutation: MutationResolvers = {
  acceptTelemedicineConsent: (_parent, { protocol, version, channel }, ctx) =>
    ctx.clients.consent.acceptTelemedicine(protocol, version, channel ?? 'WEB'),
  revokeTelemedicineConsent: (_parent, { personId }, ctx) => {
    requireRoles(ctx, ['P']);
    return ctx.clients.consent.revokeTelemedicine(personId ?? null);
  },
  acceptTermsOfUse: (_parent, { version, channel }, ctx) => ctx.clients.consent.acceptTermsOfUse(version, channel ?? 'WEB'),
  publishTermsOfUse: (_parent, { input }, ctx) => ctx.clients.consent.publishTerms(input),
};
