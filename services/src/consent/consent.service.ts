import {
  type ConsentKind,
  CURRENT_TERMS,
  type Locale,
  type TConsentAcceptInput,
  type TConsentEventDto,
  type TConsentRevokeInput,
  type TConsentTermDto,
} from '@teleconsulta/schema';
import { badField, forbidden, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import { companyOf } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { consentRepository as repo } from './consent.repository.js';
import { termsVersionService } from './terms-version.service.js';

/**
 * Whose telemedicine consent a protocol asks for, and whether the caller may give it: the patient themself, or their
 * guardian for a dependent (as legal representative, CFM 2.314/2022 art. 15). Anyone else: NOT_FOUND, like an unknown
 * protocol (a protocol tells nothing about other people's appointments).
 */
async function telemedicineTarget(tx: Tx, tenant: Tenant, protocol: string) {
  const a = await repo.appointmentByProtocol(tx, protocol, tenant.principal.userId);
  if (!a || (!a.self && !a.guardian)) throw notFound();
  return { appointmentId: a.id, personId: a.patient_id, byRepresentative: !a.self };
}

async function termDto(
  tx: Tx,
  kind: ConsentKind,
  who: { personId: string | null; userId: string },
  locale: Locale,
): Promise<TConsentTermDto> {
  const { version, title, text } = await termsVersionService.currentText(tx, kind, locale);
  const accepted = await repo.latest(tx, kind, version, who);
  const revokedAt = who.personId ? await repo.lastRevocation(tx, kind, who.personId) : null;
  return {
    kind,
    version,
    title,
    text,
    personId: who.personId,
    accepted: accepted !== null,
    acceptedAt: accepted?.acceptedAt ?? null,
    byRepresentative: accepted?.byRepresentative ?? false,
    revokedAt,
  };
}

/** GET /user/term?protocol=: the telemedicine consent of that appointment's patient, and whether it was given. */
async function telemedicineTerm(tx: Tx, tenant: Tenant, protocol: string, locale: Locale): Promise<TConsentTermDto> {
  companyOf(tenant);
  const target = await telemedicineTarget(tx, tenant, protocol);
  return termDto(tx, 'TELEMEDICINE', { personId: target.personId, userId: tenant.principal.userId }, locale);
}

/** The version asked must be the current (newest published) one: accepting an old text accepts nothing. */
async function checkVersion(tx: Tx, kind: ConsentKind, version: string) {
  if (!(await termsVersionService.isCurrent(tx, kind, version))) throw badField('version', 'invalid');
}

/** POST /user/term: the patient (or guardian) gives the telemedicine consent for the appointment of the protocol. */
async function acceptTelemedicine(tx: Tx, tenant: Tenant, input: TConsentAcceptInput, locale: Locale): Promise<TConsentTermDto> {
  const companyId = companyOf(tenant);
  if (!input.protocol) throw badField('protocol', 'required');
  const target = await telemedicineTarget(tx, tenant, input.protocol);
  await checkVersion(tx, 'TELEMEDICINE', input.version);
  await repo.insert(tx, {
    companyId,
    kind: 'TELEMEDICINE',
    version: input.version,
    personId: target.personId,
    acceptedBy: tenant.principal.userId,
    byRepresentative: target.byRepresentative,
    channel: input.channel,
    appointmentId: target.appointmentId,
    isConsultorio: false,
  });
  return termDto(tx, 'TELEMEDICINE', { personId: target.personId, userId: tenant.principal.userId }, locale);
}

/** GET /user/term/telemedicine: the telemedicine consent of the patient and of each dependent they act for. */
async function telemedicineTerms(tx: Tx, tenant: Tenant, locale: Locale): Promise<TConsentTermDto[]> {
  companyOf(tenant);
  const userId = tenant.principal.userId;
  const persons = await repo.personsActedFor(tx, userId);
  return Promise.all(persons.map((p) => termDto(tx, 'TELEMEDICINE', { personId: p.id, userId }, locale)));
}

/**
 * POST /user/term/revoke: the patient revokes their telemedicine consent, or a guardian a dependent's (LGPD art. 8 §5).
 * Stored only while it is given (revoking twice records once); the room then asks for it again before the call.
 * A person the caller does not act for: ACCESS_DENIED, and nothing is stored.
 */
async function revokeTelemedicine(tx: Tx, tenant: Tenant, input: TConsentRevokeInput, locale: Locale): Promise<TConsentTermDto> {
  const companyId = companyOf(tenant);
  const userId = tenant.principal.userId;
  const persons = await repo.personsActedFor(tx, userId);
  const target = input.personId ? persons.find((p) => p.id === input.personId) : persons.find((p) => p.self);
  if (!target) throw forbidden();
  if (await hasTelemedicineConsent(tx, target.id)) {
    await repo.revoke(tx, { companyId, kind: 'TELEMEDICINE', personId: target.id, revokedBy: userId, byRepresentative: !target.self });
  }
  return termDto(tx, 'TELEMEDICINE', { personId: target.id, userId }, locale);
}

/** GET /user/consents: every acceptance and revocation of the patient's and their dependents' consents (their export). */
async function history(tx: Tx, tenant: Tenant): Promise<TConsentEventDto[]> {
  companyOf(tenant);
  return (await repo.history(tx, tenant.principal.userId)).map((r) => ({
    kind: r.kind,
    event: r.event,
    version: r.version,
    personId: r.person_id,
    at: new Date(r.at).toISOString(),
    byRepresentative: Boolean(r.by_representative),
    channel: r.channel,
  }));
}

/** GET /signterm, GET /sign: the terms of use for the caller (their own person record, or the user for staff). */
async function termsOfUse(tx: Tx, tenant: Tenant, locale: Locale): Promise<TConsentTermDto> {
  companyOf(tenant);
  const personId = await repo.ownPerson(tx, tenant.principal.userId);
  return termDto(tx, 'TERMS_OF_USE', { personId, userId: tenant.principal.userId }, locale);
}

/** POST /sign: the caller accepts the terms of use (is_consultorio: signed from the doctor's office). */
async function acceptTermsOfUse(tx: Tx, tenant: Tenant, input: TConsentAcceptInput, locale: Locale): Promise<TConsentTermDto> {
  const companyId = companyOf(tenant);
  await checkVersion(tx, 'TERMS_OF_USE', input.version);
  const personId = await repo.ownPerson(tx, tenant.principal.userId);
  await repo.insert(tx, {
    companyId,
    kind: 'TERMS_OF_USE',
    version: input.version,
    personId,
    acceptedBy: tenant.principal.userId,
    byRepresentative: false,
    channel: input.channel,
    appointmentId: null,
    isConsultorio: input.is_consultorio ?? false,
  });
  return termDto(tx, 'TERMS_OF_USE', { personId, userId: tenant.principal.userId }, locale);
}

/**
 * For the room (issue 6): whether the appointment's patient has given the current telemedicine consent, and not
 * revoked it since.
 */
async function hasTelemedicineConsent(tx: Tx, personId: string): Promise<boolean> {
  return (await repo.latest(tx, 'TELEMEDICINE', CURRENT_TERMS.TELEMEDICINE.version, { personId, userId: '' })) !== null;
}

/** Records an acceptance another domain collected (a staff invitation's new account accepts the terms of use). */
const record = repo.insert;

/** Whether a version is the one in force (a staff invitation's new account accepts the terms of use it read). */
const isCurrentVersion = termsVersionService.isCurrent;

export const consentService = {
  telemedicineTerm,
  telemedicineTerms,
  acceptTelemedicine,
  revokeTelemedicine,
  history,
  termsOfUse,
  acceptTermsOfUse,
  hasTelemedicineConsent,
  record,
  isCurrentVersion,
};
