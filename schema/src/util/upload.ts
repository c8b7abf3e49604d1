import type { Locale } from '../constants.js';
import { format, type TemplateKey } from '../errors.js';
import type { FieldIssue } from './issues.js';
import { fieldLabel } from './labels.js';

/**
 * Upload rules (SPEC §5 "File upload"), shared by the services, the gateway and the apps: a per-file size limit in MB
 * (a configuration parameter, UPLOAD_MAX_MB) and, for photos, JPEG, PNG or WebP recognised by the file's magic bytes,
 * whatever type the browser declared. One MB is 1,048,576 bytes.
 */
export const UPLOAD_MAX_MB_DEFAULT = 5;
export const BYTES_PER_MB = 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
/** How many leading bytes the type check reads (WebP needs 12). */
export const MAGIC_BYTES_LENGTH = 12;

export type UploadRules = { maxMb: number };

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The image type of a file's first bytes: JPEG (FF D8 FF), PNG (89 'PNG' CR LF 1A LF), WebP ('RIFF' … 'WEBP'); else null. */
export function sniffImageType(head: Uint8Array): PhotoContentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** "image/PNG; charset=x" → "image/png"; empty → null. */
export function normalizeContentType(value: string | null | undefined): string | null {
  const type = value?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

export type PhotoFile = {
  /** Size in bytes. */
  size: number;
  /** The file's first bytes (at least MAGIC_BYTES_LENGTH when the file has them; the whole file is fine). */
  head: Uint8Array;
  /** The type the browser or the caller declared, if any. */
  declaredType?: string | null;
};

export type PhotoCheck =
  | { ok: true; contentType: PhotoContentType }
  | { ok: false; key: Extract<TemplateKey, 'required' | 'fileTooLarge' | 'fileType'>; args: number[] };

/**
 * Checks a photo: not empty, at most rules.maxMb, a declared type (when given) among the photo types, and bytes that
 * really are one of them. The stored type is the one the bytes say.
 */
export function checkPhoto(file: PhotoFile, rules: UploadRules): PhotoCheck {
  if (file.size <= 0) return { ok: false, key: 'required', args: [] };
  if (file.size > rules.maxMb * BYTES_PER_MB) return { ok: false, key: 'fileTooLarge', args: [rules.maxMb] };
  const declared = normalizeContentType(file.declaredType);
  if (declared && !(PHOTO_CONTENT_TYPES as readonly string[]).includes(declared)) return { ok: false, key: 'fileType', args: [] };
  const sniffed = sniffImageType(file.head);
  if (!sniffed) return { ok: false, key: 'fileType', args: [] };
  return { ok: true, contentType: sniffed };
}

/** The same check as field errors in a language ([] when the photo is fine). */
export function photoIssues(file: PhotoFile, rules: UploadRules, locale: Locale, field = 'photo'): FieldIssue[] {
  const check = checkPhoto(file, rules);
  return check.ok ? [] : [{ field, message: format(check.key, locale, fieldLabel(field, locale), ...check.args) }];
}

/**
 * Exam attachments of an appointment (SPEC §5 "File upload"): a PDF, JPEG or PNG, recognised by its magic bytes like a
 * photo, within the same UPLOAD_MAX_MB.
 */
export const EXAM_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ExamContentType = (typeof EXAM_CONTENT_TYPES)[number];

/** The exam type of a file's first bytes: PDF ("%PDF-"), JPEG or PNG; else null. */
export function sniffExamType(head: Uint8Array): ExamContentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  const image = sniffImageType(head);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}

export type ExamCheck =
  | { ok: true; contentType: ExamContentType }
  | { ok: false; key: Extract<TemplateKey, 'required' | 'fileTooLarge' | 'examFileType'>; args: number[] };

/**
 * Checks an exam file: not empty, at most rules.maxMb, a declared type (when given) among the exam types, and bytes
 * that really are one of them. The stored type is the one the bytes say.
 */
export function checkExam(file: PhotoFile, rules: UploadRules): ExamCheck {
  if (file.size <= 0) return { ok: false, key: 'required', args: [] };
  if (file.size > rules.maxMb * BYTES_PER_MB) return { ok: false, key: 'fileTooLarge', args: [rules.maxMb] };
  const declared = normalizeContentType(file.declaredType);
  if (declared && !(EXAM_CONTENT_TYPES as readonly string[]).includes(declared)) return { ok: false, key: 'examFileType', args: [] };
  const sniffed = sniffExamType(file.head);
  if (!sniffed) return { ok: false, key: 'examFileType', args: [] };
  return { ok: true, contentType: sniffed };
}

/** The same check as field errors in a language ([] when the file is fine). */
export function examIssues(file: PhotoFile, rules: UploadRules, locale: Locale, field = 'file'): FieldIssue[] {
  const check = checkExam(file, rules);
  return check.ok ? [] : [{ field, message: format(check.key, locale, fieldLabel(field, locale), ...check.args) }];
}

/**
 * A file's name as shown to people (an exam's): the last path segment, control characters removed, at most 200
 * characters; blank → the fallback.
 */
export function cleanFileName(value: string | null | undefined, fallback: string): string {
  const base = (value ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const clean = printable.trim().slice(0, 200);
  return clean || fallback;
}

/** The number of bytes a base64 text decodes to, without decoding it (to refuse a too large file cheaply). */
export function base64DecodedSize(base64: string): number {
  const length = base64.length;
  if (length === 0) return 0;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((length * 3) / 4) - padding;
}

/** Standard base64 (RFC 4648 §4, padded), as FileReader and Buffer write it; no line breaks. */
export const isBase64 = (value: string): boolean => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);
