import type { Locale } from '../constants.js';
import { format } from '../errors.js';
import { checkExam, type ExamCheck, type PhotoFile, type UploadRules } from '../util/upload.js';

/**
 * Attachments on messages (issue 18 item 1): the exam upload's checks (a PDF, JPEG or PNG recognised by its bytes, at
 * most UPLOAD_MAX_MB), and at most MESSAGE_ATTACHMENTS_MAX files on one message. The apps, the gateway and the
 * services check the same rules.
 */
export const MESSAGE_ATTACHMENTS_MAX = 5;

/** The name of an attachment sent without one, by its type. */
export const MESSAGE_ATTACHMENT_DEFAULT_NAMES = {
  'application/pdf': 'attachment.pdf',
  'image/jpeg': 'attachment.jpg',
  'image/png': 'attachment.png',
} as const;

/** One file, checked as an exam is. */
export const checkMessageAttachment = (file: PhotoFile, rules: UploadRules): ExamCheck => checkExam(file, rules);

/** Whether a message holding `existing` attachments takes `adding` more. */
export const attachmentsFit = (existing: number, adding = 1): boolean => adding >= 0 && existing + adding <= MESSAGE_ATTACHMENTS_MAX;

/** The refusal of one file too many, in a language ("At most 5 files can be attached to a message"). */
export const tooManyAttachmentsText = (locale: Locale): string => format('tooManyAttachments', locale, '', MESSAGE_ATTACHMENTS_MAX);
