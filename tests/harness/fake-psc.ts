import { constants, privateEncrypt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { IssuedKey } from '@teleconsulta/services/clinical-document/signing/test-chain';
import { fakeHttp } from './fake-http.js';

/**
 * A local stand-in for a PSC's cloud-certificate API (ITI's "API de assinatura em nuvem", the shape BirdID, VIDaaS,
 * NeoID… share), so the remote-signature adapter is tested without any network. It holds one key pair and its
 * certificate (test-chain.ts's issueKey) and, for the access token it was given (Bearer; anything else is 401):
 * - `GET /v0/oauth/certificate-discovery` answers `{ status: "S", certificates: [{ alias, certificate }] }`, the
 *   certificate PEM followed by its chain's;
 * - `POST /v0/oauth/signature` `{ certificate_alias, hashes: [{ id, hash, hash_algorithm, signature_format }] }`
 *   answers `{ signatures: [{ id, raw_signature }] }`: RSA PKCS#1 v1.5 with the key over each SHA-256 hash (RAW).
 * Knobs: `failNext` makes the next request (or the next to a path) answer 500, a body that is not JSON, a signature
 * made with the wrong bytes, or hang (the client's time-out).
 */
export type FakePscFailure = '500' | 'malformed' | 'bad-signature' | 'hang';

export type FakePsc = {
  url: string;
  /** The certificate's alias at the fake. */
  alias: string;
  /** Every SHA-256 hash signed, in order. */
  signed: Buffer[];
  /** Every request, "METHOD /path" and whether its token was accepted. */
  requests: Array<{ call: string; authorized: boolean }>;
  failNext: (kind: FakePscFailure, on?: 'GET /v0/oauth/certificate-discovery' | 'POST /v0/oauth/signature') => void;
  close: () => Promise<void>;
};

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
/** DigestInfo's DER before the 32 hash bytes: SEQUENCE { AlgorithmIdentifier { sha256, NULL }, OCTET STRING }. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

type HashToSign = { id?: unknown; hash?: unknown; hash_algorithm?: unknown; signature_format?: unknown };

export async function startFakePsc(options: { accessToken: string; key: IssuedKey; alias?: string }): Promise<FakePsc> {
  const base = fakeHttp<FakePscFailure>();
  const alias = options.alias ?? 'e-CPF A3 em nuvem';
  const signed: Buffer[] = [];
  const requests: FakePsc['requests'] = [];
  const certificate = [options.key.certificatePem, ...options.key.chainPem].join('');

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const call = `${req.method} ${path}`;
    const authorized = req.headers.authorization === `Bearer ${options.accessToken}`;
    requests.push({ call, authorized });
    const body = await text(req);
    const failure = base.takeFailure(req.method ?? 'GET', path);
    if (failure === 'hang') return base.hang(res);
    const send = (status: number, answer: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    if (failure === '500') return send(500, '<html>Internal Server Error</html>');
    if (failure === 'malformed') return send(200, '<html>not json');
    if (!authorized) return send(401, { error: 'invalid_token', error_description: 'token expired or invalid' });

    if (call === 'GET /v0/oauth/certificate-discovery') return send(200, { status: 'S', certificates: [{ alias, certificate }] });
    if (call !== 'POST /v0/oauth/signature') return send(404, { error: 'not_found' });
    let request: { certificate_alias?: unknown; hashes?: HashToSign[] };
    try {
      request = JSON.parse(body);
    } catch {
      return send(400, { error: 'invalid_request' });
    }
    if (request.certificate_alias !== alias || !Array.isArray(request.hashes)) return send(400, { error: 'invalid_request' });
    const signatures = [];
    for (const item of request.hashes) {
      const hash = typeof item.hash === 'string' ? Buffer.from(item.hash, 'base64') : Buffer.alloc(0);
      if (hash.length !== 32 || item.hash_algorithm !== SHA256_OID || item.signature_format !== 'RAW') {
        return send(400, { error: 'invalid_hash' });
      }
      signed.push(hash);
      const toSign = failure === 'bad-signature' ? Buffer.alloc(32, 7) : hash;
      const signature = privateEncrypt(
        { key: options.key.privateKeyPem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, toSign]),
      );
      signatures.push({ id: item.id, raw_signature: signature.toString('base64') });
    }
    return send(200, { signatures, certificate_alias: alias });
  });

  const url = await base.listen(server);
  return {
    url,
    alias,
    signed,
    requests,
    failNext: (kind, on) => base.failNext(kind, on ?? null),
    close: () => base.close(server),
  };
}

function text(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
