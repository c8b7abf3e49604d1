import { MY_PROFILE_FIELDS } from '@teleconsulta/schema';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';

/** The patient's own profile (issue 18, /profile/person/edit/:id) and the address-by-CEP lookup that fills it. */
export const personProfileQuery: QueryResolvers = {
  myProfile: async (_parent, { personId }, ctx) => {
    requireViewer(ctx);
    const found = await ctx.clients.person.myProfile(personId).catch((error) => {
      if (error?.extensions?.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!found) return null;
    const { dependents, ...person } = found;
    ctx.loaders.dependentsByParentId.prime(personId, dependents);
    return person;
  },
  addressByCep: async (_parent, { cep }, ctx) => {
    requireViewer(ctx);
    return (await ctx.clients.person.addressByCep(cep)).address;
  },
};

export const personProfileMutation: MutationResolvers = {
  /** Every profile field is sent: one left out of the input is cleared, as the form's blank fields are. */
  updateMyProfile: async (_parent, { personId, input }, ctx) => {
    requireViewer(ctx);
    const body = Object.fromEntries(MY_PROFILE_FIELDS.map((field) => [field, input[field] ?? null]));
    return ctx.clients.person.updateMyProfile(personId, body);
  },
};
