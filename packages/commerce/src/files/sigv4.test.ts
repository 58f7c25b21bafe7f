import { describe, expect, it } from 'vitest';
import {
  canonicalRequest,
  EMPTY_PAYLOAD_HASH,
  encodeS3Key,
  headersToSign,
  sha256Hex,
  signRequest,
  stringToSign,
  type SigV4Credentials,
} from './sigv4';

/**
 * The "GET Object" example of the Amazon S3 documentation (Signature Version 4,
 * "Examples: Signature Calculations in AWS Signature Version 4"): the example
 * credentials, bucket `examplebucket`, object `test.txt`, the first ten bytes,
 * on 24 May 2013 at midnight UTC in us-east-1.
 */
const AWS_EXAMPLE: SigV4Credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const EXAMPLE_TIME = new Date('2013-05-24T00:00:00Z');
const EXAMPLE_REQUEST = {
  method: 'GET',
  url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
  headers: { Range: 'bytes=0-9' },
  payloadHash: EMPTY_PAYLOAD_HASH,
};

describe('AWS Signature Version 4', () => {
  it('hashes the empty body as S3 documents it', () => {
    expect(sha256Hex('')).toBe(EMPTY_PAYLOAD_HASH);
  });

  it('builds the documented canonical request and string to sign', () => {
    const canonical = canonicalRequest(EXAMPLE_REQUEST, headersToSign(EXAMPLE_REQUEST, EXAMPLE_TIME));
    expect(canonical).toBe(
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
    // The documentation's hash of that canonical request.
    expect(sha256Hex(canonical)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(stringToSign(canonical, EXAMPLE_TIME, AWS_EXAMPLE)).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
  });

  it('produces the documented Authorization header', () => {
    const headers = signRequest(EXAMPLE_REQUEST, AWS_EXAMPLE, EXAMPLE_TIME);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_HASH);
    expect(headers).not.toHaveProperty('host');
  });

  it('changes the signature with any signed part (secret, range, time)', () => {
    const base = signRequest(EXAMPLE_REQUEST, AWS_EXAMPLE, EXAMPLE_TIME).authorization;
    expect(signRequest(EXAMPLE_REQUEST, { ...AWS_EXAMPLE, secretAccessKey: 'x' }, EXAMPLE_TIME).authorization).not.toBe(
      base,
    );
    expect(
      signRequest({ ...EXAMPLE_REQUEST, headers: { Range: 'bytes=0-10' } }, AWS_EXAMPLE, EXAMPLE_TIME).authorization,
    ).not.toBe(base);
    expect(signRequest(EXAMPLE_REQUEST, AWS_EXAMPLE, new Date('2013-05-24T00:00:01Z')).authorization).not.toBe(base);
  });

  it('encodes keys once per segment and sorts the query', () => {
    expect(encodeS3Key('uploads/a b+c/(x).png')).toBe('uploads/a%20b%2Bc/%28x%29.png');
    const request = {
      method: 'GET',
      url: new URL('https://h.example/b/k?z=1&a=2&a=1'),
      payloadHash: EMPTY_PAYLOAD_HASH,
    };
    expect(canonicalRequest(request, {}).split('\n')[2]).toBe('a=1&a=2&z=1');
  });
});
