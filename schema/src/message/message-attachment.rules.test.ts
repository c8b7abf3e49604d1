import { describe, expect, it } from 'vitest';
import { signFileLink, signMessageAttachmentLink, verifyFileLink, verifyMessageAttachmentLink } from '../util/signed-url.js';
import { BYTES_PER_MB } from '../util/upload.js';
import { attachmentsFit, checkMessageAttachment, MESSAGE_ATTACHMENTS_MAX, tooManyAttachmentsText } from './message-attachment.rules.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const TEXT = new TextEncoder().encode('just text\n');
const rules = { maxMb: 5 };

describe('message attachment rules', () => {
  it('checks a file as an exam: PDF, JPEG or PNG by its bytes, at most the limit', () => {
    expect(checkMessageAttachment({ size: 5 * BYTES_PER_MB, head: PDF, declaredType: 'application/pdf' }, rules)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkMessageAttachment({ size: 5 * BYTES_PER_MB + 1, head: PDF }, rules)).toEqual({ ok: false, key: 'fileTooLarge', args: [5] });
    expect(checkMessageAttachment({ size: 10, head: TEXT, declaredType: 'text/plain' }, rules)).toMatchObject({
      ok: false,
      key: 'examFileType',
    });
    expect(checkMessageAttachment({ size: 10, head: TEXT, declaredType: 'application/pdf' }, rules)).toMatchObject({
      ok: false,
      key: 'examFileType',
    });
    expect(checkMessageAttachment({ size: 0, head: PDF }, rules)).toMatchObject({ ok: false, key: 'required' });
  });

  it('takes at most 5 files on one message', () => {
    expect(MESSAGE_ATTACHMENTS_MAX).toBe(5);
    expect(attachmentsFit(0)).toBe(true);
    expect(attachmentsFit(4)).toBe(true);
    expect(attachmentsFit(5)).toBe(false);
    expect(attachmentsFit(0, 5)).toBe(true);
    expect(attachmentsFit(0, 6)).toBe(false);
    expect(attachmentsFit(2, 4)).toBe(false);
    expect(attachmentsFit(0, -1)).toBe(false);
  });

  it('says why in both languages', () => {
    expect(tooManyAttachmentsText('en')).toBe('At most 5 files can be attached to a message');
    expect(tooManyAttachmentsText('pt-BR')).toBe('No máximo 5 arquivos podem ser anexados a uma mensagem');
  });
});

describe('signed message attachment links', () => {
  const SECRET = 'test-internal-token-0123456789';
  const claims = {
    companyId: '11111111-1111-4111-8111-111111111111',
    messageId: '22222222-2222-4222-8222-222222222222',
    filePath: 'company/11111111-1111-4111-8111-111111111111/message/22222222-2222-4222-8222-222222222222/attachment/abc',
    expires: 2_000_000_000,
  };
  const now = claims.expires - 60;

  it('verifies until it expires; any change of its claims fails', async () => {
    const sig = await signMessageAttachmentLink(SECRET, claims);
    expect(await verifyMessageAttachmentLink(SECRET, claims, sig, now)).toBe(true);
    expect(await verifyMessageAttachmentLink(SECRET, claims, sig, claims.expires)).toBe(false);
    expect(await verifyMessageAttachmentLink(SECRET, { ...claims, messageId: claims.companyId }, sig, now)).toBe(false);
    expect(await verifyMessageAttachmentLink(SECRET, { ...claims, filePath: `${claims.filePath}x` }, sig, now)).toBe(false);
  });

  it('is never an appointment file’s link, nor the other way round (a purpose of its own)', async () => {
    const asFile = { companyId: claims.companyId, appointmentId: claims.messageId, filePath: claims.filePath, expires: claims.expires };
    const messageSig = await signMessageAttachmentLink(SECRET, claims);
    expect(await verifyFileLink(SECRET, asFile, messageSig, now)).toBe(false);
    const fileSig = await signFileLink(SECRET, asFile);
    expect(await verifyMessageAttachmentLink(SECRET, claims, fileSig, now)).toBe(false);
  });
});
