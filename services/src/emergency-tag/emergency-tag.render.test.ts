import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderEmergencyTag, TAG_WIDTH_PT } from './emergency-tag.render.js';

/** The text drawn on the page: its content streams inflated, their hex strings decoded as WinAnsi (Latin-1 here). */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const streams = refs.map((ref) => doc.context.lookup(ref)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  const text = streams
    .map((s) => (s.dict.get(PDFName.of('Filter')) ? inflateSync(s.getContents()) : Buffer.from(s.getContents())).toString('latin1'))
    .join('\n');
  return [...text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('\n');
}

const DATA = {
  clinicName: 'Clínica Saúde Total',
  number: '000042',
  queueName: 'Clínica geral',
  arrival: '24/11/2026 14:05',
  patientName: 'João S.',
  url: 'http://localhost:5173/emergency/person?protocol=3f1c6a52-8a0e-4a57-9d8e-5f0c1a2b3c4d',
};

describe('renderEmergencyTag', () => {
  it('is a one-page PDF 80 mm wide with the clinic, the number, the queue, the arrival and the short name', async () => {
    const bytes = await renderEmergencyTag(DATA, 'pt-BR');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(TAG_WIDTH_PT, 1);
    expect(doc.getTitle()).toBe('Senha do pronto atendimento 000042');
    const text = await pageText(bytes);
    for (const part of [
      'Clínica Saúde Total',
      'Protocolo',
      '000042',
      'Fila: Clínica geral',
      'Chegada: 24/11/2026 14:05',
      'Paciente: João S.',
    ])
      expect(text).toContain(part);
  });

  it('speaks English when asked, and draws names WinAnsi cannot encode without failing', async () => {
    const bytes = await renderEmergencyTag({ ...DATA, clinicName: 'Clínica 東京 Erdős', patientName: 'Zoë Ł.' }, 'en');
    const text = await pageText(bytes);
    expect(text).toContain('Protocol');
    expect(text).toContain('Queue: Clínica geral');
    expect(text).toContain('Clínica ?? Erdos');
    expect(text).toContain('Patient: Zoë L.');
  });

  it('wraps a long queue name inside the paper instead of cutting the tag', async () => {
    const long = 'Pronto atendimento de clínica geral para adultos e idosos com queixas respiratórias agudas';
    const text = await pageText(await renderEmergencyTag({ ...DATA, queueName: long }, 'pt-BR'));
    expect(text.replaceAll('\n', ' ')).toContain('Fila: Pronto atendimento');
  });
});
