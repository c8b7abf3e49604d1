import { checkExam, cleanFileName, format, type Locale, MAGIC_BYTES_LENGTH } from '@teleconsulta/schema';

/** An exam file ready for uploadAppointmentFile's FileInput. */
export type ExamFile = { fileName: string; contentType: string; size: number; base64: string };

export type ExamFileCheck = { ok: true; file: ExamFile } | { ok: false; message: string };

/**
 * Checks a chosen file as the gateway will (SPEC §5: at most the configured MB; a PDF, JPEG or PNG by its bytes) and
 * reads it as base64. The message names the file, in the app's language.
 */
export async function readExamFile(file: File, maxMb: number, locale: Locale): Promise<ExamFileCheck> {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
  const check = checkExam({ size: file.size, head, declaredType: file.type || null }, { maxMb });
  const fileName = cleanFileName(file.name, 'exam');
  if (!check.ok) return { ok: false, message: format(check.key, locale, fileName, ...check.args) };
  const base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  return { ok: true, file: { fileName, contentType: check.contentType, size: file.size, base64 } };
}

/** Standard padded base64 of bytes, in chunks (String.fromCharCode takes a bounded number of arguments). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** "1.2 MB" / "340 kB" in the browser's number format. */
export function formatFileSize(bytes: number, intl: string): string {
  const number = (value: number) => new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
