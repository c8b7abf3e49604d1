import { describe, expect, it } from 'vitest';
import type { ExamFile } from '../appointments/exam-file.util';
import { addAttachments } from './message-attachments.util';

const pdf = (name: string, extra = '') => new File([`%PDF-1.7\n${extra}`], name, { type: 'application/pdf' });
const text = (name: string) => new File(['hello\n'], name, { type: 'text/plain' });
const chosen = (n: number): ExamFile[] =>
  Array.from({ length: n }, (_, i) => ({
    fileName: `f${i}.pdf`,
    contentType: 'application/pdf',
    size: 9,
    base64: btoa(`%PDF-1.7\n% ${i}`),
  }));

describe('addAttachments', () => {
  it('keeps PDF, JPEG and PNG files, read as base64, after those already chosen', async () => {
    const { files, errors } = await addAttachments(chosen(1), [pdf('exame.pdf')], 5, 'en');
    expect(errors).toEqual([]);
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['f0.pdf', 'application/pdf'],
      ['exame.pdf', 'application/pdf'],
    ]);
    expect(atob(files[1]!.base64)).toBe('%PDF-1.7\n');
  });

  it('takes the same file chosen twice once', async () => {
    const { files, errors } = await addAttachments([], [pdf('a.pdf'), pdf('a copy.pdf')], 5, 'en');
    expect(files.map((f) => f.fileName)).toEqual(['a.pdf']);
    expect(errors).toEqual([]);
  });

  it('leaves out another type with its reason, in the app’s language', async () => {
    expect(await addAttachments([], [text('notes.txt')], 5, 'en')).toEqual({
      files: [],
      errors: ['notes.txt must be a PDF, JPEG or PNG file'],
    });
    expect((await addAttachments([], [text('notas.txt')], 5, 'pt-BR')).errors).toEqual(['notas.txt deve ser um arquivo PDF, JPEG ou PNG']);
  });

  it('leaves out a file over the size limit', async () => {
    const big = new File(['%PDF-1.7\n', new Uint8Array(1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    expect((await addAttachments([], [big], 1, 'en')).errors).toEqual(['big.pdf must be at most 1 MB']);
  });

  it('takes at most 5 files a message', async () => {
    const { files, errors } = await addAttachments(chosen(4), [pdf('a.pdf', 'a'), pdf('b.pdf', 'b')], 5, 'en');
    expect(files).toHaveLength(5);
    expect(errors).toEqual(['b.pdf: At most 5 files can be attached to a message']);
  });
});
