import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (the Authorization header form), written from AWS's specification with node:crypto: no SDK.
 * Used by the S3 adapter, and by the tests' fake S3 server to check what the adapter sends.
 */
export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string };
export type SigV4Scope = { region: string; service: string };

export type SigV4Request = {
  method: string;
  url: URL;
  /** The headers to sign (any case); host is added from the URL when missing, x-amz-date from the date. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (S3 also sends it as x-amz-content-sha256). */
  payloadHash: string;
};

export type SigV4Signature = {
  /** The headers to send: the given ones, host and x-amz-date, and authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
};

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding: every byte but the unreserved characters A–Z a–z 0–9 - . _ ~ (encodeURIComponent leaves !'()* alone). */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20130524T000000Z */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Each path segment decoded and encoded once (S3 neither normalizes nor double-encodes paths). */
function canonicalUri(url: URL): string {
  const path = url.pathname || '/';
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** The signing key: HMAC chain over the date, region, service and "aws4_request". */
export function signingKey(secretAccessKey: string, day: string, scope: SigV4Scope): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
}

export function signV4(request: SigV4Request, credentials: SigV4Credentials, scope: SigV4Scope, date: Date): SigV4Signature {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers.host ??= request.url.host;
  headers['x-amz-date'] ??= amzDate(date);
  const stamp = headers['x-amz-date'];
  const day = stamp.slice(0, 8);

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri(request.url),
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [ALGORITHM, stamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, scope))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers: { ...headers, authorization }, canonicalRequest, stringToSign, signature };
}

/** The parts of an Authorization header of this form; null when it is not well-formed. */
export function parseAuthorization(header: string | undefined): {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
} | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9-]+(?:;[a-z0-9-]+)*), ?Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return null;
  const [, accessKeyId, day, region, service, signed, signature] = match;
  return {
    accessKeyId: accessKeyId!,
    day: day!,
    region: region!,
    service: service!,
    signedHeaders: signed!.split(';'),
    signature: signature!,
  };
}
