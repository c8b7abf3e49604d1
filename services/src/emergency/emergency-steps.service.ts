import type {
  Locale,
  TEmergencyComplaint,
  TEmergencyProgress,
  TEmergencyScreeningAnswers,
  TriageInput,
  TriageResult,
  TScreeningDto,
} from '@teleconsulta/schema';
import { appointmentEmergencyService } from '../appointment/appointment-emergency.service.js';
import { AppError } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { screeningService } from '../screening/screening.service.js';
import { emit } from './emergency.shared.js';
import { paymentSettled } from './emergency-payment.service.js';
import { type ProtocolRecord, emergencyProtocolRepository as protocolRepo } from './emergency-protocol.repository.js';
import { findProtocol, ownProtocol, protocol } from './emergency-protocol.service.js';
import { answerProblems, isChild } from './emergency-screening.rules.js';

// The patient's own steps (SPEC §2 person flow) ------------------------------------------------------------------

const stepConflict = () => new AppError('CONFLICT', { fields: [{ field: 'step', key: 'stepNotNow' }] });

/**
 * PUT /emergency/protocol/{id}/step: the patient moves through the steps that are theirs alone: 2 (check resources:
 * camera and microphone tested) and 3 (payment: done, or nothing to pay; see `payment`) while waiting, before the
 * complaint; 10 (NPS) and 11 (end) once the attendance is finished. Never backwards; the rest of the flow moves with
 * its own calls (complaint, pre-assessment, call, room, finish).
 */
async function progress(tx: Tx, tenant: Tenant, id: string, input: TEmergencyProgress, locale: Locale, events: EventPort) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  const before = input.step <= 3;
  const allowed = before
    ? found.status === 'WAITING' && found.step < input.step && found.step <= 3
    : found.status === 'FINISHED' && found.step < input.step;
  if (!allowed) throw stepConflict();
  if (input.step === 3 && !(await paymentSettled(tx, found, companyId)))
    throw new AppError('CONFLICT', { fields: [{ field: 'payment', key: 'paymentDue' }] });
  await protocolRepo.progress(tx, id, input.step);
  await emit(tx, events, companyId, 'PROTOCOL_STEP', found.queueId, { id, status: found.status, step: input.step });
  return protocol(tx, tenant, id, locale);
}

/**
 * PUT /emergency/protocol/{id}/complaint: step 4, the complaint in the patient's words; next, the pre-assessment (5).
 * A charged attendance's appointment (made at step 3) takes it as its chief complaint.
 */
async function reportComplaint(tx: Tx, tenant: Tenant, id: string, input: TEmergencyComplaint, locale: Locale, events: EventPort) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step < 3 || found.step > 5) throw stepConflict();
  await protocolRepo.progress(tx, id, 5, input.complaint);
  if (found.appointmentId) await appointmentEmergencyService.setReason(tx, found.appointmentId, input.complaint);
  await emit(tx, events, companyId, 'PROTOCOL_STEP', found.queueId, { id, status: found.status, step: 5 });
  return protocol(tx, tenant, id, locale);
}

/** The questionnaire a protocol's pre-assessment uses: the company's active EMERGENCY one for the patient's age. */
async function questionnaireFor(tx: Tx, tenant: Tenant, p: ProtocolRecord): Promise<TScreeningDto | null> {
  const companyId = companyOf(tenant);
  const birthDate = await protocolRepo.personBirthDate(tx, p.personId);
  const subtypes = isChild(birthDate) ? ['CHILD', 'ADULT'] : ['ADULT'];
  for (const subtype of subtypes) {
    const found = await screeningService.active(tx, tenant, companyId, 'EMERGENCY', subtype).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (found) return found;
  }
  return null;
}

/** GET /emergency/protocol/{id}/screening: the questionnaire of the protocol's pre-assessment, or null when none. */
async function protocolScreening(tx: Tx, tenant: Tenant, id: string): Promise<{ screening: TScreeningDto | null }> {
  const found = await findProtocol(tx, tenant, id);
  return { screening: await questionnaireFor(tx, tenant, found) };
}

/** A pre-assessment checked and ready for the triage adapter (which runs outside any transaction: it may call out). */
export type PreparedScreening = { triageInput: TriageInput; screeningId: string | null; screeningVersion: number | null };

/**
 * PUT /emergency/protocol/{id}/screening, first part: step 5, the pre-assessment, is the caller's to answer now, and
 * the answers fit the questionnaire (a required question unanswered, an unknown question or option: a field error
 * naming the question, nothing stored). Answers the triage adapter's input.
 */
async function prepareScreening(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TEmergencyScreeningAnswers,
  locale: Locale,
): Promise<PreparedScreening> {
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step !== 5) throw stepConflict();
  const questionnaire = await questionnaireFor(tx, tenant, found);
  const problems = answerProblems(questionnaire?.questions ?? [], input.answers, locale);
  if (problems.length > 0) throw new AppError('BAD_INPUT', { issues: problems });
  return {
    screeningId: questionnaire?.id ?? null,
    screeningVersion: questionnaire?.version ?? null,
    triageInput: {
      questions: questionnaire?.questions ?? [],
      answers: input.answers,
      complaint: found.complaint ?? '',
      locale,
    },
  };
}

/**
 * PUT /emergency/protocol/{id}/screening, second part: the triage result is stored with the answers; its priority
 * ranks the queue and the patient reaches the waiting room (6). A red flag (an answer or the complaint) tells the
 * patient to call SAMU 192 and alerts the clinic's board (RED_FLAG). A protocol that moved on meanwhile (called,
 * closed) keeps its state: a step conflict.
 */
async function storeScreening(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TEmergencyScreeningAnswers,
  prepared: PreparedScreening,
  result: TriageResult,
  locale: Locale,
  events: EventPort,
) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step !== 5) throw stepConflict();
  await protocolRepo.assess(tx, id, {
    screeningId: prepared.screeningId,
    screeningVersion: prepared.screeningVersion,
    answers: input.answers,
    triage: {
      priority: result.priority,
      maxWaitMinutes: result.maxWaitMinutes,
      redFlag: result.redFlag,
      engine: result.engine,
      reasons: result.reasons,
    },
    step: 6,
  });
  await emit(tx, events, companyId, 'PROTOCOL_ASSESSED', found.queueId, { id, status: found.status, step: 6 });
  if (result.redFlag) await emit(tx, events, companyId, 'RED_FLAG', found.queueId, { id, status: found.status, step: 6 }, 'RED_FLAG');
  return protocol(tx, tenant, id, locale);
}

export const emergencyStepsService = { progress, reportComplaint, protocolScreening, prepareScreening, storeScreening };
