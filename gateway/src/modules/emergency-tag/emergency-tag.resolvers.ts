import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';

export const emergencyTagMutation: MutationResolvers = {
  /** The PDF travels base64-encoded in the GraphQL answer; who may have it is decided by the emergency service. */
  generateEmergencyTag: async (_parent, { protocolId }, ctx) => {
    requireViewer(ctx);
    const tag = await ctx.clients.emergencyTag.generate(protocolId);
    return { fileName: tag.fileName, contentType: tag.contentType, base64: tag.bytes.toString('base64') };
  },
};
