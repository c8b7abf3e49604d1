import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { now as clockNow, normalizeCpf } from '@teleconsulta/schema';
import { PDFDocument } from 'pdf-lib';
import { readA1Certificate } from './a1-certificate.js';
import { type DocumentSigner, type DocumentSigning, SigningError } from './signing.port.js';

/**
 * Room for the CMS in /Contents (bytes; twice that in hex): the signature and every certificate of the PKCS#12. An
 * ICP-Brasil chain of four 4096-bit certificates takes about 8 kB, beyond @signpdf's 8 kB default.
 */
const SIGNATURE_ROOM = 16_384;

/**
 * The built-in signing provider: the professional's A1 (PKCS#12) signs on this machine with @signpdf. The signature is
 * a detached CMS (SubFilter adbe.pkcs7.detached) over the whole file but /Contents, SHA-256 with RSA, its signed
 * attributes the content type, the signing time and the message digest, and it carries every certificate of the file.
 * The certificate is checked first (readA1Certificate) and must be the signer's (their CPF); `now` is the signing
 * instant, for the validity check, the signed attribute and the dictionary's /M alike.
 */
export function a1Signing(options: { now?: () => Date } = {}): DocumentSigning {
  const now = options.now ?? clockNow;
  return {
    kind: 'a1',
    async sign(pdf, signer) {
      const at = now();
      const certificate = readA1Certificate(signer.credential, at);
      if (certificate.holder.cpf !== normalizeCpf(signer.cpf)) {
        throw new SigningError('CPF_MISMATCH', 'the certificate is issued to another CPF');
      }
      const prepared = await withPlaceholder(pdf, signer, at);
      try {
        const p12 = new P12Signer(signer.credential.pkcs12, { passphrase: signer.credential.password });
        return await new SignPdf().sign(prepared, p12, at);
      } catch (error) {
        throw new SigningError('FAILED', error instanceof Error ? error.message : undefined, { cause: error });
      }
    },
  };
}

/** The PDF rewritten with an empty signature field, its dictionary filled from the signer. */
async function withPlaceholder(pdf: Buffer, signer: DocumentSigner, at: Date): Promise<Buffer> {
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
