import { formatCnpj, formatCpf, type MedicationRoute } from '@teleconsulta/schema';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { winAnsiSafe } from '../emergency-tag/emergency-tag.rules.js';
import { drawQrCode, wrapText } from '../kit/pdf-layout.js';
import { healthDocumentEntries, setHealthDocumentMetadata } from './clinical-document.metadata.js';
import type { DocumentPrint } from './clinical-document.print.js';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
/** 2 cm all around: what a printer never crops. */
const MARGIN = 56.7;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The flow stops above this line; below it, the page number. */
const FLOW_BOTTOM = MARGIN + 18;
/** Line height as a multiple of the font size. */
const LEADING = 1.3;
/** 34 mm: a phone reads it from a sheet on the counter; the QR's modules stay above 0.8 mm for a ~100-character URL. */
const QR_SIZE = 96;
const QR_GAP = 14;
const BLACK = rgb(0, 0, 0);
const GRAY = rgb(0.4, 0.4, 0.4);

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const ROUTE_LABEL: Readonly<Record<MedicationRoute, string>> = {
  ORAL: 'Uso oral',
  SUBLINGUAL: 'Uso sublingual',
  TOPICAL: 'Uso tópico',
  INHALATION: 'Uso inalatório',
  NASAL: 'Uso nasal',
  OPHTHALMIC: 'Uso oftálmico',
  OTIC: 'Uso otológico',
  RECTAL: 'Uso retal',
  VAGINAL: 'Uso vaginal',
  INTRAMUSCULAR: 'Uso intramuscular',
  INTRAVENOUS: 'Uso intravenoso',
  SUBCUTANEOUS: 'Uso subcutâneo',
};

/** Portaria SVS/MS 344/1998: the pharmacy keeps the first copy of a special-control prescription, the patient the second. */
const SPECIAL_CONTROL_COPIES = ['1ª via — Farmácia', '2ª via — Paciente'];

type Style = { font: PDFFont; size: number; center?: boolean; indent?: number; color?: RGB };
/** One line as drawn: its text already sanitized and wrapped; `gapBefore` is dropped at the top of a page. */
type Line = { text: string; style: Style; gapBefore: number };

/** The fonts, and turning texts into lines they can draw. */
class Typesetter {
  private readonly supported: ReadonlySet<number>;

  constructor(
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.supported = new Set(regular.getCharacterSet());
  }

  /**
   * The text as lines of the content width (less the style's indent): each line of the source a paragraph, wrapped;
   * characters WinAnsi cannot encode are replaced first, or the standard fonts would throw. Newlines are split off
   * before that, since the sanitizer turns them into spaces.
   */
  lines(text: string, style: Style, gapBefore = 0): Line[] {
    const width = CONTENT_WIDTH - (style.indent ?? 0);
    const wrapped = text.split(/\r?\n/).flatMap((paragraph) => {
      const lines = wrapText(winAnsiSafe(paragraph, this.supported), style.font, style.size, width);
      return lines.length ? lines : [''];
    });
    return wrapped.map((line, i) => ({ text: line, style, gapBefore: i === 0 ? gapBefore : 0 }));
  }

  text(size: number, extra: Omit<Style, 'font' | 'size'> = {}): Style {
    return { font: this.regular, size, ...extra };
  }

  strong(size: number, extra: Omit<Style, 'font' | 'size'> = {}): Style {
    return { font: this.bold, size, ...extra };
  }
}

const lineHeight = (line: Line) => line.gapBefore + line.style.size * LEADING;
const linesHeight = (lines: Line[]) => lines.reduce((sum, line) => sum + lineHeight(line), 0);

/**
 * Lays lines down a copy's pages, top to bottom, opening a new page (with the continuation header) when the next line
 * would cross the bottom margin: a long text flows on instead of running off the sheet.
 */
class Flow {
  readonly pages: PDFPage[] = [];
  private page: PDFPage | null = null;
  /** The top of the space left on the current page. */
  y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly continuation: Line[],
  ) {}

  write(lines: Line[]) {
    for (const line of lines) {
      const atTop = this.page === null || this.y - lineHeight(line) < FLOW_BOTTOM;
      if (atTop) this.newPage();
      this.draw(line, atTop);
    }
  }

  /** Starts a new page unless `height` still fits on this one: what must stay together (the signature block) does. */
  keep(height: number) {
    if (this.page === null || this.y - height < FLOW_BOTTOM) this.newPage();
  }

  rule(gapBefore: number) {
    this.keep(gapBefore + 1);
    this.y -= gapBefore;
    this.current().drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: GRAY,
    });
  }

  current(): PDFPage {
    if (!this.page) this.newPage();
    return this.page!;
  }

  private newPage() {
    const first = this.page === null;
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    if (first) return;
    for (const line of this.continuation) this.draw(line, false);
    this.rule(4);
    this.y -= 10;
  }

  private draw(line: Line, atTop: boolean) {
    const { font, size, center, indent = 0, color = BLACK } = line.style;
    this.y -= atTop ? 0 : line.gapBefore;
    const baseline = this.y - size;
    this.y -= size * LEADING;
    if (!line.text) return;
    const x = center ? (PAGE_WIDTH - font.widthOfTextAtSize(line.text, size)) / 2 : MARGIN + indent;
    this.current().drawText(line.text, { x, y: baseline, size, font, color });
  }
}

/**
 * The clinical document's PDF (issue 19 item 1): A4, Helvetica, in Brazilian Portuguese — the clinic, the title, the
 * patient, the content of its kind, the place and date, the professional, and the verification block (QR code, URL,
 * codes). A special-control prescription is printed twice (pharmacy's and patient's copy), each from a new page. The
 * Info dictionary carries ITI's health-document OIDs; the file is saved without object streams, as the signing
 * adapter rewrites it with pdf-lib to add the signature.
 */
export async function renderClinicalDocument(print: DocumentPrint): Promise<Buffer> {
  const document = await PDFDocument.create();
  const t = new Typesetter(await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
  const copies = print.prescription?.specialControl ? SPECIAL_CONTROL_COPIES : [null];
  for (const copy of copies) renderCopy(document, t, print, copy);
  setProperties(document, print);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** One whole copy of the document, from a new page, its pages numbered at the foot. */
function renderCopy(document: PDFDocument, t: Typesetter, print: DocumentPrint, copy: string | null) {
  const title = documentTitle(print);
  const flow = new Flow(
    document,
    t.lines(`${print.clinic.name} · ${title} · ${print.patient.name} (continuação)`, t.text(8, { color: GRAY })),
  );
  flow.write(headerLines(t, print));
  flow.rule(6);
  if (copy) flow.write(t.lines(copy, t.strong(10, { center: true }), 12));
  flow.write(t.lines(title, t.strong(16, { center: true }), copy ? 6 : 16));
  flow.write(patientLines(t, print));
  flow.rule(10);
  flow.write(bodyLines(t, print));
  writeClosing(flow, t, print);
  numberPages(flow.pages, t, copy);
}

function documentTitle(print: DocumentPrint): string {
  switch (print.kind) {
    case 'PRESCRIPTION':
      return print.prescription?.specialControl ? 'Receituário de Controle Especial' : 'Receituário';
    case 'CERTIFICATE':
      return 'Atestado Médico';
    case 'EXAM_REQUEST':
      return 'Solicitação de Exames';
    case 'REFERRAL':
      return 'Encaminhamento';
  }
}

function headerLines(t: Typesetter, { clinic }: DocumentPrint): Line[] {
  const small = t.text(9, { center: true });
  return [
    ...t.lines(clinic.name, t.strong(14, { center: true })),
    ...(clinic.cnpj ? t.lines(`CNPJ ${formatCnpj(clinic.cnpj)}`, small, 2) : []),
    ...(clinic.address ? t.lines(clinic.address, small) : []),
    ...(clinic.phone ? t.lines(`Telefone: ${clinic.phone}`, small) : []),
  ];
}

/** Who the document is for; a special-control prescription also carries the patient's address (Portaria 344). */
function patientLines(t: Typesetter, print: DocumentPrint): Line[] {
  const { patient } = print;
  const style = t.text(10);
  const lines = t.lines(`Paciente: ${patient.name}`, t.strong(11), 12);
  if (patient.cpf) lines.push(...t.lines(`CPF: ${formatCpf(patient.cpf)}`, style, 2));
  if (patient.birthDate) lines.push(...t.lines(`Data de nascimento: ${shortDate(patient.birthDate, print.timeZone)}`, style, 2));
  if (patient.guardian) {
    const cpf = patient.guardian.cpf ? ` (CPF ${formatCpf(patient.guardian.cpf)})` : '';
    lines.push(...t.lines(`Responsável: ${patient.guardian.name}${cpf}`, style, 2));
  }
  if (print.prescription?.specialControl && patient.address) lines.push(...t.lines(`Endereço: ${patient.address}`, style, 2));
  return lines;
}

function bodyLines(t: Typesetter, print: DocumentPrint): Line[] {
  if (print.prescription) return prescriptionLines(t, print.prescription.items);
  if (print.certificate) return certificateLines(t, print, print.certificate);
  if (print.examRequest) return examRequestLines(t, print.examRequest);
  if (print.referral) return referralLines(t, print.patient.name, print.referral);
  return [];
}

/** "1. Amoxicilina 500 mg — 21 cápsulas", then how to take it: "Uso oral: 1 cápsula de 8 em 8 horas, por 7 dias". */
function prescriptionLines(t: Typesetter, items: NonNullable<DocumentPrint['prescription']>['items']): Line[] {
  return items.flatMap((item, i) => {
    const use = `${ROUTE_LABEL[item.route]}: ${item.dosage}${item.duration ? `, por ${item.duration}` : ''}`;
    return [
      ...t.lines(`${i + 1}. ${item.medication} — ${item.quantity}`, t.strong(11), 14),
      ...t.lines(use, t.text(10, { indent: 16 }), 3),
    ];
  });
}

/** The CID-10 is printed only when given: the service passes it only with the patient's consent (CFM Res. 1.658/2002). */
function certificateLines(t: Typesetter, print: DocumentPrint, certificate: NonNullable<DocumentPrint['certificate']>): Line[] {
  const days = `${certificate.days} ${certificate.days === 1 ? 'dia' : 'dias'}`;
  const statement =
    `Atesto, para os devidos fins, que ${print.patient.name} esteve sob meus cuidados em teleconsulta no dia ` +
    `${shortDate(certificate.appointmentDate, print.timeZone)}, necessitando de ${days} de afastamento de suas ` +
    'atividades a partir desta data.';
  const style = t.text(11);
  return [
    ...t.lines(statement, style, 16),
    ...(certificate.cid ? t.lines(`CID-10: ${certificate.cid}`, style, 10) : []),
    ...(certificate.remarks ? t.lines(`Observações: ${certificate.remarks}`, style, 10) : []),
  ];
}

function examRequestLines(t: Typesetter, request: NonNullable<DocumentPrint['examRequest']>): Line[] {
  const style = t.text(11);
  return [
    ...t.lines('Solicito:', t.strong(11), 14),
    ...request.exams.flatMap((exam, i) => t.lines(`${i + 1}. ${exam}`, t.text(11, { indent: 8 }), 4)),
    ...(request.clinicalIndication ? t.lines(`Indicação clínica: ${request.clinicalIndication}`, style, 14) : []),
  ];
}

function referralLines(t: Typesetter, patientName: string, referral: NonNullable<DocumentPrint['referral']>): Line[] {
  const style = t.text(11);
  return [
    ...t.lines(`Encaminho ${patientName} à especialidade ${referral.specialtyName}.`, style, 16),
    ...t.lines(`Motivo: ${referral.reason}`, style, 10),
  ];
}

/**
 * Place and date, the professional and the verification block, kept together on the copy's last page: split from
 * the content's end they could be lifted onto another document.
 */
function writeClosing(flow: Flow, t: Typesetter, print: DocumentPrint) {
  const signature = signatureLines(t, print);
  const verification = verificationLines(t, print);
  const verificationHeight = Math.max(QR_SIZE, linesHeight(verification));
  flow.keep(linesHeight(signature) + 14 + verificationHeight);
  flow.write(signature);
  flow.y -= 14;
  const top = flow.y;
  drawQrCode(flow.current(), print.verification.url, { x: MARGIN, y: top - QR_SIZE, size: QR_SIZE });
  flow.write(verification);
  flow.y = top - verificationHeight;
}

function signatureLines(t: Typesetter, print: DocumentPrint): Line[] {
  const { professional } = print;
  const centered = t.text(10, { center: true });
  return [
    ...t.lines(`${print.city}, ${longDate(print.issuedAt, print.timeZone)}`, t.text(11), 24),
    ...t.lines(professional.name, t.strong(11, { center: true }), 28),
    ...t.lines(`${professional.council}-${professional.state} ${professional.registration}`, centered, 2),
    ...(professional.rqe ? t.lines(`RQE ${professional.rqe}`, centered, 1) : []),
    ...(professional.specialties.length ? t.lines(professional.specialties.join(', '), centered, 1) : []),
    ...(professional.address ? t.lines(professional.address, t.text(9, { center: true }), 1) : []),
    ...t.lines('Documento assinado digitalmente conforme MP 2.200-2/2001 (ICP-Brasil).', t.text(8, { center: true, color: GRAY }), 10),
  ];
}

/** Beside the QR code: where and with which codes the document is checked, and the document it corrects. */
function verificationLines(t: Typesetter, print: DocumentPrint): Line[] {
  const { verification } = print;
  const style = t.text(9, { indent: QR_SIZE + QR_GAP });
  const strong = t.strong(10, { indent: QR_SIZE + QR_GAP });
  return [
    ...t.lines('Verifique a autenticidade em:', style),
    ...t.lines(verification.url, style),
    ...t.lines(`Código de verificação: ${verification.code}`, strong, 8),
    ...t.lines(`Código para dispensação: ${verification.secret}`, strong, 3),
    ...(print.supersedesCode ? t.lines(`Este documento substitui o documento ${print.supersedesCode}.`, style, 8) : []),
  ];
}

/** "Página 1 de 2" at the foot of each page of a copy, after its copy mark. */
function numberPages(pages: PDFPage[], t: Typesetter, copy: string | null) {
  for (const [i, page] of pages.entries()) {
    const [line] = t.lines(`${copy ? `${copy} · ` : ''}Página ${i + 1} de ${pages.length}`, t.text(8, { color: GRAY }));
    if (!line) continue;
    const width = line.style.font.widthOfTextAtSize(line.text, line.style.size);
    page.drawText(line.text, { x: (PAGE_WIDTH - width) / 2, y: MARGIN, size: line.style.size, font: line.style.font, color: GRAY });
  }
}

/** Document properties; the dates are the issue instant, so the same document renders to the same file. */
function setProperties(document: PDFDocument, print: DocumentPrint) {
  const title = documentTitle(print);
  const issuedAt = new Date(print.issuedAt);
  document.setTitle(title, { showInWindowTitleBar: true });
  document.setAuthor(print.professional.name);
  document.setSubject(`${title} — código de verificação ${print.verification.code}`);
  document.setCreator('Teleconsulta');
  document.setProducer('Teleconsulta (pdf-lib)');
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);
  document.setLanguage('pt-BR');
  setHealthDocumentMetadata(document, healthDocumentEntries(print.kind, print.professional));
}

/** The calendar day of an instant in a time zone, read with Intl (the server's own zone is irrelevant). */
function zonedDay(instant: Date, timeZone: string): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** "27 de novembro de 2026" ("1º de dezembro": the first day is an ordinal in Portuguese dates). */
function longDate(iso: string, timeZone: string): string {
  const { day, month, year } = zonedDay(new Date(iso), timeZone);
  return `${day === 1 ? '1º' : day} de ${MONTHS[month - 1]} de ${year}`;
}

/** dd/mm/yyyy of a calendar date ("2026-11-27", taken as it is) or of an instant, in the time zone. */
function shortDate(value: string, timeZone: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const { day, month, year } = zonedDay(new Date(value), timeZone);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
