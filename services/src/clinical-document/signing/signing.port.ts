/**
 * The document-signing adapter (ARCHITECTURE.md Adapters; ADR 0035): signs a clinical PDF (prescription, medical
 * certificate, exam request, report) for the professional who issues it. The built-in provider signs locally with the
 * professional's ICP-Brasil A1 certificate (a PKCS#12 file and its password); a remote-signature provider (a cloud
 * certificate held by a PSC, ITI's "assinatura em nuvem" API) signs the hash the application sends it, the key never
 * leaving the PSC; GOV.BR would come behind the same interface.
 */
export interface DocumentSigning {
  readonly kind: 'a1' | 'remote';
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

/** How the signer signs: with an A1 certificate, or through a remote-signature provider (a cloud certificate). */
export type SigningCredential = A1Credential | RemoteCredential;

/** The A1 certificate: the PKCS#12 file (.pfx/.p12) the professional uploaded, and its password. */
export type A1Credential = { kind: 'a1'; pkcs12: Buffer; password: string };

/**
 * A cloud certificate: the access token the PSC gave the application when the professional authorised it (OAuth2,
 * for one signature or a session); it lets the application ask for the certificate and have hashes signed.
 */
export type RemoteCredential = { kind: 'remote'; accessToken: string };

/**
 * Why a document was not signed:
 * - NOT_PKCS12: the credential is not a PKCS#12 with a private key and its certificate (or not an A1 credential);
 * - WRONG_PASSWORD: the PKCS#12 does not open with the password;
 * - EXPIRED: the certificate is expired, or not valid yet, at the signing instant;
 * - NO_CPF: the certificate carries no valid CPF in its subject alternative name (not an ICP-Brasil person's A1);
 * - CPF_MISMATCH: the certificate belongs to someone other than the signer;
 * - NOT_PDF: the document cannot be read as a PDF;
 * - FAILED: the signing library failed;
 * - UNAUTHORIZED: the remote-signature provider refused the access token (expired, revoked, not for signing; 401/403),
 *   or the credential is not a remote one;
 * - PROVIDER_FAILED: the remote-signature provider could not be reached, did not answer in time, answered another
 *   HTTP error, or answered something unreadable (no certificate, a signature that does not verify).
 */
export type SigningFailure =
  | 'NOT_PKCS12'
  | 'WRONG_PASSWORD'
  | 'EXPIRED'
  | 'NO_CPF'
  | 'CPF_MISMATCH'
  | 'NOT_PDF'
  | 'FAILED'
  | 'UNAUTHORIZED'
  | 'PROVIDER_FAILED';

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
