import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * Small layout helpers shared by the pdf-lib renderers (emergency tags, clinical documents): pdf-lib draws a string
 * at a point and nothing more, so line breaking and the QR code are ours.
 */

/**
 * Splits one paragraph into lines no wider than `width` at the font's size, breaking between words; a word longer
 * than a whole line (a URL, a code) is cut wherever it must be, so no line ever overflows.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The QR code of `text` as vector squares (one rectangle per run of dark modules in a row), its lower left corner at
 * (x, y): sharp at any zoom and on any printer, and no image to decode. Error correction M survives a crease.
 */
export function drawQrCode(page: PDFPage, text: string, box: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = box.size / modules.size;
  const color = rgb(0, 0, 0);
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      const y = box.y + box.size - (row + 1) * cell;
      page.drawRectangle({ x: box.x + start * cell, y, width: (col - start) * cell, height: cell, color });
    }
  }
}
