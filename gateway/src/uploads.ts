import {
  BYTES_PER_MB,
  base64DecodedSize,
  checkExam,
  checkPhoto,
  cleanFileName,
  type ExamContentType,
  errorText,
  fieldLabel,
  format,
  isBase64,
  type Locale,
  type PhotoContentType,
  type UploadRules,
} from '@teleconsulta/schema';
import express, { type RequestHandler } from 'express';
import type { GraphQLError } from 'graphql';
import { fromServiceError } from './errors.js';

/** Anonymous GraphQL requests keep a small body; signed-in ones may carry one file in base64 (4/3 of its size). */
const SMALL_BODY = 100 * 1024;

/**
 * The larger limit only for a caller whose token verifies (issue 16): an Authorization header alone, made up, does not
 * buy a bigger body. A body over its limit answers BAD_INPUT with status 413 (http-hygiene.ts lastErrorHandler).
 */
export function graphqlJsonBody(rules: UploadRules, verified: (authorization: string | undefined) => Promise<boolean>): RequestHandler {
  const small = express.json({ limit: SMALL_BODY });
  const withFile = express.json({ limit: Math.ceil((rules.maxMb * BYTES_PER_MB * 4) / 3) + 64 * 1024 });
  return (req, res, next) => {
    if (!req.headers.authorization) return small(req, res, next);
    verified(req.headers.authorization).then((ok) => (ok ? withFile : small)(req, res, next), next);
  };
}

type UploadKey = 'invalid' | 'required' | 'fileTooLarge' | 'fileType' | 'examFileType';

const uploadError = (field: string, locale: Locale, key: UploadKey, args: number[] = []): GraphQLError =>
  fromServiceError(
    {
      code: 'BAD_INPUT',
      message: errorText('BAD_INPUT', locale),
      fields: [{ field, message: format(key, locale, fieldLabel(field, locale), ...args) }],
    },
    400,
  );
const photoError = (locale: Locale, key: UploadKey, args: number[] = []) => uploadError('photo', locale, key, args);

/**
 * A photo sent as { fileName, contentType, base64 }, checked with the shared rules before anything goes upstream: the
 * size from the base64 length first (a too large file is never decoded), then the type by its bytes. Answers the
 * bytes and the type they really are.
 */
export function decodePhoto(
  file: { fileName: string; contentType: string; base64: string },
  rules: UploadRules,
  locale: Locale,
): { bytes: Buffer; contentType: PhotoContentType } {
  if (!isBase64(file.base64)) throw photoError(locale, 'invalid');
  const size = base64DecodedSize(file.base64);
  if (size > rules.maxMb * BYTES_PER_MB) throw photoError(locale, 'fileTooLarge', [rules.maxMb]);
  const bytes = Buffer.from(file.base64, 'base64');
  const check = checkPhoto({ size: bytes.byteLength, head: bytes, declaredType: file.contentType }, rules);
  if (!check.ok) throw photoError(locale, check.key, check.args);
  return { bytes, contentType: check.contentType };
}

/**
 * An exam file (an appointment's attachment, PDF, JPEG or PNG) sent as { fileName, contentType, base64 }: the same
 * checks as a photo's, as field errors on `file`. Answers the bytes, the type they really are and the file's name.
 */
export function decodeExamFile(
  file: { fileName: string; contentType: string; base64: string },
  rules: UploadRules,
  locale: Locale,
): { bytes: Buffer; contentType: ExamContentType; fileName: string } {
  if (!isBase64(file.base64)) throw uploadError('file', locale, 'invalid');
  const size = base64DecodedSize(file.base64);
  if (size > rules.maxMb * BYTES_PER_MB) throw uploadError('file', locale, 'fileTooLarge', [rules.maxMb]);
  const bytes = Buffer.from(file.base64, 'base64');
  const check = checkExam({ size: bytes.byteLength, head: bytes, declaredType: file.contentType }, rules);
  if (!check.ok) throw uploadError('file', locale, check.key, check.args);
  // The name as people will see it (the services name a blank one after its type).
  return { bytes, contentType: check.contentType, fileName: cleanFileName(file.fileName, '') };
}
