import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

export const consentQuery: QueryResolvers = {
  telemedicineConsent: (_parent, { protocol }, ctx) => ctx.clients.consent.telemedicine(protocol),
  termsOfUse: (_parent, _args, ctx) => ctx.clients.consent.termsOfUse(),
  currentTermsOfUse: (_parent, _args, ctx) => ctx.clients.consent.currentTerms(),
  termsVersions: (_parent, _args, ctx) => ctx.clients.consent.termsVersions(),
};

export const consentMutation: MutationResolvers = {
  acceptTelemedicineConsent: (_parent, { protocol, version, channel }, ctx) =>
    ctx.clients.consent.acceptTelemedicine(protocol, version, channel ?? 'WEB'),
  acceptTermsOfUse: (_parent, { version, channel }, ctx) => ctx.clients.consent.acceptTermsOfUse(version, channel ?? 'WEB'),
  publishTermsOfUse: (_parent, { input }, ctx) => ctx.clients.consent.publishTerms(input),
};
