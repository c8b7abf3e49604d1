import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthDocumentEntries } from './clinical-document.metadata.js';
import type { DocumentPrint } from './clinical-document.print.js';
import { renderClinicalDocument } from './clinical-document.render.js';
import { a1Signing } from './signing/a1-signing.adapter.js';
import { createTestChain, issueA1 } from './signing/test-chain.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
const hasPdftotext = existsSync(PDFTOTEXT);
if (!hasPdftotext)
  console.warn(
    `\n*** ${PDFTOTEXT} is missing (apt-get install poppler-utils): the visible-text assertions of clinical-document.render.test.ts are SKIPPED ***\n`,
  );

/** The visible text of the PDF (pages `first`..`last`), whitespace collapsed so wrapped lines read as one. */
function pdfText(pdf: Buffer, pages: { first?: number; last?: number } = {}): string {
  const range = [...(pages.first ? ['-f', String(pages.first)] : []), ...(pages.last ? ['-l', String(pages.last)] : [])];
  return execFileSync(PDFTOTEXT, [...range, '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

/** Every word's box (points, origin top left) as pdftotext -bbox reports it, with its page's size. */
function wordBoxes(pdf: Buffer) {
  const html = execFileSync(PDFTOTEXT, ['-bbox', '-', '-'], { input: pdf }).toString('utf8');
  const boxes: { page: number; width: number; height: number; xMin: number; yMin: number; xMax: number; yMax: number }[] = [];
  let page = 0;
  let size = { width: 0, height: 0 };
  for (const tag of html.matchAll(
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">/g,
  )) {
    if (tag[1]) {
      page++;
      size = { width: Number(tag[1]), height: Number(tag[2]) };
    } else boxes.push({ page, ...size, xMin: Number(tag[3]), yMin: Number(tag[4]), xMax: Number(tag[5]), yMax: Number(tag[6]) });
  }
  return boxes;
}

/** The document's Info dictionary as strings, read without pdf-lib's load rewriting Producer and ModDate. */
async function infoOf(pdf: Buffer): Promise<Map<string, string>> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  const entries = new Map<string, string>();
  for (const [key, value] of info.entries())
    if (value instanceof PDFString || value instanceof PDFHexString) entries.set(key.decodeText(), value.decodeText());
  return entries;
}

async function pageCount(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

const BASE: DocumentPrint = {
  kind: 'PRESCRIPTION',
  clinic: {
    name: 'Clínica Saúde Total',
    cnpj: '11222333000181',
    address: 'Av. Paulista, 1000 — Bela Vista, São Paulo, SP',
    phone: '(11) 5555-0100',
  },
  professional: {
    name: 'Dra. Ana Conceição Souza',
    council: 'CRM',
    registration: '123456',
    state: 'SP',
    rqe: '98765',
    specialties: ['Clínica médica', 'Cardiologia'],
    address: 'Av. Paulista, 1000, sala 12 — São Paulo, SP',
  },
  patient: {
    name: 'João da Silva Pereira',
    cpf: '52998224725',
    birthDate: '1980-03-15',
    guardian: null,
    address: 'Rua das Flores, 25 — São Paulo, SP',
  },
  // 22:30 of the 27th in São Paulo, already the 28th in UTC: the date must be the zone's.
  issuedAt: '2026-11-28T01:30:00.000Z',
  city: 'São Paulo, SP',
  timeZone: 'America/Sao_Paulo',
  verification: { code: 'ABCD2345EFGH6789', url: 'https://teleconsulta.example/v/ABCD2345EFGH6789', secret: 'K7M3P9Q2' },
  supersedesCode: null,
};

const PRESCRIPTION: DocumentPrint = {
  ...BASE,
  prescription: {
    specialControl: false,
    items: [
      { medication: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8 em 8 horas', route: 'ORAL', quantity: '21 cápsulas', duration: '7 dias' },
      {
        medication: 'Soro fisiológico 0,9%',
        dosage: '2 jatos em cada narina 3 vezes ao dia',
        route: 'NASAL',
        quantity: '1 frasco',
        duration: '10 dias',
      },
    ],
  },
};

const CERTIFICATE: DocumentPrint = {
  ...BASE,
  kind: 'CERTIFICATE',
  certificate: { days: 3, cid: null, remarks: 'Repouso domiciliar.', appointmentDate: '2026-11-27T21:00:00.000Z' },
};

const OID = {
  prescription: '2.16.76.1.12.1.1',
  certificate: '2.16.76.1.12.1.2',
  examRequest: '2.16.76.1.12.1.3',
  report: '2.16.76.1.12.1.11',
  crm: '2.16.76.1.4.2.2.1',
  crmUf: '2.16.76.1.4.2.2.2',
};

describe('renderClinicalDocument: prescription', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderClinicalDocument(PRESCRIPTION);
  });

  it('is a one-page PDF whose properties carry the title, the professional and ITI’s OIDs', async () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);
    const info = await infoOf(pdf);
    expect(info.get('Title')).toBe('Receituário');
    expect(info.get('Author')).toBe('Dra. Ana Conceição Souza');
    expect(info.get('Creator')).toBe('Teleconsulta');
    expect(info.get(OID.prescription)).toBe('');
    expect(info.get(OID.crm)).toBe('123456');
    expect(info.get(OID.crmUf)).toBe('SP');
    expect(info.has(OID.certificate)).toBe(false);
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe(BASE.issuedAt);
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toContain('pt-BR');
  });

  it.skipIf(!hasPdftotext)('shows the clinic, the patient, the items, the date, the professional and the codes', () => {
    const text = pdfText(pdf);
    for (const part of [
      'Clínica Saúde Total',
      'CNPJ 11.222.333/0001-81',
      'Telefone: (11) 5555-0100',
      'Paciente: João da Silva Pereira',
      'CPF: 529.982.247-25',
      'Data de nascimento: 15/03/1980',
      '1. Amoxicilina 500 mg — 21 cápsulas',
      'Uso oral: 1 cápsula de 8 em 8 horas, por 7 dias',
      '2. Soro fisiológico 0,9% — 1 frasco',
      'Uso nasal: 2 jatos em cada narina 3 vezes ao dia, por 10 dias',
      'São Paulo, SP, 27 de novembro de 2026',
      'Dra. Ana Conceição Souza',
      'CRM-SP 123456',
      'RQE 98765',
      'Clínica médica, Cardiologia',
      'Documento assinado digitalmente conforme MP 2.200-2/2001 (ICP-Brasil).',
      'Verifique a autenticidade em:',
      'https://teleconsulta.example/v/ABCD2345EFGH6789',
      'Código de verificação: ABCD2345EFGH6789',
      'Código para dispensação: K7M3P9Q2',
    ])
      expect(text).toContain(part);
    // A simple prescription: no copy marks, not the patient's address, no correction note.
    expect(text).not.toContain('via —');
    expect(text).not.toContain('Rua das Flores');
    expect(text).not.toContain('substitui');
  });
});

describe('renderClinicalDocument: special-control prescription', () => {
  const special = { ...PRESCRIPTION, prescription: { ...PRESCRIPTION.prescription!, specialControl: true } };

  it('prints two whole copies, the pharmacy’s then the patient’s, each with the patient’s address', async () => {
    const pdf = await renderClinicalDocument(special);
    expect(await pageCount(pdf)).toBe(2);
    expect((await infoOf(pdf)).get('Title')).toBe('Receituário de Controle Especial');
    if (!hasPdftotext) return;
    const [first, second] = [pdfText(pdf, { first: 1, last: 1 }), pdfText(pdf, { first: 2, last: 2 })];
    expect(first).toContain('1ª via — Farmácia');
    expect(second).toContain('2ª via — Paciente');
    for (const copy of [first, second]) {
      expect(copy).toContain('Receituário de Controle Especial');
      expect(copy).toContain('Endereço: Rua das Flores, 25 — São Paulo, SP');
      expect(copy).toContain('1. Amoxicilina 500 mg — 21 cápsulas');
      expect(copy).toContain('Código para dispensação: K7M3P9Q2');
    }
  });
});

describe('renderClinicalDocument: medical certificate', () => {
  it('states the leave and leaves the CID out when not given', async () => {
    const pdf = await renderClinicalDocument(CERTIFICATE);
    expect(await pageCount(pdf)).toBe(1);
    const info = await infoOf(pdf);
    expect(info.get('Title')).toBe('Atestado Médico');
    expect(info.get(OID.certificate)).toBe('');
    expect(info.get(OID.crm)).toBe('123456');
    if (!hasPdftotext) return;
    const text = pdfText(pdf);
    expect(text).toContain(
      'Atesto, para os devidos fins, que João da Silva Pereira esteve sob meus cuidados em teleconsulta no dia 27/11/2026, ' +
        'necessitando de 3 dias de afastamento de suas atividades a partir desta data.',
    );
    expect(text).toContain('Observações: Repouso domiciliar.');
    expect(text).not.toContain('CID');
  });

  it.skipIf(!hasPdftotext)('prints the CID when given, and one day in the singular', async () => {
    const text = pdfText(
      await renderClinicalDocument({ ...CERTIFICATE, certificate: { ...CERTIFICATE.certificate!, days: 1, cid: 'J06.9' } }),
    );
    expect(text).toContain('CID-10: J06.9');
    expect(text).toContain('necessitando de 1 dia de afastamento');
  });
});

describe('renderClinicalDocument: exam request', () => {
  it('lists the exams numbered, then the clinical indication', async () => {
    const pdf = await renderClinicalDocument({
      ...BASE,
      kind: 'EXAM_REQUEST',
      examRequest: { exams: ['Hemograma completo', 'Glicemia de jejum'], clinicalIndication: 'Investigação de anemia.' },
    });
    const info = await infoOf(pdf);
    expect(info.get('Title')).toBe('Solicitação de Exames');
    expect(info.get(OID.examRequest)).toBe('');
    if (!hasPdftotext) return;
    const text = pdfText(pdf);
    expect(text).toContain('1. Hemograma completo');
    expect(text).toContain('2. Glicemia de jejum');
    expect(text).toContain('Indicação clínica: Investigação de anemia.');
    expect(text).toContain('CRM-SP 123456');
  });
});

describe('renderClinicalDocument: referral', () => {
  const reason = Array.from({ length: 60 }, (_, i) => `Linha ${i + 1} do motivo do encaminhamento.`).join('\n');
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderClinicalDocument({ ...BASE, kind: 'REFERRAL', referral: { specialtyName: 'Cardiologia', reason } });
  });

  it('is labelled a medical report for ITI (the guide has no referral type)', async () => {
    const info = await infoOf(pdf);
    expect(info.get('Title')).toBe('Encaminhamento');
    expect(info.get(OID.report)).toBe('');
  });

  it.skipIf(!hasPdftotext)(
    'flows a 60-line reason onto a second page, the closing block on the last one, nothing off the sheet',
    async () => {
      const pages = await pageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(2);
      const first = pdfText(pdf, { first: 1, last: 1 });
      expect(first).toContain('Encaminho João da Silva Pereira à especialidade Cardiologia.');
      expect(first).toContain('Motivo: Linha 1 do motivo do encaminhamento.');
      expect(first).not.toContain('Linha 60 ');
      expect(first).toContain('Página 1 de');
      const last = pdfText(pdf, { first: pages, last: pages });
      expect(last).toContain('(continuação)');
      expect(last).toContain('Linha 60 do motivo do encaminhamento.');
      expect(last).toContain('CRM-SP 123456');
      expect(last).toContain('Código de verificação: ABCD2345EFGH6789');
      const all = pdfText(pdf);
      for (let i = 1; i <= 60; i++) expect(all).toContain(`Linha ${i} do motivo`);
      // Every word inside the 2 cm margins of its page.
      const boxes = wordBoxes(pdf);
      expect(boxes.length).toBeGreaterThan(100);
      for (const box of boxes) {
        expect(box.xMin).toBeGreaterThanOrEqual(56);
        expect(box.xMax).toBeLessThanOrEqual(box.width - 56);
        expect(box.yMin).toBeGreaterThanOrEqual(56);
        expect(box.yMax).toBeLessThanOrEqual(box.height - 50);
      }
    },
  );
});

describe('renderClinicalDocument: the patient and the correction', () => {
  it.skipIf(!hasPdftotext)('names a dependent’s guardian and the document this one replaces', async () => {
    const text = pdfText(
      await renderClinicalDocument({
        ...CERTIFICATE,
        patient: { ...BASE.patient, cpf: null, birthDate: null, guardian: { name: 'Maria da Silva', cpf: '11144477735' } },
        supersedesCode: 'WXYZ2345ABCD6789',
      }),
    );
    expect(text).toContain('Responsável: Maria da Silva (CPF 111.444.777-35)');
    expect(text).toContain('Este documento substitui o documento WXYZ2345ABCD6789.');
    expect(text).not.toContain('CPF: ');
    expect(text).not.toContain('Data de nascimento');
  });

  it('draws names WinAnsi cannot encode instead of failing', async () => {
    const pdf = await renderClinicalDocument({ ...PRESCRIPTION, patient: { ...BASE.patient, name: 'Zoë Erdős 東京' } });
    if (hasPdftotext) expect(pdfText(pdf)).toContain('Paciente: Zoë Erdos ??');
  });
});

describe('healthDocumentEntries', () => {
  it('keys a dentist’s registration under the CFO arc and omits an unknown council’s', () => {
    expect(healthDocumentEntries('PRESCRIPTION', { council: 'CRO', registration: '4567', state: 'rj' })).toEqual([
      ['2.16.76.1.12.1.1', ''],
      ['2.16.76.1.4.2.12.1', '4567'],
      ['2.16.76.1.4.2.12.2', 'RJ'],
    ]);
    expect(healthDocumentEntries('CERTIFICATE', { council: 'XYZ', registration: '1', state: 'SP' })).toEqual([['2.16.76.1.12.1.2', '']]);
  });
});

describe('renderClinicalDocument then a1Signing', () => {
  it('produces a PDF the A1 adapter signs, the OIDs kept', async () => {
    const chain = createTestChain();
    const { pkcs12 } = issueA1(chain, { name: 'Ana Conceição Souza', cpf: '52998224725', birthDate: '1980-03-15' }, 'senha');
    const signed = await a1Signing().sign(await renderClinicalDocument(PRESCRIPTION), {
      name: 'Dra. Ana Conceição Souza',
      cpf: '529.982.247-25',
      reason: 'Prescrição médica',
      location: 'São Paulo, SP',
      contactInfo: 'CRM-SP 123456',
      credential: { kind: 'a1', pkcs12, password: 'senha' },
    });
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signed.toString('latin1')).toContain('/ByteRange');
    const info = await infoOf(signed);
    expect(info.get(OID.crm)).toBe('123456');
    expect(info.get(OID.crmUf)).toBe('SP');
    expect(info.get(OID.prescription)).toBe('');
  }, 60_000);
});
