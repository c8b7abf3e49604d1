import type { MessageAttachmentResolvers, MutationResolvers } from '../../__generated__/resolvers-types.js';
import { decodeExamFile } from '../../uploads.js';
import { messageAttachmentLink } from './message-attachment.media.js';

export const messageAttachmentMutation: MutationResolvers = {
  uploadMessageAttachment: (_parent, { messageId, file }, ctx) =>
    ctx.clients.message.attach(messageId, decodeExamFile(file, ctx.upload, ctx.locale)),
};

/**
 * An attachment's download link, signed for a few minutes. Attachments are listed only by `message(id)`'s thread,
 * which the services answer only to the thread's readers, so making a link gives no one a right they did not have.
 */
export const messageAttachmentType: MessageAttachmentResolvers = {
  url: (file, _args, ctx) => messageAttachmentLink(file.filePath, ctx.fileLinks),
};
