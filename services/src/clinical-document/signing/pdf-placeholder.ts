import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { PDFDocument } from 'pdf-lib';
import { type DocumentSigner, SigningError } from './signing.port.js';

/**
 * Room for the CMS in /Contents (bytes; twice that in hex): the signature and every certificate of the chain. An
 * ICP-Brasil chain of four 4096-bit certificates takes about 8 kB, beyond @signpdf's 8 kB default.
 */
const SIGNATURE_ROOM = 16_384;

/**
 * The /SubFilter of the signature dictionary: `adbe.pkcs7.detached` (ISO 32000-1) for a plain detached CMS,
 * `ETSI.CAdES.detached` for a PAdES baseline signature (ETSI EN 319 142-1), whose CMS carries the ESS
 * signing-certificate-v2 attribute and no signing-time attribute.
 */
export type PdfSubFilter = 'adbe.pkcs7.detached' | 'ETSI.CAdES.detached';

/**
 * The PDF rewritten through pdf-lib with an empty signature field (@signpdf/placeholder-pdf-lib), its dictionary
 * filled from the signer (Name, Reason, Location, ContactInfo) and /M the signing instant; NOT_PDF when the input
 * does not read as a PDF. What the A1 and the remote-signature adapters share before @signpdf/signpdf signs.
 */
export async function withSignaturePlaceholder(
  pdf: Buffer,
  signer: DocumentSigner,
  at: Date,
  subFilter: PdfSubFilter = 'adbe.pkcs7.detached',
): Promise<Buffer> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    throw new SigningError('NOT_PDF', error instanceof Error ? error.message : undefined, { cause: error });
  }
  pdflibAddPlaceholder({
    pdfDoc: document,
    name: pdfText(signer.name),
    reason: pdfText(signer.reason),
    location: pdfText(signer.location),
    contactInfo: pdfText(signer.contactInfo ?? ''),
    signingTime: at,
    signatureLength: SIGNATURE_ROOM,
    subFilter,
    appName: 'Teleconsulta',
  });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * A PDF literal string's bytes for pdf-lib's PDFString, which writes each character code as one byte and escapes
 * nothing: ASCII as it is, anything else as UTF-16BE with its byte-order mark (PDF 32000-1 §7.9.2.2), so "São Paulo"
 * and "Prescrição" survive; then "\\", "(", ")" and a carriage return (which a reader would turn into a line feed)
 * escaped (§7.3.4.2).
 */
function pdfText(value: string): string {
  const bytes = /^[\x20-\x7e]*$/.test(value) ? value : Buffer.from(`\ufeff${value}`, 'utf16le').swap16().toString('binary');
  return bytes.replace(/[\\()]/g, '\\$&').replace(/\r/g, '\\r');
}
