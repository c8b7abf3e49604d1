import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  base64DecodedSize,
  checkExam,
  checkPhoto,
  cleanFileName,
  examIssues,
  isBase64,
  normalizeContentType,
  photoIssues,
  sniffExamType,
  sniffImageType,
  UPLOAD_MAX_MB_DEFAULT,
} from './upload.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
// "RIFF" <size> "WEBP"
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const PDF = new TextEncoder().encode('%PDF-1.7\n%');
const rules = { maxMb: UPLOAD_MAX_MB_DEFAULT };

describe('sniffImageType: the type the bytes say', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses other files, a RIFF that is not WebP (a WAV) and files too short to tell', () => {
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(PDF)).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVE'))).toBeNull();
    expect(sniffImageType(PNG.slice(0, 7))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkPhoto', () => {
  it('accepts a photo up to the limit and answers the type its bytes say, whatever was declared', () => {
    expect(checkPhoto({ size: 1234, head: PNG, declaredType: 'image/png' }, rules)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkPhoto({ size: 5 * BYTES_PER_MB, head: JPEG, declaredType: 'IMAGE/JPEG; charset=binary' }, rules)).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
    // Declared as PNG, but the bytes are a JPEG: stored as what it is.
    expect(checkPhoto({ size: 10, head: JPEG, declaredType: 'image/png' }, rules)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkPhoto({ size: 10, head: WEBP }, rules)).toEqual({ ok: true, contentType: 'image/webp' });
  });

  it('refuses one byte over the limit, with the limit in MB (the limit is a parameter)', () => {
    expect(checkPhoto({ size: 5 * BYTES_PER_MB + 1, head: PNG, declaredType: 'image/png' }, rules)).toEqual({
      ok: false,
      key: 'fileTooLarge',
      args: [5],
    });
    expect(checkPhoto({ size: 2 * BYTES_PER_MB, head: PNG }, { maxMb: 1 })).toMatchObject({ ok: false, args: [1] });
  });

  it('refuses a renamed file: declared image/png, bytes of a PDF or a GIF', () => {
    expect(checkPhoto({ size: 10, head: PDF, declaredType: 'image/png' }, rules)).toEqual({ ok: false, key: 'fileType', args: [] });
    expect(checkPhoto({ size: 10, head: GIF, declaredType: 'image/jpeg' }, rules)).toMatchObject({ ok: false, key: 'fileType' });
  });

  it('refuses a declared type that is not a photo type even when the bytes are an image', () => {
    expect(checkPhoto({ size: 10, head: PNG, declaredType: 'application/pdf' }, rules)).toMatchObject({ ok: false, key: 'fileType' });
    expect(checkPhoto({ size: 10, head: GIF, declaredType: 'image/gif' }, rules)).toMatchObject({ ok: false, key: 'fileType' });
  });

  it('an empty file is a missing photo', () => {
    expect(checkPhoto({ size: 0, head: new Uint8Array(), declaredType: 'image/png' }, rules)).toMatchObject({ ok: false, key: 'required' });
  });
});

describe('photoIssues: field errors in both languages', () => {
  it('says the limit in MB, in English and Portuguese', () => {
    const big = { size: 6 * BYTES_PER_MB, head: PNG, declaredType: 'image/png' };
    expect(photoIssues(big, rules, 'en')).toEqual([{ field: 'photo', message: 'Photo must be at most 5 MB' }]);
    expect(photoIssues(big, rules, 'pt-BR')).toEqual([{ field: 'photo', message: 'Foto deve ter no máximo 5 MB' }]);
  });

  it('says which types are accepted', () => {
    const pdf = { size: 10, head: PDF, declaredType: 'application/pdf' };
    expect(photoIssues(pdf, rules, 'en')).toEqual([{ field: 'photo', message: 'Photo must be a JPEG, PNG or WebP image' }]);
    expect(photoIssues(pdf, rules, 'pt-BR')).toEqual([{ field: 'photo', message: 'Foto deve ser uma imagem JPEG, PNG ou WebP' }]);
    expect(photoIssues({ size: 10, head: PNG }, rules, 'en')).toEqual([]);
  });
});

describe('base64 helpers', () => {
  it('tells the decoded size without decoding', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const text = Buffer.alloc(size, 7).toString('base64');
      expect(base64DecodedSize(text)).toBe(size);
    }
  });

  it('accepts standard padded base64 only', () => {
    expect(isBase64(Buffer.from('photo!').toString('base64'))).toBe(true);
    expect(isBase64('')).toBe(true);
    expect(isBase64('abc')).toBe(false);
    expect(isBase64('ab-_')).toBe(false);
    expect(isBase64('data:image/png;base64,AAAA')).toBe(false);
  });

  it('normalizes a content type', () => {
    expect(normalizeContentType(' Image/PNG ; q=1')).toBe('image/png');
    expect(normalizeContentType('')).toBeNull();
    expect(normalizeContentType(undefined)).toBeNull();
  });
});

describe('exam files (an appointment’s attachments): PDF, JPEG or PNG by their bytes', () => {
  it('recognises a PDF by "%PDF-", and JPEG and PNG as images; WebP, GIF and text are not exams', () => {
    expect(sniffExamType(PDF)).toBe('application/pdf');
    expect(sniffExamType(JPEG)).toBe('image/jpeg');
    expect(sniffExamType(PNG)).toBe('image/png');
    expect(sniffExamType(WEBP)).toBeNull();
    expect(sniffExamType(GIF)).toBeNull();
    expect(sniffExamType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffExamType(new TextEncoder().encode('hello, %PDF-1.7'))).toBeNull();
  });

  it('accepts an exam up to the limit and answers the type its bytes say', () => {
    expect(checkExam({ size: 10, head: PDF, declaredType: 'application/pdf' }, rules)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkExam({ size: 5 * BYTES_PER_MB, head: PNG, declaredType: 'image/png' }, rules)).toEqual({
      ok: true,
      contentType: 'image/png',
    });
    // Declared as a PDF, but the bytes are a JPEG: stored as what it is.
    expect(checkExam({ size: 10, head: JPEG, declaredType: 'application/pdf' }, rules)).toEqual({ ok: true, contentType: 'image/jpeg' });
  });

  it('refuses an empty file, one byte over the limit, a renamed file and a declared type that is not an exam type', () => {
    expect(checkExam({ size: 0, head: new Uint8Array(), declaredType: 'application/pdf' }, rules)).toMatchObject({ key: 'required' });
    expect(checkExam({ size: 5 * BYTES_PER_MB + 1, head: PDF }, rules)).toEqual({ ok: false, key: 'fileTooLarge', args: [5] });
    expect(checkExam({ size: 10, head: GIF, declaredType: 'application/pdf' }, rules)).toEqual({
      ok: false,
      key: 'examFileType',
      args: [],
    });
    expect(checkExam({ size: 10, head: WEBP, declaredType: 'image/webp' }, rules)).toMatchObject({ ok: false, key: 'examFileType' });
    expect(checkExam({ size: 10, head: PDF, declaredType: 'text/html' }, rules)).toMatchObject({ ok: false, key: 'examFileType' });
  });

  it('says what is accepted, on the field "file", in both languages', () => {
    const gif = { size: 10, head: GIF, declaredType: 'image/gif' };
    expect(examIssues(gif, rules, 'en')).toEqual([{ field: 'file', message: 'File must be a PDF, JPEG or PNG file' }]);
    expect(examIssues(gif, rules, 'pt-BR')).toEqual([{ field: 'file', message: 'Arquivo deve ser um arquivo PDF, JPEG ou PNG' }]);
    expect(examIssues({ size: 6 * BYTES_PER_MB, head: PDF }, rules, 'pt-BR')).toEqual([
      { field: 'file', message: 'Arquivo deve ter no máximo 5 MB' },
    ]);
    expect(examIssues({ size: 10, head: PDF }, rules, 'en')).toEqual([]);
  });

  it('keeps a file name to its last segment, without control characters, at most 200 characters', () => {
    expect(cleanFileName('C:\\Users\\maria\\hemograma.pdf', 'exam')).toBe('hemograma.pdf');
    expect(cleanFileName('../../etc/passwd', 'exam')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf', 'exam')).toBe('abc.pdf');
    expect(cleanFileName('   ', 'exam')).toBe('exam');
    expect(cleanFileName(undefined, 'exam')).toBe('exam');
    expect(cleanFileName('x'.repeat(300), 'exam')).toHaveLength(200);
  });
});
