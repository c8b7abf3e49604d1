import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import { buildCmsSignedData } from './cms-signed-data.js';

/**
 * The CMS for @signpdf/signpdf, over the bytes it hands over (the PDF without /Contents): our CAdES-B-B SignedData
 * (cms-signed-data.ts) with the signer's certificate and chain, its signed attributes signed by `sign` — with a key on
 * this machine (an A1) or at a provider (a cloud certificate). One builder for every provider: every document gets the
 * signing-certificate-v2 attribute PAdES baseline B-B asks for.
 */
export class CmsSigner extends Signer {
  constructor(
    private readonly signAttributes: (signedAttributesDer: Buffer) => Promise<Buffer>,
    private readonly certificate: { der: Buffer; chain: Buffer[] },
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return buildCmsSignedData({
      contentDigest: createHash('sha256').update(pdfBuffer).digest(),
      signerCertificate: this.certificate.der,
      chain: this.certificate.chain,
      sign: this.signAttributes,
    });
  }
}
