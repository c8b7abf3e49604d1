import { createSign } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { now as clockNow, normalizeCpf } from '@teleconsulta/schema';
import forge from 'node-forge';
import { readA1Certificate } from './a1-certificate.js';
import { CmsSigner } from './cms-signer.js';
import { withSignaturePlaceholder } from './pdf-placeholder.js';
import { type DocumentSigning, SigningError } from './signing.port.js';

const derOf = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/**
 * The built-in signing provider: the professional's A1 (PKCS#12) signs on this machine. The signature is a PAdES
 * baseline B-B one (SubFilter ETSI.CAdES.detached): a detached CMS over the whole file but /Contents, SHA-256 with RSA,
 * its signed attributes the content type, the message digest and the ESS signing-certificate-v2, carrying the
 * certificate and its chain (cms-signed-data.ts, shared with the remote providers); the claimed signing time is the
 * dictionary's /M. The certificate is checked first (readA1Certificate) and must be the signer's (their CPF); `now` is
 * the signing instant, for the validity check and /M alike.
 */
export function a1Signing(options: { now?: () => Date } = {}): DocumentSigning {
  const now = options.now ?? clockNow;
  return {
    kind: 'a1',
    async sign(pdf, signer) {
      const at = now();
      const { credential } = signer;
      if (credential.kind !== 'a1') throw new SigningError('NOT_PKCS12', 'not an A1 credential');
      const certificate = readA1Certificate(credential, at);
      if (certificate.holder.cpf !== normalizeCpf(signer.cpf)) {
        throw new SigningError('CPF_MISMATCH', 'the certificate is issued to another CPF');
      }
      const prepared = await withSignaturePlaceholder(pdf, signer, at, 'ETSI.CAdES.detached');
      const key = forge.pki.privateKeyToPem(certificate.privateKey);
      const cms = new CmsSigner(async (signedAttributesDer) => createSign('sha256').update(signedAttributesDer).sign(key), {
        der: derOf(certificate.certificate),
        chain: certificate.chain.map(derOf),
      });
      try {
        return await new SignPdf().sign(prepared, cms, at);
      } catch (error) {
        throw new SigningError('FAILED', error instanceof Error ? error.message : undefined, { cause: error });
      }
    },
  };
}
