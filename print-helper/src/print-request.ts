/** A refusal of a print request: the HTTP status and a code the apps log. */
export type PrintRefusal = { status: 400 | 413 | 415; code: 'NOT_A_PDF' | 'TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'; message: string };

const PDF_MAGIC = Buffer.from('%PDF-');

/** Only application/pdf (parameters allowed: `application/pdf; charset=binary`). */
export function checkContentType(contentType: string | undefined): PrintRefusal | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/pdf'
    ? null
    : { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the tag as Content-Type: application/pdf' };
}

/** A declared length over the limit is refused before reading the body; the body is counted as it arrives too. */
export function checkLength(bytes: number, maxBytes: number): PrintRefusal | null {
  return bytes > maxBytes ? { status: 413, code: 'TOO_LARGE', message: `The PDF is larger than ${maxBytes} bytes` } : null;
}

/** A PDF starts with "%PDF-" (its magic bytes), whatever its Content-Type says. */
export function checkPdf(body: Buffer): PrintRefusal | null {
  return body.length >= PDF_MAGIC.length && body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
    ? null
    : { status: 400, code: 'NOT_A_PDF', message: 'The body is not a PDF' };
}
