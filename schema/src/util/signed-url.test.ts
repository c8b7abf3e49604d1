import { describe, expect, it } from 'vitest';
import { FILE_LINK_MAX_TTL_SECONDS, signDocumentLink, signFileLink, verifyDocumentLink, verifyFileLink } from './signed-url.js';

const SECRET = 'test-internal-token-0123456789';
const claims = {
  companyId: '11111111-1111-4111-8111-111111111111',
  appointmentId: '22222222-2222-4222-8222-222222222222',
  filePath: 'company/11111111-1111-4111-8111-111111111111/appointment/22222222-2222-4222-8222-222222222222/file/abc',
  expires: 2_000_000_000,
};

describe('signed file links', () => {
  it('a link verifies until it expires', async () => {
    const sig = await signFileLink(SECRET, claims);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyFileLink(SECRET, claims, sig, claims.expires - 1)).toBe(true);
    expect(await verifyFileLink(SECRET, claims, sig, claims.expires)).toBe(false);
  });

  it('any change of company, appointment, file or expiry, another secret or a garbled signature fails', async () => {
    const sig = await signFileLink(SECRET, claims);
    const now = claims.expires - 60;
    expect(await verifyFileLink(SECRET, { ...claims, companyId: '33333333-3333-4333-8333-333333333333' }, sig, now)).toBe(false);
    expect(await verifyFileLink(SECRET, { ...claims, appointmentId: claims.companyId }, sig, now)).toBe(false);
    expect(await verifyFileLink(SECRET, { ...claims, filePath: `${claims.filePath}x` }, sig, now)).toBe(false);
    expect(await verifyFileLink(SECRET, { ...claims, expires: claims.expires + 3600 }, sig, now)).toBe(false);
    expect(await verifyFileLink('another-secret-0123456789', claims, sig, now)).toBe(false);
    const garbled = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(await verifyFileLink(SECRET, claims, garbled, now)).toBe(false);
    expect(await verifyFileLink(SECRET, claims, 'not base64!', now)).toBe(false);
    expect(await verifyFileLink(SECRET, claims, '', now)).toBe(false);
  });

  it('a link that expires further away than an hour (and its minute of rounding) is refused, even well signed', async () => {
    const now = 1_900_000_000;
    const tenYears = { ...claims, expires: now + 10 * 365 * 86_400 };
    expect(await verifyFileLink(SECRET, tenYears, await signFileLink(SECRET, tenYears), now)).toBe(false);
    const hour = { ...claims, expires: now + FILE_LINK_MAX_TTL_SECONDS + 60 };
    expect(await verifyFileLink(SECRET, hour, await signFileLink(SECRET, hour), now)).toBe(true);
    const beyond = { ...claims, expires: now + FILE_LINK_MAX_TTL_SECONDS + 61 };
    expect(await verifyFileLink(SECRET, beyond, await signFileLink(SECRET, beyond), now)).toBe(false);
  });
});

describe('signed clinical document links', () => {
  const document = {
    companyId: claims.companyId,
    documentId: claims.appointmentId,
    filePath: 'company/x/document/y.pdf',
    readerUserId: '44444444-4444-4444-8444-444444444444',
    readerPlatformAdmin: false,
    expires: claims.expires,
  };
  const now = claims.expires - 60;

  it('verify for their reader only: another reader, the administrator flag or another document fails', async () => {
    const sig = await signDocumentLink(SECRET, document);
    expect(await verifyDocumentLink(SECRET, document, sig, now)).toBe(true);
    expect(await verifyDocumentLink(SECRET, { ...document, readerUserId: '55555555-5555-4555-8555-555555555555' }, sig, now)).toBe(false);
    expect(await verifyDocumentLink(SECRET, { ...document, readerPlatformAdmin: true }, sig, now)).toBe(false);
    expect(await verifyDocumentLink(SECRET, { ...document, documentId: claims.companyId }, sig, now)).toBe(false);
  });

  it('never stand for an appointment file link, nor the other way round (their purposes differ)', async () => {
    const fileSig = await signFileLink(SECRET, { ...claims, appointmentId: document.documentId, filePath: document.filePath });
    expect(await verifyDocumentLink(SECRET, document, fileSig, now)).toBe(false);
  });
});
