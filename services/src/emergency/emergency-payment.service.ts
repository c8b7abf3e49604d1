import { appointmentEmergencyService } from '../appointment/appointment-emergency.service.js';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { paymentService } from '../payment/payment.service.js';
import type { TEmergencyPaymentDto } from './emergency.schemas.js';
import { EMERGENCY_ROOM_MINUTES } from './emergency.shared.js';
import { type ProtocolRecord, emergencyProtocolRepository as protocolRepo } from './emergency-protocol.repository.js';
import { ownProtocol } from './emergency-protocol.service.js';
import { emergencyQueueRepository as queueRepo } from './emergency-queue.repository.js';

// Payment: step 3 of the patient's flow, when the clinic charges for the emergency attendance ---------------------

/** The clinic's price for an emergency attendance (0: free). */
async function emergencyPrice(tx: Tx, companyId: string): Promise<number> {
  return (await companyFinancialService.settingsFor(tx, companyId)).emergencyPriceCents;
}

/** The protocol's charged appointment, unless it was cancelled (a PIX that expired unpaid): none for a free one. */
async function liveCharge(tx: Tx, p: ProtocolRecord) {
  const charged = p.appointmentId ? await appointmentEmergencyService.charged(tx, p.appointmentId) : undefined;
  return charged && charged.priceCents > 0 && charged.status !== 'CANCELLED' ? charged : undefined;
}

/**
 * Whether step 3 is done: the attendance's charged appointment is paid, or the patient chose to pay on site; with
 * none, whether the clinic charges nothing.
 */
export async function paymentSettled(tx: Tx, p: ProtocolRecord, companyId: string): Promise<boolean> {
  const charged = await liveCharge(tx, p);
  if (charged) return charged.status === 'PAID' || (await paymentService.onSiteChosen(tx, charged.id));
  return (await emergencyPrice(tx, companyId)) === 0;
}

/**
 * POST /emergency/protocol/{id}/payment: step 3 when the clinic charges for the emergency attendance. The first call
 * (waiting, before the complaint) makes the attendance's appointment with the clinic's emergency price and no
 * professional; later calls answer the same one, or a new one once it was cancelled (a PIX that expired unpaid). Its
 * access code and protocol open the payment page, so card, PIX, on site, vouchers and refunds work as for a booked
 * consultation; the call that takes the patient gives it to the professional. Nothing charged: required false.
 */
async function payment(tx: Tx, tenant: Tenant, id: string, events: EventPort): Promise<TEmergencyPaymentDto> {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  const charged = await liveCharge(tx, found);
  if (charged) return { required: true, priceCents: charged.priceCents, access: charged.access, protocol: charged.protocol };
  const priceCents = await emergencyPrice(tx, companyId);
  if (priceCents === 0 || found.status !== 'WAITING' || found.step >= 3)
    return { required: false, priceCents: 0, access: null, protocol: null };
  const q = (await queueRepo.queueById(tx, found.queueId))!;
  const made = await appointmentEmergencyService.charge(
    tx,
    {
      companyId,
      protocol: found.number,
      patientId: found.personId,
      specialty: q.specialtyCode,
      priceCents,
      minutes: EMERGENCY_ROOM_MINUTES,
      createdBy: tenant.principal.userId,
      reason: found.complaint,
    },
    events,
  );
  await protocolRepo.setAppointment(tx, id, made.id);
  return { required: true, priceCents, access: made.access, protocol: made.protocol };
}

export const emergencyPaymentService = { payment };
