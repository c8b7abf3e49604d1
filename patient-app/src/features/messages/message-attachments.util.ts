import { attachmentsFit, type Locale, tooManyAttachmentsText } from '@teleconsulta/schema';
import { type ExamFile, readExamFile } from '../appointments/exam-file.util';

/** The files a message will carry, and why some just chosen were left out (one line each, translated). */
export type AttachmentChoice = { files: ExamFile[]; errors: string[] };

/**
 * Adds the files just chosen to those already chosen, each checked as the server will (an exam's rules: PDF, JPEG or
 * PNG by its bytes, at most maxMb) and within the message's maximum; a refused file is left out with its reason.
 */
export async function addAttachments(current: readonly ExamFile[], chosen: readonly File[], maxMb: number, locale: Locale) {
  const files = [...current];
  const errors: string[] = [];
  for (const file of chosen) {
    const checked = await readExamFile(file, maxMb, locale);
    if (!checked.ok) errors.push(checked.message);
    // The same file twice is one attachment (the server refuses the same bytes twice on a message).
    else if (files.some((f) => f.base64 === checked.file.base64)) continue;
    else if (!attachmentsFit(files.length)) errors.push(`${checked.file.fileName}: ${tooManyAttachmentsText(locale)}`);
    else files.push(checked.file);
  }
  return { files, errors } satisfies AttachmentChoice;
}

/** A stable key of a chosen file (its bytes differ from every other chosen file's). */
export const attachmentKey = (file: ExamFile) => `${file.fileName}|${file.size}|${file.base64.slice(-24)}`;
