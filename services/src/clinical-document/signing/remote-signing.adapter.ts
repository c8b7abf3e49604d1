import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { now as clockNow, normalizeCpf } from '@teleconsulta/schema';
import forge from 'node-forge';
import { z } from 'zod';
import { CmsSigner } from './cms-signer.js';
import { holderOf } from './icp-brasil-holder.js';
import { withSignaturePlaceholder } from './pdf-placeholder.js';
import { type DocumentSigning, SigningError } from './signing.port.js';

/**
 * A remote-signature provider: a PSC holding the professional's cloud certificate (BirdID, VIDaaS, SafeID, NeoID,
 * SerproID…), through the shape ITI's "API de assinatura em nuvem" gives them all, under the PSC's base URL:
 * - `GET /v0/oauth/certificate-discovery` with the access token (Bearer) answers `{ certificates: [{ alias,
 *   certificate }] }`, the certificate PEM (several PEM blocks: the signer's first, then its chain) or base64 DER;
 * - `POST /v0/oauth/signature` with the token and `{ certificate_alias, hashes: [{ id, alias, hash (base64),
 *   hash_algorithm: "2.16.840.1.101.3.4.2.1", signature_format: "RAW", padding_method: "PKCS1V1_5" }] }` answers
 *   `{ signatures: [{ id, raw_signature (base64) }] }`: RSA PKCS#1 v1.5 over each SHA-256 hash.
 * The token comes from the OAuth2 authorisation (code + PKCE, `/v0/oauth/authorize` and `/v0/oauth/token`) the
 * professional grants the application in the apps; that flow is not here.
 *
 * The key never leaves the PSC, so the CMS is built here (cms-signed-data.ts): a PAdES baseline B-B signature,
 * SubFilter ETSI.CAdES.detached, its signed attributes content type, message digest and ESS signing-certificate-v2,
 * the signing instant in the dictionary's /M. The certificate must be the signer's (their CPF) and valid at `now`;
 * the PSC's signature is verified with it before the document is answered. Failures: UNAUTHORIZED (401/403: the
 * token expired or was revoked), PROVIDER_FAILED (unreachable, no answer within `timeoutMs`, another HTTP error, an
 * unreadable answer, a signature that does not verify), CPF_MISMATCH, NO_CPF, EXPIRED, NOT_PDF, FAILED.
 */
export function remoteSigning(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number; now?: () => Date }): DocumentSigning {
  const psc = pscClient(options.baseUrl.replace(/\/+$/, ''), options.fetch ?? fetch, options.timeoutMs ?? 20_000);
  const now = options.now ?? clockNow;
  return {
    kind: 'remote',
    async sign(pdf, signer) {
      const { credential } = signer;
      if (credential.kind !== 'remote') throw new SigningError('UNAUTHORIZED', 'not a remote-signature credential');
      const at = now();
      const certificate = pickCertificate(await psc.certificates(credential.accessToken), normalizeCpf(signer.cpf), at);
      const prepared = await withSignaturePlaceholder(pdf, signer, at, 'ETSI.CAdES.detached');
      const cms = new CmsSigner(async (signedAttributesDer) => {
        const hash = createHash('sha256').update(signedAttributesDer).digest();
        const signature = await psc.signHash(credential.accessToken, certificate.alias, hash);
        const verified = createVerify('sha256').update(signedAttributesDer).verify(certificate.publicKeyPem, signature);
        if (!verified) throw new SigningError('PROVIDER_FAILED', 'the signature does not verify with the certificate');
        return signature;
      }, certificate);
      try {
        return await new SignPdf().sign(prepared, cms, at);
      } catch (error) {
        if (error instanceof SigningError) throw error;
        throw new SigningError('FAILED', error instanceof Error ? error.message : undefined, { cause: error });
      }
    },
  };
}

/** A certificate the PSC holds for the professional: its alias there, its DER and chain, whom it names. */
type RemoteCertificate = {
  alias: string;
  der: Buffer;
  chain: Buffer[];
  cpf: string | null;
  notBefore: Date;
  notAfter: Date;
  publicKeyPem: string;
};

/** The signer's certificate among those the PSC answers: the one issued to their CPF, valid at the signing instant. */
function pickCertificate(certificates: RemoteCertificate[], cpf: string, at: Date): RemoteCertificate {
  if (certificates.length === 0) throw new SigningError('PROVIDER_FAILED', 'the provider holds no certificate for the token');
  const theirs = certificates.filter((certificate) => certificate.cpf === cpf);
  if (theirs.length === 0) {
    const someCpf = certificates.some((certificate) => certificate.cpf !== null);
    if (someCpf) throw new SigningError('CPF_MISMATCH', 'the certificate is issued to another CPF');
    throw new SigningError('NO_CPF', 'no otherName 2.16.76.1.3.1 with a valid CPF');
  }
  const valid = theirs.find((certificate) => certificate.notBefore <= at && at <= certificate.notAfter);
  if (valid) return valid;
  const [first] = theirs as [RemoteCertificate];
  if (at < first.notBefore) throw new SigningError('EXPIRED', `not valid before ${first.notBefore.toISOString()}`);
  throw new SigningError('EXPIRED', `expired on ${first.notAfter.toISOString()}`);
}

const SHA256_OID = '2.16.840.1.101.3.4.2.1';

const ZCertificates = z.looseObject({
  certificates: z.array(z.looseObject({ alias: z.string().min(1), certificate: z.string().min(1) })),
});
const ZSignatures = z.looseObject({
  signatures: z.array(z.looseObject({ id: z.string(), raw_signature: z.string().min(1) })),
});

/** The two calls to the PSC; every failure a SigningError (UNAUTHORIZED or PROVIDER_FAILED). */
function pscClient(baseUrl: string, fetchImpl: typeof fetch, timeoutMs: number) {
  async function call(path: string, accessToken: string, body?: unknown): Promise<unknown> {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const detail = timedOut ? `no answer within ${timeoutMs} ms` : 'the provider could not be reached';
      throw new SigningError('PROVIDER_FAILED', detail, { cause: error });
    }
    if (res.status === 401 || res.status === 403) {
      throw new SigningError('UNAUTHORIZED', `the provider refused the access token (${res.status})`);
    }
    if (!res.ok) throw new SigningError('PROVIDER_FAILED', `the provider answered ${res.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new SigningError('PROVIDER_FAILED', 'the answer is not JSON', { cause: error });
    }
  }

  return {
    async certificates(accessToken: string): Promise<RemoteCertificate[]> {
      const answer = ZCertificates.safeParse(await call('/v0/oauth/certificate-discovery', accessToken));
      if (!answer.success) throw new SigningError('PROVIDER_FAILED', 'the answer has no certificates');
      return answer.data.certificates.map(({ alias, certificate }) => readCertificate(alias, certificate));
    },

    async signHash(accessToken: string, alias: string, hash: Buffer): Promise<Buffer> {
      const id = createHash('sha256').update(hash).digest('hex').slice(0, 16);
      const body = {
        certificate_alias: alias,
        hashes: [
          {
            id,
            alias: 'clinical-document.pdf',
            hash: hash.toString('base64'),
            hash_algorithm: SHA256_OID,
            signature_format: 'RAW',
            padding_method: 'PKCS1V1_5',
          },
        ],
      };
      const answer = ZSignatures.safeParse(await call('/v0/oauth/signature', accessToken, body));
      const signature = answer.success ? answer.data.signatures.find((s) => s.id === id) : undefined;
      if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature.raw_signature)) {
        throw new SigningError('PROVIDER_FAILED', 'the answer has no signature for the hash sent');
      }
      return Buffer.from(signature.raw_signature.replace(/\s/g, ''), 'base64');
    },
  };
}

/** A certificate as the PSC gives it: PEM blocks (the signer's first, then its chain) or one base64 DER. */
function readCertificate(alias: string, text: string): RemoteCertificate {
  const blocks = [...text.matchAll(/-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/g)].map(([, body]) =>
    Buffer.from((body ?? '').replace(/\s/g, ''), 'base64'),
  );
  const [der, ...chain] = blocks.length > 0 ? blocks : [Buffer.from(text.replace(/\s/g, ''), 'base64')];
  try {
    const x509 = new X509Certificate(der as Buffer);
    const issuers = chain.map((issuer) => new X509Certificate(issuer));
    const certificate = forge.pki.certificateFromAsn1(forge.asn1.fromDer((der as Buffer).toString('binary')));
    return {
      alias,
      der: Buffer.from(x509.raw),
      chain: issuers.map((issuer) => Buffer.from(issuer.raw)),
      cpf: holderOf(certificate)?.cpf ?? null,
      notBefore: certificate.validity.notBefore,
      notAfter: certificate.validity.notAfter,
      publicKeyPem: x509.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  } catch (error) {
    throw new SigningError('PROVIDER_FAILED', 'the certificate cannot be read', { cause: error });
  }
}
