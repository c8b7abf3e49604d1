import { EXAM_CONTENT_TYPES, PHOTO_CONTENT_TYPES } from '@teleconsulta/schema';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';

/** The upload rules of this gateway (UPLOAD_MAX_MB), for the apps to check a file before sending it. */
export const fileQuery: QueryResolvers = {
  uploadLimits: (_parent, _args, ctx) => ({
    maxMb: ctx.upload.maxMb,
    photoContentTypes: [...PHOTO_CONTENT_TYPES],
    examContentTypes: [...EXAM_CONTENT_TYPES],
  }),
};
