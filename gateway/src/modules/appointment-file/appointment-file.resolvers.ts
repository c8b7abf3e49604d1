import type { AppointmentFileResolvers, MutationResolvers } from '../../__generated__/resolvers-types.js';
import { decodeExamFile } from '../../uploads.js';
import { appointmentFileLink } from './appointment-file.media.js';

export const appointmentFileMutation: MutationResolvers = {
  uploadAppointmentFile: (_parent, { appointmentId, file }, ctx) =>
    ctx.clients.appointmentFile.upload(appointmentId, decodeExamFile(file, ctx.upload, ctx.locale)),
  removeAppointmentFile: (_parent, { appointmentId, filePath }, ctx) => ctx.clients.appointmentFile.remove(appointmentId, filePath),
};

/**
 * A file's download link, signed for a few minutes. Files are listed only by `appointment(id)`, which the services
 * answer only to the appointment's readers, so making a link gives no one a right they did not have.
 */
export const appointmentFileType: AppointmentFileResolvers = {
  url: (file, _args, ctx) => appointmentFileLink(file.filePath, ctx.fileLinks),
};
