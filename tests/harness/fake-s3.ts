import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAuthorization, signV4 } from '@teleconsulta/services/adapters/storage/storage.sigv4';

/**
 * A local stand-in for an S3-compatible store (node:http, objects in memory), so the S3 adapter is tested without any
 * network. Every request must carry a well-formed AWS Signature V4 Authorization header for the test keys, with
 * x-amz-date, x-amz-content-sha256 equal to the body's SHA-256, and a signature that matches the request as received;
 * otherwise 403, as S3 answers. Path-style URLs: /{bucket}/{key}.
 */
export type FakeS3 = {
  url: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request as received: method, path, and what was wrong with it (null when accepted). */
  requests: Array<{ method: string; path: string; refused: string | null }>;
  /** While set, every request answers this status (a provider outage). */
  failWith: number | null;
  close: () => Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What the fake holds between requests. */
type FakeS3State = {
  bucket: string;
  region: string;
  credentials: FakeS3['credentials'];
  objects: FakeS3['objects'];
  requests: FakeS3['requests'];
  failWith: number | null;
};

/** Why the request's signature is refused, or null. */
function checkSignature(state: FakeS3State, req: IncomingMessage, url: URL, body: Buffer): string | null {
  const { credentials, region } = state;
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth) return 'missing or malformed Authorization';
  if (auth.accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (auth.region !== region || auth.service !== 's3') return 'wrong scope';
  const date = req.headers['x-amz-date'];
  if (typeof date !== 'string' || !/^\d{8}T\d{6}Z$/.test(date) || date.slice(0, 8) !== auth.day) return 'bad x-amz-date';
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'x-amz-content-sha256 does not match the body';
  for (const name of ['host', 'x-amz-date', 'x-amz-content-sha256']) if (!auth.signedHeaders.includes(name)) return `${name} not signed`;
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = req.headers[name];
    if (typeof value !== 'string') return `signed header ${name} missing`;
    headers[name] = value;
  }
  const expected = signV4({ method: req.method ?? 'GET', url, headers, payloadHash }, credentials, { region, service: 's3' }, new Date());
  return expected.signature === auth.signature ? null : 'SignatureDoesNotMatch';
}

/** Checks the signature, the outage knob and the bucket, then serves the object. */
async function serve(state: FakeS3State, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const body = await bodyOf(req);
  const refused = checkSignature(state, req, url, body);
  state.requests.push({ method: req.method ?? '', path: url.pathname, refused });
  if (refused) {
    res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('SignatureDoesNotMatch', refused));
    return;
  }
  if (state.failWith) {
    res.writeHead(state.failWith, { 'content-type': 'application/xml' }).end(xmlError('InternalError', 'fake outage'));
    return;
  }
  const [, bucketName, ...keyParts] = url.pathname.split('/');
  const key = keyParts.map(decodeURIComponent).join('/');
  if (bucketName !== state.bucket || !key) {
    res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket', 'no such bucket'));
    return;
  }
  serveObject(state.objects, key, req, res, body);
}

/** PUT, GET, HEAD or DELETE on one object of the bucket. */
function serveObject(objects: FakeS3['objects'], key: string, req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const found = objects.get(key);
  switch (req.method) {
    case 'PUT': {
      objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    case 'GET':
    case 'HEAD': {
      if (!found) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(req.method === 'GET' ? xmlError('NoSuchKey', 'no such key') : undefined);
        return;
      }
      res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.bytes.byteLength) });
      res.end(req.method === 'GET' ? found.bytes : undefined);
      return;
    }
    case 'DELETE': {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    default:
      res.writeHead(405).end();
  }
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const state: FakeS3State = {
    bucket: options.bucket ?? 'teleconsulta-test',
    region: options.region ?? 'sa-east-1',
    credentials: { accessKeyId: 'AKIAFAKES3TEST000001', secretAccessKey: 'fake/secret/for/tests/only/0123456789abcd' },
    objects: new Map(),
    requests: [],
    failWith: null,
  };
  const server: Server = createServer((req, res) => serve(state, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeS3 = {
    url: `http://127.0.0.1:${port}`,
    bucket: state.bucket,
    credentials: state.credentials,
    region: state.region,
    objects: state.objects,
    requests: state.requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** The services' environment for FILE_STORAGE=s3 against this fake. */
export const s3Env = (fake: FakeS3): Record<string, string> => ({
  FILE_STORAGE: 's3',
  S3_ENDPOINT: fake.url,
  S3_BUCKET: fake.bucket,
  S3_REGION: fake.region,
  S3_ACCESS_KEY_ID: fake.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: fake.credentials.secretAccessKey,
});
