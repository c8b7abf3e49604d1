import type { TPaymentDto } from '@teleconsulta/schema';
import { now } from '@teleconsulta/schema';
import QRCode from 'qrcode';
import type { PaymentRow } from './payment.repository.js';

/** A pending PIX past its validity reads as EXPIRED (the record is marked by the sweep or the next change). */
export function effectiveStatus(p: PaymentRow, at = now()): PaymentRow['status'] {
  if (p.status === 'PENDING' && p.method === 'PIX' && p.pixExpiresAt && Date.parse(p.pixExpiresAt) <= at.getTime()) return 'EXPIRED';
  return p.status;
}

const qrCache = new Map<string, string>();

/** The QR code of a BR Code as an SVG document (error correction M, as BR Codes are printed). */
async function qrSvg(brCode: string): Promise<string> {
  const cached = qrCache.get(brCode);
  if (cached) return cached;
  const svg = await QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  if (qrCache.size > 500) qrCache.clear();
  qrCache.set(brCode, svg);
  return svg;
}

/** A payment as the page and the console read it: never a card number, only brand and last 4. */
export async function toPaymentDto(p: PaymentRow, at = now()): Promise<TPaymentDto> {
  return {
    id: p.id,
    protocol: p.protocol,
    method: p.method,
    status: effectiveStatus(p, at),
    amountCents: p.amountCents,
    discountCents: p.discountCents,
    totalCents: p.totalCents,
    installments: p.installments,
    installmentCents: p.installmentCents,
    voucherCode: p.voucherCode,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    pix:
      p.method === 'PIX' && p.pixBrCode && p.pixTxid && p.pixExpiresAt
        ? { brCode: p.pixBrCode, qrCodeSvg: await qrSvg(p.pixBrCode), txid: p.pixTxid, expiresAt: p.pixExpiresAt }
        : null,
    refundedCents: p.refundedCents,
    provider: p.provider,
    createdAt: p.createdAt,
    paidAt: p.paidAt,
    statusDetail: p.statusDetail,
    onSiteMethod: p.onSiteMethod,
    receiptNumber: p.receiptNumber,
  };
}
