/**
 * The document-signing adapter (ARCHITECTURE.md Adapters; ADR 0035): signs a clinical PDF (prescription, medical
 * certificate, exam request, report) for the professional who issues it. The built-in provider signs locally with the
 * professional's ICP-Brasil A1 certificate (a PKCS#12 file and its password); remote-signature providers (cloud
 * certificates, GOV.BR) come behind the same interface.
 */
export interface DocumentSigning {
  readonly kind: 'a1';
  /**
   * The PDF signed for the signer: a new buffer, the input left untouched. Any failure throws SigningError; a
   * half-signed document is never answered.
   */
  sign(pdf: Buffer, signer: DocumentSigner): Promise<Buffer>;
}

/** Who signs, and what the signature dictionary says (its Name, Reason, Location and ContactInfo fields). */
export type DocumentSigner = {
  /** The professional's name as the document shows it. */
  name: string;
  /** The professional's CPF (digits, punctuation allowed): the certificate must be issued to it. */
  cpf: string;
  /** Why the document is signed, e.g. "Prescrição médica". */
  reason: string;
  /** Where, e.g. "São Paulo, SP". */
  location: string;
  /** How to reach the signer, e.g. "CRM-SP 123456"; empty when not given. */
  contactInfo?: string;
  credential: SigningCredential;
};

/** The A1 certificate: the PKCS#12 file (.pfx/.p12) the professional uploaded, and its password. */
export type SigningCredential = { kind: 'a1'; pkcs12: Buffer; password: string };

/**
 * Why a document was not signed:
 * - NOT_PKCS12: the credential is not a PKCS#12 with a private key and its certificate;
 * - WRONG_PASSWORD: the PKCS#12 does not open with the password;
 * - EXPIRED: the certificate is expired, or not valid yet, at the signing instant;
 * - NO_CPF: the certificate carries no valid CPF in its subject alternative name (not an ICP-Brasil person's A1);
 * - CPF_MISMATCH: the certificate belongs to someone other than the signer;
 * - NOT_PDF: the document cannot be read as a PDF;
 * - FAILED: the signing library failed.
 */
export type SigningFailure = 'NOT_PKCS12' | 'WRONG_PASSWORD' | 'EXPIRED' | 'NO_CPF' | 'CPF_MISMATCH' | 'NOT_PDF' | 'FAILED';

export class SigningError extends Error {
  override readonly name = 'SigningError';
  constructor(
    readonly reason: SigningFailure,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${reason}: ${detail}` : reason, options);
  }
}
