import {
  type AppointmentLinkKind,
  ARRIVAL_STATUSES,
  ASSISTANT_STATUSES,
  hasAnyRole,
  type Locale,
  RECEPTION_ROLES,
  type TAppointmentDto,
  type TemplateKey,
} from '@teleconsulta/schema';
import { SQL_NOW } from '../kit/clock.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import type { Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { linkMail } from '../mail/appointment-link.templates.js';
import { noticeLinks } from '../mail/appointment-notice.templates.js';
import type { MailTicket } from '../mail/mail.service.js';
import { appointmentService } from './appointment.service.js';
import { appointmentChangeRepository as change } from './appointment-change.repository.js';
import { emit, targetFor } from './appointment-change.service.js';
import { appointmentReceptionRepository as repo } from './appointment-reception.repository.js';

const conflict = (field: string, key: TemplateKey) => new AppError('CONFLICT', { fields: [{ field, key }] });

/**
 * The appointment to act on, locked, for the reception (RECEPTION_ROLES): a patient or a professional of the
 * appointment is refused (ACCESS_DENIED); an appointment out of the caller's reach, another company's included,
 * answers NOT_FOUND like an unknown id.
 */
async function receptionTarget(tx: Tx, tenant: Tenant, id: string) {
  const { t, actors } = await targetFor(tx, tenant, id);
  if (!actors.includes('STAFF') || !hasAnyRole(tenant.roles, RECEPTION_ROLES)) throw forbidden();
  return t;
}

/**
 * PUT /appointment/{id}/arrival: the reception marks the patient as arrived (SPEC person flow step 1, "arrival"), once:
 * a second mark answers the appointment as it is. Only before the attendance (scheduled or paid); a cancelled or ended
 * appointment is a CONFLICT. The flow has no step event for a scheduled appointment (the person flow's steps are the
 * emergency protocol's, topic emergency): the arrival is the appointment's UPDATED event, with `step: 'ARRIVAL'`.
 */
async function markArrived(tx: Tx, tenant: Tenant, id: string, events: EventPort): Promise<TAppointmentDto> {
  const t = await receptionTarget(tx, tenant, id);
  if (await repo.arrivedAt(tx, id)) return appointmentService.current(tx, tenant, id);
  if (!(ARRIVAL_STATUSES as readonly string[]).includes(t.status)) throw conflict('status', 'arrivalNotNow');
  await change.update(tx, id, { arrivedAt: SQL_NOW });
  const after = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, t.companyId, 'UPDATED', id, { status: t.status, doctorId: t.doctorId, step: 'ARRIVAL', via: 'RECEPTION' });
  return after;
}

/**
 * PUT /appointment/{id}/assistant: the assistant physician (SPEC §3 medical_assistent), an active professional of the
 * company other than the appointment's own, or null to remove them. Until the attendance ends (afterwards the record
 * is closed: CONFLICT). The same professional again changes nothing.
 */
async function assignAssistant(tx: Tx, tenant: Tenant, id: string, professionalId: string | null, events: EventPort) {
  const t = await receptionTarget(tx, tenant, id);
  if (professionalId !== null) {
    if (professionalId === t.doctorId) throw badField('professionalId', 'assistantIsProfessional');
    const professional = await repo.professional(tx, professionalId);
    if (!professional) throw badField('professionalId', 'invalid');
    if (!professional.active) throw badField('professionalId', 'professionalInactive');
  }
  if ((await repo.assistantOf(tx, id)) === professionalId) return appointmentService.current(tx, tenant, id);
  if (!(ASSISTANT_STATUSES as readonly string[]).includes(t.status)) throw conflict('professionalId', 'assistantLocked');
  await change.update(tx, id, { medicalAssistent: professionalId });
  const after = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, t.companyId, 'UPDATED', id, { status: t.status, doctorId: t.doctorId, assistantId: professionalId });
  return after;
}

/** The statuses in which each kind of link still means something. */
const OPEN_FOR: Record<AppointmentLinkKind, readonly string[]> = {
  CONFIRMATION: ['SCHEDULED', 'PAID'],
  ROOM: ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'],
  PAYMENT: ['SCHEDULED'],
};

/**
 * POST /appointment/{id}/resend: the patient (or a dependent's guardian) is mailed again, through the outbox, the
 * booking's confirmation (every link), the room's link or the payment page's link, in their language. The payment link
 * of an appointment already paid, or with nothing to pay, is a CONFLICT; so is any link of a cancelled or ended
 * appointment, and a patient without an e-mail address. Answers the mail's ticket, dispatched after the commit.
 */
async function resendLink(
  ctx: ServiceContext,
  tx: Tx,
  tenant: Tenant,
  id: string,
  kind: AppointmentLinkKind,
): Promise<{ sent: true; ticket: MailTicket }> {
  await receptionTarget(tx, tenant, id);
  const a = await repo.linkRecipient(tx, id);
  if (!a) throw new AppError('NOT_FOUND');
  if (kind === 'PAYMENT') {
    if (a.status === 'PAID' || a.paidAt !== null) throw conflict('kind', 'alreadyPaid');
    if (a.status === 'SCHEDULED' && a.priceCents <= 0) throw conflict('kind', 'nothingToPay');
  }
  if (!OPEN_FOR[kind].includes(a.status)) throw conflict('kind', kind === 'PAYMENT' ? 'notPayable' : 'linksClosed');
  if (!a.mail) throw conflict('email', 'noEmailAddress');
  const locale: Locale = a.locale === 'en' ? 'en' : 'pt-BR';
  const mail = linkMail({
    kind,
    to: a.mail,
    locale,
    companyId: a.companyId,
    clinic: a.clinic,
    recipientName: a.recipientName,
    dependentName: a.dependentName,
    startsAt: a.startsAt,
    timeZone: a.timeZone,
    priceCents: a.priceCents,
    links: noticeLinks(ctx.config.notices.patientAppUrl, a.codes, a.status === 'SCHEDULED' && a.priceCents > 0),
  });
  return { sent: true, ticket: await ctx.mail.queue(tx, mail) };
}

/** The reception's actions on an appointment (issue 20): the arrival, the assistant physician, the links sent again. */
export const appointmentReceptionService = { markArrived, assignAssistant, resendLink };
