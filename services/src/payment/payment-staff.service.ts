import { canSeePayments, installmentOptions, type TPaymentDto } from '@teleconsulta/schema';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import { forbidden } from '../kit/errors.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { effectiveStatus, toPaymentDto } from './payment.mappers.js';
import { paymentRepository as repo } from './payment.repository.js';

/** POST installments: the current company's card installments for an amount. */
async function installments(tx: Tx, tenant: Tenant, amountCents: number) {
  return installmentOptions(amountCents, await companyFinancialService.settingsFor(tx, companyOf(tenant)));
}

/** GET /payment/appointment/{id}: the appointment's payment attempts, newest first (staff). */
async function ofAppointment(tx: Tx, tenant: Tenant, appointmentId: string): Promise<TPaymentDto[]> {
  if (!canSeePayments(tenant.roles)) throw forbidden();
  return Promise.all((await repo.ofAppointment(tx, appointmentId)).map((p) => toPaymentDto(p)));
}

/** GET /payment/appointments?ids=: the latest attempt of each appointment (staff; the gateway's batch for lists). */
async function latestOf(tx: Tx, tenant: Tenant, ids: readonly string[]): Promise<Array<{ appointmentId: string; payment: TPaymentDto }>> {
  if (!canSeePayments(tenant.roles)) throw forbidden();
  const found = await repo.latestOf(tx, ids);
  return Promise.all(found.map(async (p) => ({ appointmentId: p.appointmentId, payment: await toPaymentDto(p) })));
}

/** Whether the patient chose to pay an appointment on site (the latest attempt is a pending ON_SITE one). */
async function onSiteChosen(tx: Tx, appointmentId: string): Promise<boolean> {
  const latest = await repo.latest(tx, appointmentId);
  return latest?.method === 'ON_SITE' && effectiveStatus(latest) === 'PENDING';
}

/** The reads of the clinic's side (installments, an appointment's attempts, the latest of a list) and of the other domains. */
export const paymentStaffService = { installments, ofAppointment, latestOf, onSiteChosen };
