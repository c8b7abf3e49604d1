import { GraphQLError } from 'graphql';
import type { MutationResolvers, ProfessionalResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { decodePhoto } from '../../uploads.js';
import { crudResolvers } from '../crud.js';
import { domainName, SPECIALTY } from '../domain/domain.names.js';
import { professionalPhotoPath } from './professional.media.js';

/** The CRUD shape; `remember` keeps the request's loader in step with a changed professional. */
const professionals = crudResolvers({
  client: (ctx) => ctx.clients.professional,
  byId: (ctx) => ctx.loaders.professionalById,
  filter: ['q', 'specialty', 'role', 'status', 'ids'],
});
const { remember } = professionals;

export const professionalQuery: QueryResolvers = {
  professionals: professionals.list,
  professional: (_parent, { id }, ctx) => ctx.loaders.professionalById.load(id),
  /** A D/DC user's own record; null for anyone else (or a doctor not registered as a professional here). */
  myProfessional: async (_parent, _args, ctx) => {
    try {
      return remember(ctx, await ctx.clients.professional.mine());
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  professionalCombo: async (_parent, { q }, ctx) => (await ctx.clients.professional.combo(q)).items,
  specialties: async (_parent, _args, ctx) => (await ctx.clients.professional.specialties()).items,
};

export const professionalMutation: MutationResolvers = {
  createProfessional: async (_parent, { input }, ctx) => remember(ctx, await ctx.clients.professional.create(input)),
  updateProfessional: professionals.update,
  updateMyProfessionalProfile: async (_parent, { id, input }, ctx) =>
    remember(ctx, await ctx.clients.professional.updateMyProfile(id, input)),
  uploadProfessionalPhoto: async (_parent, { id, file }, ctx) =>
    remember(ctx, await ctx.clients.professional.uploadPhoto(id, decodePhoto(file, ctx.upload, ctx.locale))),
  removeProfessionalPhoto: async (_parent, { id }, ctx) => remember(ctx, await ctx.clients.professional.removePhoto(id)),
  deleteProfessional: async (_parent, { id }, ctx) => professionals.forget(ctx, id, await ctx.clients.professional.remove(id)),
};

/** Specialty codes resolved to their names in the request's language (the REQUEST_SPECIALTYS list; no call). */
export const professionalType: ProfessionalResolvers = {
  /** The gateway's media path of the photo (a patient's view has no companyId: the request's company is the same). */
  photoUrl: (professional, _args, ctx) => {
    const companyId = professional.companyId ?? ctx.companyId;
    return professional.photoVersion && companyId ? professionalPhotoPath(companyId, professional.id, professional.photoVersion) : null;
  },
  specialties: (professional, _args, ctx) =>
    professional.specialties.map((code) => ({ code, name: domainName(SPECIALTY, code, ctx.locale) })),
};
