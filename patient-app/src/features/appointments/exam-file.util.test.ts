import { describe, expect, it } from 'vitest';
import { formatFileSize, readExamFile, toBase64 } from './exam-file.util';

const PDF = new TextEncoder().encode('%PDF-1.4\n% a tiny exam\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('readExamFile', () => {
  it('accepts a PDF and reads it as base64, with the type its bytes say', async () => {
    const checked = await readExamFile(new File([PDF], 'hemograma.pdf', { type: 'application/pdf' }), 5, 'en');
    expect(checked).toEqual({
      ok: true,
      file: { fileName: 'hemograma.pdf', contentType: 'application/pdf', size: PDF.length, base64: toBase64(PDF) },
    });
  });

  it('refuses a file over the limit, naming it, in the app’s language', async () => {
    const big = new File([PNG, new Uint8Array(1024 * 1024)], 'raio-x.png', { type: 'image/png' });
    expect(await readExamFile(big, 1, 'pt-BR')).toEqual({ ok: false, message: 'raio-x.png deve ter no máximo 1 MB' });
  });

  it('refuses a file whose bytes are not a PDF, JPEG or PNG, whatever its name says', async () => {
    const fake = new File([new TextEncoder().encode('not really a pdf')], 'exame.pdf', { type: 'application/pdf' });
    expect(await readExamFile(fake, 5, 'en')).toEqual({ ok: false, message: 'exame.pdf must be a PDF, JPEG or PNG file' });
  });
});

describe('toBase64 and formatFileSize', () => {
  it('encodes like the platform does', () => {
    expect(toBase64(new TextEncoder().encode('Olá'))).toBe(Buffer.from('Olá').toString('base64'));
  });

  it('writes sizes in the browser’s number format', () => {
    expect(formatFileSize(1_572_864, 'pt-BR')).toBe('1,5 MB');
    expect(formatFileSize(2048, 'en-US')).toBe('2 kB');
  });
});
