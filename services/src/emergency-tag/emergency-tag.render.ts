import type { Locale } from '@teleconsulta/schema';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawQrCode, wrapText } from '../kit/pdf-layout.js';
import { winAnsiSafe } from './emergency-tag.rules.js';
import type { TEmergencyTagData } from './emergency-tag.schemas.js';
import { tagTexts } from './emergency-tag.texts.js';

/** 80 mm receipt/label paper (1 mm = 72 / 25.4 pt); the page is as long as its content. */
export const TAG_WIDTH_PT = (80 * 72) / 25.4;
const MARGIN = 12;
const CONTENT = TAG_WIDTH_PT - 2 * MARGIN;
const QR_SIZE = 130;
const BLACK = rgb(0, 0, 0);

type Line = { text: string; font: PDFFont; size: number; gapBefore: number };

/** The text's lines across the tag's width, at most maxLines (the last one cut with "…" when there are more). */
function wrap(text: string, font: PDFFont, size: number, maxLines: number): string[] {
  const lines = wrapText(text, font, size, CONTENT);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (font.widthOfTextAtSize(last, size) > CONTENT && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

function drawCentered(page: PDFPage, line: Line, y: number) {
  const width = line.font.widthOfTextAtSize(line.text, line.size);
  page.drawText(line.text, { x: (TAG_WIDTH_PT - width) / 2, y, size: line.size, font: line.font, color: BLACK });
}

/**
 * The emergency tag as a one-page PDF, 80 mm wide: clinic, "Protocol" and the number large, queue, arrival, the
 * patient's short name and a QR code to the protocol's page in the patient app. Standard fonts only (nothing to
 * download or embed): every text is first reduced to what WinAnsi can draw.
 */
export async function renderEmergencyTag(data: TEmergencyTagData, locale: Locale): Promise<Uint8Array> {
  const texts = tagTexts(locale);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => winAnsiSafe(text, supported).trim();

  const lines: Line[] = [];
  const add = (text: string, font: PDFFont, size: number, gapBefore: number, maxLines = 1) => {
    for (const [i, t] of wrap(safe(text), font, size, maxLines).entries())
      lines.push({ text: t, font, size, gapBefore: i === 0 ? gapBefore : 2 });
  };
  add(data.clinicName, bold, 11, 0, 2);
  add(texts.protocol, regular, 10, 10);
  add(data.number, bold, 30, 4);
  add(`${texts.queue}: ${data.queueName}`, bold, 11, 10, 2);
  add(`${texts.arrival}: ${data.arrival}`, regular, 10, 4);
  add(`${texts.patient}: ${data.patientName}`, regular, 10, 4);
  const caption: Line[] = wrap(safe(texts.scan), regular, 8, 2).map((text) => ({ text, font: regular, size: 8, gapBefore: 2 }));

  const textHeight = lines.reduce((sum, l) => sum + l.gapBefore + l.size, 0);
  const captionHeight = caption.reduce((sum, l) => sum + l.gapBefore + l.size, 0);
  const height = MARGIN + textHeight + 12 + QR_SIZE + 6 + captionHeight + MARGIN;
  const page = doc.addPage([TAG_WIDTH_PT, height]);

  let y = height - MARGIN;
  for (const line of lines) {
    y -= line.gapBefore + line.size;
    drawCentered(page, line, y);
  }
  y -= 12 + QR_SIZE;
  drawQrCode(page, data.url, { x: (TAG_WIDTH_PT - QR_SIZE) / 2, y, size: QR_SIZE });
  y -= 6;
  for (const line of caption) {
    y -= line.gapBefore + line.size;
    drawCentered(page, line, y);
  }

  doc.setTitle(`${texts.title} ${safe(data.number)}`);
  doc.setLanguage(locale);
  doc.setProducer('Teleconsulta');
  doc.setCreator('Teleconsulta');
  return doc.save({ useObjectStreams: false });
}
