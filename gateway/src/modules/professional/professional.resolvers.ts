import { STATIC_DOMAIN_LISTS, type TProfessionalDto } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { MutationResolvers, ProfessionalResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { decodePhoto } from '../../uploads.js';
import { professionalPhotoPath } from './professional.media.js';

/** Keeps the request's loader in step with a changed professional. */
function remember(ctx: GatewayContext, professional: TProfessionalDto): TProfessionalDto {
  ctx.loaders.professionalById.clear(professional.id).prime(professional.id, professional);
  return professional;
}

const SPECIALTY_NAMES = new Map(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.map((s) => [s.code, s]));

export const professionalQuery: QueryResolvers = {
  professionals: (_parent, args, ctx) =>
    ctx.clients.professional.list({
      page: args.page,
      perPage: args.perPage,
      sortField: args.sortField,
      sortOrder: args.sortOrder,
      q: args.filter?.q,
      specialty: args.filter?.specialty,
      role: args.filter?.role,
      status: args.filter?.status,
      ids: args.filter?.ids,
    }),
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
  updateProfessional: async (_parent, { id, input }, ctx) => remember(ctx, await ctx.clients.professional.update(id, input)),
  updateMyProfessionalProfile: async (_parent, { id, input }, ctx) =>
    remember(ctx, await ctx.clients.professional.updateMyProfile(id, input)),
  uploadProfessionalPhoto: async (_parent, { id, file }, ctx) =>
    remember(ctx, await ctx.clients.professional.uploadPhoto(id, decodePhoto(file, ctx.upload, ctx.locale))),
  removeProfessionalPhoto: async (_parent, { id }, ctx) => remember(ctx, await ctx.clients.professional.removePhoto(id)),
  deleteProfessional: async (_parent, { id }, ctx) => {
    const removed = await ctx.clients.professional.remove(id);
    ctx.loaders.professionalById.clear(id);
    return removed;
  },
};

/** Specialty codes resolved to their names in the request's language (the REQUEST_SPECIALTYS list; no call). */
export const professionalType: ProfessionalResolvers = {
  /** The gateway's media path of the photo (a patient's view has no companyId: the request's company is the same). */
  photoUrl: (professional, _args, ctx) => {
    const companyId = professional.companyId ?? ctx.companyId;
    return professional.photoVersion && companyId ? professionalPhotoPath(companyId, professional.id, professional.photoVersion) : null;
  },
  specialties: (professional, _args, ctx) =>
    professional.specialties.map((code) => {
      const entry = SPECIALTY_NAMES.get(code);
      return { code, name: entry ? (ctx.locale === 'en' ? entry.en : entry.pt) : code };
    }),
};
