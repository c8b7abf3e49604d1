import type { PaymentMethod } from '@teleconsulta/schema';
import type { Tx } from '../kit/tenant.js';
import { paymentFinanceRepository as repo } from './payment-finance.repository.js';

export type PaymentPeriodFigures = {
  byMethod: Array<{ method: PaymentMethod; payments: number; totalCents: number }>;
  /** Card payments split in more than one installment, and the interest they carry. */
  installmentPayments: number;
  interestCents: number;
  /** Money given back in the period (refunds the provider confirmed). */
  refundedCents: number;
  refunds: number;
};

/**
 * The payments side of the company's financial resume, for a period of its calendar: the approved payments by method
 * (paid in the period), installments and their interest, and the refunds done in the period. Two statements, whatever
 * the number of payments.
 */
async function periodFigures(tx: Tx, companyId: string, timeZone: string, from: string, to: string): Promise<PaymentPeriodFigures> {
  const period = { timeZone, from, to };
  const methods = await repo.approvedByMethod(tx, companyId, period);
  const refunds = await repo.refundsDone(tx, companyId, period);
  return {
    byMethod: methods.map((m) => ({ method: m.method, payments: Number(m.n), totalCents: Number(m.cents) })),
    installmentPayments: methods.reduce((n, m) => n + Number(m.split), 0),
    interestCents: methods.reduce((n, m) => n + Number(m.interest), 0),
    refundedCents: Number(refunds?.cents ?? 0),
    refunds: Number(refunds?.n ?? 0),
  };
}

export const paymentFinanceService = { periodFigures };
