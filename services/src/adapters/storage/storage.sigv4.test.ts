import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, parseAuthorization, sha256Hex, signV4, uriEncode } from './storage.sigv4.js';

/**
 * Known answers published by AWS: the S3 "GET Object" example of "Signature Calculations for the Authorization Header:
 * Transferring Payload in a Single Chunk" (Amazon S3 API Reference), and two requests of the Signature Version 4 test
 * suite (get-vanilla, get-vanilla-empty-query-key). The example keys are AWS's documentation keys, not secrets.
 */
describe('AWS Signature Version 4', () => {
  it('signs the S3 documentation example GET /test.txt (Range bytes=0-9) to its published signature', () => {
    const signed = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { region: 'us-east-1', service: 's3' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  const suite = {
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    scope: { region: 'us-east-1', service: 'service' },
    date: new Date('2015-08-30T12:36:00Z'),
  };

  it.each([
    ['get-vanilla', 'https://example.amazonaws.com/', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31'],
    [
      'get-vanilla-empty-query-key',
      'https://example.amazonaws.com/?Param1=value1',
      'a67d582fa61cc504c4bae71f336f98b97f1ea3c7a6bfe1b6e45aec72011b9aeb',
    ],
  ])('signs the test suite’s %s request to its published signature', (_name, url, signature) => {
    const signed = signV4(
      { method: 'GET', url: new URL(url), headers: {}, payloadHash: EMPTY_PAYLOAD_HASH },
      suite.credentials,
      suite.scope,
      suite.date,
    );
    expect(signed.signature).toBe(signature);
    expect(signed.headers).toMatchObject({ host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' });
  });

  it('changes the signature when anything signed changes', () => {
    const base = { method: 'PUT', url: new URL('http://127.0.0.1:9000/bucket/a.png'), headers: {}, payloadHash: sha256Hex('x') };
    const sign = (request: typeof base) => signV4(request, suite.credentials, { region: 'sa-east-1', service: 's3' }, suite.date).signature;
    const reference = sign(base);
    expect(sign({ ...base, payloadHash: sha256Hex('y') })).not.toBe(reference);
    expect(sign({ ...base, url: new URL('http://127.0.0.1:9000/bucket/b.png') })).not.toBe(reference);
    expect(sign({ ...base, headers: { 'content-type': 'image/png' } })).not.toBe(reference);
  });

  it('encodes as RFC 3986 and reads back a well-formed Authorization header', () => {
    expect(uriEncode("a b/c!'()*~")).toBe('a%20b%2Fc%21%27%28%29%2A~');
    const signed = signV4(
      { method: 'GET', url: new URL('https://example.amazonaws.com/'), headers: {}, payloadHash: EMPTY_PAYLOAD_HASH },
      suite.credentials,
      suite.scope,
      suite.date,
    );
    expect(parseAuthorization(signed.headers.authorization)).toEqual({
      accessKeyId: 'AKIDEXAMPLE',
      day: '20150830',
      region: 'us-east-1',
      service: 'service',
      signedHeaders: ['host', 'x-amz-date'],
      signature: '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    });
    expect(parseAuthorization('AWS4-HMAC-SHA256 Credential=x, Signature=abc')).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });
});
