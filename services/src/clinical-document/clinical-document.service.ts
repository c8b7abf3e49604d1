import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CLINICAL_DOCUMENT_ISSUE_ROLES,
  CLINICAL_DOCUMENT_READ_ROLES,
  CLINICAL_DOCUMENT_STAFF_ROLES,
  type ClinicalDocumentKind,
  CONTENT_FIELD,
  DISPENSING_SECRET_LENGTH,
  hasAnyRole,
  now,
  participantProblem,
  type TClinicalDocumentIssue,
  type TClinicalDocumentIssueDto,
  type TDispensingInput,
  type TDocumentValidationDto,
  VERIFICATION_ALPHABET,
} from '@teleconsulta/schema';
import { StorageError } from '../adapters/storage/index.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden, notFound, unauthenticated } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { clinicalDocumentLink, clinicalDocumentMail } from '../mail/clinical-document.templates.js';
import type { MailTicket } from '../mail/mail.service.js';
import { messageRepository } from '../message/message.repository.js';
import { personHistoryService } from '../person/person-history.service.js';
import type { InTenant } from '../professional/professional-photo.service.js';
import { recordAccessService } from '../record-access/record-access.service.js';
import { buildPrint, placeOf, registrationOf } from './clinical-document.print.builder.js';
import { renderClinicalDocument } from './clinical-document.render.js';
import { clinicalDocumentRepository as repo, type StoredDocument } from './clinical-document.repository.js';
import { clinicalDocumentPrintRepository as printRepo } from './clinical-document-print.repository.js';
import { a1Signing } from './signing/a1-signing.adapter.js';
import { SigningError } from './signing/signing.port.js';
import { signingCertificateService } from './signing-certificate.service.js';

/** An appointment in one of these states gets no documents: it did not happen. */
const NOT_HELD = ['CANCELLED', 'NO_SHOW'];
const CODE_LENGTH = 16;

const SIGNING_REASON: Record<ClinicalDocumentKind, string> = {
  PRESCRIPTION: 'Prescrição médica',
  CERTIFICATE: 'Atestado médico',
  EXAM_REQUEST: 'Solicitação de exames',
  REFERRAL: 'Encaminhamento médico',
};

/** Characters of VERIFICATION_ALPHABET from the CSPRNG (32 symbols: each byte's low 5 bits, no bias). */
function verificationCode(length: number): string {
  return [...randomBytes(length)].map((b) => VERIFICATION_ALPHABET[b & 31]).join('');
}

export const documentKey = (companyId: string, documentId: string, sha256: string) =>
  `company/${companyId}/clinical-document/${documentId}/${sha256}`;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const sendFailed = () => new AppError('FILE_SEND_FAILED', { fields: [{ field: 'file', key: 'fileSendFailed' }] });

/** The public address a document's QR code holds: the gateway answers a browser with the page, ITI's validator with JSON. */
const validationUrl = (ctx: ServiceContext, code: string) => `${ctx.config.notices.patientAppUrl}/media/documents/${code}`;

async function store(ctx: ServiceContext, key: string, pdf: Buffer) {
  try {
    await ctx.storage.put(key, pdf, { contentType: 'application/pdf' });
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not store a clinical document');
    throw error instanceof StorageError ? sendFailed() : error;
  }
}

const discard = (ctx: ServiceContext, key: string) =>
  ctx.storage.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'could not delete a stored clinical document'));

/** The appointment, when the caller is its professional and it can get documents; anyone else's is unknown to them. */
async function issuable(tx: Tx, tenant: Tenant, appointmentId: string) {
  requireRole(tenant, CLINICAL_DOCUMENT_ISSUE_ROLES);
  companyOf(tenant);
  const appointment = await repo.appointment(tx, appointmentId, tenant.principal.userId);
  if (!appointment?.ownProfessional) throw notFound();
  if (NOT_HELD.includes(appointment.status)) throw new AppError('CONFLICT', { fields: [{ field: 'appointmentId', key: 'invalid' }] });
  const professional = await repo.professionalOfUser(tx, tenant.principal.userId);
  if (!professional) throw forbidden();
  return { appointment, professional };
}

/** Everything the document prints, checked: what is missing answers SPEC §8's message and names the fields. */
async function gather(tx: Tx, tenant: Tenant, input: TClinicalDocumentIssue) {
  const access = { kind: 'ITEM', itemType: historyTypeOf(input.kind), action: 'WRITE' } as const;
  const { appointment, professional: caller } = await recordAccessService.guard(
    tenant,
    { appointmentId: input.appointmentId },
    access,
    () => issuable(tx, tenant, input.appointmentId),
  );
  // One connection per transaction: the reads run one after the other.
  const company = await printRepo.company(tx, appointment.companyId);
  const professional = await printRepo.professional(tx, caller.id);
  const patient = await printRepo.person(tx, appointment.patientId);
  if (!company || !professional || !patient) throw notFound();
  const specialControl = input.kind === 'PRESCRIPTION' && Boolean(input.prescription?.specialControl);
  const problem = participantProblem({
    kind: input.kind,
    specialControl,
    addressInclusion: company.addressInclusion,
    professional: { name: professional.name, crm: professional.crm, crmState: professional.crmState, address: professional.address },
    patient: { name: patient.name, cpf: patient.cpf, guardian: patient.guardian, address: patient.address },
  });
  if (problem?.code === 'ADDRESS_REQUIRED')
    throw new AppError('PRESCRIPTION_ADDRESS_REQUIRED', { fields: [{ field: 'professional.address', key: 'missingData' }] });
  if (problem?.code === 'NOT_BRAZILIAN')
    throw new AppError('ONLY_BRAZILIAN_ADDRESS', { fields: [{ field: 'professional.address', key: 'invalid' }] });
  if (problem?.code === 'PARTICIPANTS') {
    throw new AppError('PRESCRIPTION_PARTICIPANTS', { fields: problem.fields.map((field) => ({ field, key: 'missingData' as const })) });
  }
  let supersedesCode: string | null = null;
  if (input.supersedesId) {
    const earlier = await repo.byId(tx, input.supersedesId);
    if (!earlier || earlier.appointmentId !== appointment.id || earlier.kind !== input.kind) throw badField('supersedesId', 'invalid');
    if (earlier.supersededById) throw new AppError('CONFLICT', { fields: [{ field: 'supersedesId', key: 'alreadySuperseded' }] });
    supersedesCode = earlier.code;
  }
  return { appointment, company, professional, patient, specialControl, supersedesCode };
}

type SignOutcome = { pdf: Buffer; signerName: string; signerIssuer: string; signerFingerprint: string } | { failure: string };

/** Signs with the professional's A1: any failure leaves the document as it was (never half-signed) and says why. */
async function trySign(
  ctx: ServiceContext,
  inTenant: InTenant,
  pdf: Buffer,
  signer: { professionalId: string; name: string; cpf: string | null; kind: ClinicalDocumentKind; location: string; contact: string },
  password: string,
): Promise<SignOutcome> {
  const credential = await inTenant((tx) => signingCertificateService.credentialOf(ctx, tx, signer.professionalId));
  if (!credential) return { failure: 'NO_CERTIFICATE' };
  try {
    const signed = await a1Signing().sign(pdf, {
      name: signer.name,
      cpf: signer.cpf ?? credential.holderCpf,
      reason: SIGNING_REASON[signer.kind],
      location: signer.location,
      contactInfo: signer.contact,
      credential: { kind: 'a1', pkcs12: credential.pkcs12, password },
    });
    return {
      pdf: signed,
      signerName: credential.holderName,
      signerIssuer: credential.issuerName,
      signerFingerprint: credential.fingerprint,
    };
  } catch (error) {
    if (error instanceof SigningError) {
      ctx.log.info({ reason: error.reason, detail: error.message }, 'a clinical document was not signed');
      return { failure: error.reason };
    }
    throw error;
  }
}

/**
 * POST /clinical-document: checks the caller and the participants' data, renders the PDF (and signs it when the
 * certificate's password is given), stores it and records the document with its codes. A failed signature issues the
 * document unsigned and says why; a failed store or save changes nothing (the stored object is removed).
 */
async function issue(ctx: ServiceContext, inTenant: InTenant, input: TClinicalDocumentIssue): Promise<TClinicalDocumentIssueDto> {
  const gathered = await inTenant((tx, tenant) => gather(tx, tenant, input));
  const { appointment, company, professional, patient, specialControl, supersedesCode } = gathered;
  const id = randomUUID();
  const code = verificationCode(CODE_LENGTH);
  const secret = verificationCode(DISPENSING_SECRET_LENGTH);
  const issuedAt = now().toISOString();
  const print = buildPrint({
    issue: input,
    company,
    professional,
    patient,
    appointmentStartsAt: appointment.startsAt,
    issuedAt,
    verification: { code, secret, url: validationUrl(ctx, code) },
    supersedesCode,
  });
  let pdf = await renderClinicalDocument(print);
  let signingError: string | null = null;
  let signature: Omit<Extract<SignOutcome, { pdf: Buffer }>, 'pdf'> | null = null;
  if (input.password) {
    const outcome = await trySign(
      ctx,
      inTenant,
      pdf,
      {
        professionalId: professional.id,
        name: professional.name,
        cpf: professional.cpf,
        kind: input.kind,
        location: print.city,
        contact: registrationOf(professional),
      },
      input.password,
    );
    if ('failure' in outcome) signingError = outcome.failure;
    else {
      pdf = outcome.pdf;
      signature = outcome;
    }
  }
  const sha256 = sha256Of(pdf);
  const key = documentKey(appointment.companyId, id, sha256);
  await store(ctx, key, pdf);
  const tickets: MailTicket[] = [];
  try {
    const document = await inTenant(async (tx, tenant) => {
      await issuable(tx, tenant, input.appointmentId);
      const field = CONTENT_FIELD[input.kind];
      try {
        await repo.insert(tx, {
          id,
          companyId: appointment.companyId,
          appointmentId: appointment.id,
          personId: patient.id,
          professionalId: professional.id,
          kind: input.kind,
          content: { [field]: input[field] },
          specialControl,
          code,
          secret,
          professionalName: professional.name,
          professionalRegistration: registrationOf(professional),
          filePath: key,
          sha256,
          supersedesId: input.supersedesId ?? null,
          issuedBy: tenant.principal.userId,
          issuedAt,
        });
      } catch (error) {
        // Two corrections of one document at once: the second meets the first's row.
        if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505')
          throw new AppError('CONFLICT', { fields: [{ field: 'supersedesId', key: 'alreadySuperseded' }] });
        throw error;
      }
      if (signature) await repo.sign(tx, id, { filePath: key, sha256, ...signature });
      await recordAccessService.log(tx, tenant, patient.id, {
        kind: 'ITEM',
        itemType: historyTypeOf(input.kind),
        itemId: id,
        action: 'WRITE',
      });
      tickets.push(
        ...(await mailPatient(ctx, tx, {
          companyId: appointment.companyId,
          appointmentId: appointment.id,
          patientId: patient.id,
          professionalName: professional.name,
          kind: input.kind,
          clinic: company.name,
        })),
      );
      await ctx.events.append(tx, {
        companyId: appointment.companyId,
        topic: 'clinical-document',
        type: 'DOCUMENT_ISSUED',
        entityId: appointment.id,
        payload: { documentId: id, kind: input.kind },
      });
      return repo.byId(tx, id);
    });
    ctx.mail.dispatch(tickets);
    if (!document) throw notFound();
    return { document: publicDto(document), signingError };
  } catch (error) {
    await discard(ctx, key);
    throw error;
  }
}

/**
 * The mail to the patient (a dependent's guardian) that a document was issued, in the language they last wrote to the
 * clinic in (else pt-BR), queued in the issue's transaction; none when they have no e-mail.
 */
async function mailPatient(
  ctx: ServiceContext,
  tx: Tx,
  issued: {
    companyId: string;
    appointmentId: string;
    patientId: string;
    professionalName: string;
    kind: ClinicalDocumentKind;
    clinic: string;
  },
): Promise<MailTicket[]> {
  const recipient = await messageRepository.person(tx, issued.patientId);
  if (!recipient?.mail) return [];
  const mail = clinicalDocumentMail({
    to: recipient.mail,
    locale: (await messageRepository.userLocale(tx, recipient.owner_user_id)) ?? 'pt-BR',
    clinic: issued.clinic,
    recipientName: recipient.recipient_name,
    patientName: recipient.name,
    professionalName: issued.professionalName,
    kind: issued.kind,
    companyId: issued.companyId,
    link: clinicalDocumentLink(ctx.config.notices.patientAppUrl, issued.appointmentId),
  });
  return [await ctx.mail.queue(tx, mail)];
}

/** POST /clinical-document/{id}/sign: the issuing professional signs an unsigned document; a signed one is answered as it is. */
async function sign(ctx: ServiceContext, inTenant: InTenant, id: string, password: string): Promise<TClinicalDocumentIssueDto> {
  const { document, professional } = await inTenant((tx, tenant) =>
    recordAccessService.guard(tenant, { documentId: id }, { kind: 'ITEM', itemId: id, action: 'WRITE' }, async () => {
      requireRole(tenant, CLINICAL_DOCUMENT_ISSUE_ROLES);
      const found = await repo.byId(tx, id);
      const caller = await repo.professionalOfUser(tx, tenant.principal.userId);
      if (!found || !caller || found.professionalId !== caller.id) throw notFound();
      const full = await printRepo.professional(tx, caller.id);
      if (!full) throw notFound();
      return { document: found, professional: full };
    }),
  );
  if (document.signatureStatus === 'SIGNED') return { document: publicDto(document), signingError: null };
  const object = await ctx.storage.get(document.filePath).catch(() => null);
  if (!object) throw new AppError('PRESCRIPTION_OPEN_FAILED');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  const outcome = await trySign(
    ctx,
    inTenant,
    Buffer.concat(chunks),
    {
      professionalId: professional.id,
      name: professional.name,
      cpf: professional.cpf,
      kind: document.kind,
      location: placeOf(professional.address),
      contact: registrationOf(professional),
    },
    password,
  );
  if ('failure' in outcome) return { document: publicDto(document), signingError: outcome.failure };
  const sha256 = sha256Of(outcome.pdf);
  const key = documentKey(document.companyId, document.id, sha256);
  await store(ctx, key, outcome.pdf);
  const signed = await inTenant(async (tx, tenant) => {
    const changed = await repo.sign(tx, id, {
      filePath: key,
      sha256,
      signerName: outcome.signerName,
      signerIssuer: outcome.signerIssuer,
      signerFingerprint: outcome.signerFingerprint,
    });
    if (changed) {
      await recordAccessService.log(tx, tenant, document.personId, {
        kind: 'ITEM',
        itemType: historyTypeOf(document.kind),
        itemId: id,
        action: 'WRITE',
      });
    }
    return { changed, document: await repo.byId(tx, id) };
  }).catch(async (error) => {
    await discard(ctx, key);
    throw error;
  });
  if (!signed.changed) await discard(ctx, key);
  if (!signed.document) throw notFound();
  return { document: publicDto(signed.document), signingError: null };
}

const publicDto = ({ professionalRegistration: _r, specialControl: _s, signerName: _n, signerIssuer: _i, ...dto }: StoredDocument) => dto;

const isStaff = (tenant: Tenant) => hasAnyRole(tenant.roles, CLINICAL_DOCUMENT_STAFF_ROLES);

/**
 * GET /clinical-document?appointmentId= | ?personId=: newest first. An appointment's: to its patient (or guardian), its
 * professional and the clinic's managers and administrators. A person's: to whoever may read that person's health
 * record (the person-history rule), the clinic's side logged in the access audit.
 */
async function list(tx: Tx, tenant: Tenant, query: { appointmentId?: string; personId?: string }) {
  if (!query.appointmentId && !query.personId) throw badField('personId', 'required');
  const access = { kind: 'HISTORY', types: DOCUMENT_HISTORY_TYPES } as const;
  const personId = await recordAccessService.guard(tenant, query, access, async () => {
    requireRole(tenant, CLINICAL_DOCUMENT_READ_ROLES);
    companyOf(tenant);
    if (!query.appointmentId) {
      await personHistoryService.assertReader(tx, tenant, query.personId!);
      return query.personId!;
    }
    return (await readableAppointment(tx, tenant, query.appointmentId)).patientId;
  });
  await recordAccessService.log(tx, tenant, personId, access);
  return (await repo.list(tx, query.appointmentId ? { appointmentId: query.appointmentId } : { personId })).map(publicDto);
}

/** The types of the health record the documents are listed under. */
const DOCUMENT_HISTORY_TYPES = ['PRESCRIPTION', 'EXAM', 'MEDICAL_REFERRAL'] as const;

/** The patient (or guardian) of the appointment, or its professional. */
const isReader = (tenant: Tenant, appointment: { ownPatient: boolean; ownProfessional: boolean }) =>
  (tenant.roles.includes('P') && appointment.ownPatient) ||
  (hasAnyRole(tenant.roles, CLINICAL_DOCUMENT_ISSUE_ROLES) && appointment.ownProfessional);

/** The appointment whose documents the caller reads: its own readers and the clinic's staff; NOT_FOUND to anyone else. */
async function readableAppointment(tx: Tx, tenant: Tenant, appointmentId: string) {
  const appointment = await repo.appointment(tx, appointmentId, tenant.principal.userId);
  if (!appointment || !(isReader(tenant, appointment) || isStaff(tenant))) throw notFound();
  return appointment;
}

/** A document by id for a download: the same readers as the list of its appointment; every download is audited. */
async function readable(tx: Tx, tenant: Tenant, id: string): Promise<StoredDocument> {
  const access = { kind: 'ITEM', itemId: id } as const;
  const document = await recordAccessService.guard(tenant, { documentId: id }, access, async () => {
    requireRole(tenant, CLINICAL_DOCUMENT_READ_ROLES);
    const found = await repo.byId(tx, id);
    if (!found) throw notFound();
    await readableAppointment(tx, tenant, found.appointmentId);
    return found;
  });
  await recordAccessService.log(tx, tenant, document.personId, { ...access, itemType: historyTypeOf(document.kind) });
  return document;
}

/** The health-record type a document is listed under (SPEC §3 history item types). */
export const historyTypeOf = (kind: ClinicalDocumentKind) =>
  ({ PRESCRIPTION: 'PRESCRIPTION', CERTIFICATE: 'PRESCRIPTION', EXAM_REQUEST: 'EXAM', REFERRAL: 'MEDICAL_REFERRAL' })[kind];

/** The public side: a code names a document of some company; a wrong or unknown code is NOT_FOUND alike. */
async function byCode(
  ctx: ServiceContext,
  code: string,
  fn: (tx: Tx, document: StoredDocument) => Promise<TDocumentValidationDto>,
  options: { lock: boolean } = { lock: false },
) {
  const found = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.lookupCode(tx, code));
  if (!found) throw notFound();
  return inScope(ctx.db, { companyId: found.companyId, userId: null }, async (tx) => {
    // Locked only for a dispensing: two pharmacies at once are served one after the other; a read waits for nobody.
    const document = await repo.byId(tx, found.documentId, options);
    if (!document) throw notFound();
    return fn(tx, document);
  });
}

const isDispensed = (d: StoredDocument) =>
  d.kind === 'PRESCRIPTION' && (d.specialControl ? d.dispensings.length > 0 : d.dispensings.some((x) => x.extent === 'WHOLE'));

async function validationOf(tx: Tx, d: StoredDocument): Promise<TDocumentValidationDto> {
  const company = await repo.company(tx, d.companyId);
  return {
    code: d.code,
    kind: d.kind,
    issuedAt: d.issuedAt,
    timeZone: company.timeZone,
    companyName: company.name,
    professionalName: d.professionalName,
    professionalRegistration: d.professionalRegistration,
    specialControl: d.specialControl,
    signatureStatus: d.signatureStatus,
    signedAt: d.signedAt,
    signerName: d.signerName,
    signerIssuer: d.signerIssuer,
    sha256: d.sha256,
    superseded: d.supersededById !== null,
    dispensed: isDispensed(d),
    dispensingCount: d.dispensings.length,
  };
}

/** GET /clinical-document/validation/{code}: what the public page shows (no medicines, no patient). */
const validation = (ctx: ServiceContext, code: string) => byCode(ctx, code, validationOf);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given.toUpperCase().replace(/[^0-9A-Z]/g, ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /clinical-document/validation/{code}/dispensing: a pharmacy records a dispensing with the code printed on the
 * paper. Under the document's row lock, so two pharmacies at once get one dispensing of a special-control prescription.
 */
async function dispense(ctx: ServiceContext, code: string, input: TDispensingInput) {
  return byCode(
    ctx,
    code,
    async (tx, document) => {
      if (!sameSecret(input.secret, document.secret)) throw badField('secret', 'invalid');
      if (document.kind !== 'PRESCRIPTION') throw new AppError('CONFLICT', { fields: [{ field: 'code', key: 'notAPrescription' }] });
      if (document.supersededById) throw new AppError('CONFLICT', { fields: [{ field: 'code', key: 'documentSuperseded' }] });
      // SECURITY.md T23: a prescription without its ICP-Brasil signature is not a prescription a pharmacy may honour.
      if (document.signatureStatus !== 'SIGNED') throw new AppError('CONFLICT', { fields: [{ field: 'code', key: 'documentNotSigned' }] });
      if (isDispensed(document)) throw new AppError('CONFLICT', { fields: [{ field: 'extent', key: 'alreadyDispensed' }] });
      await repo.insertDispensing(tx, {
        companyId: document.companyId,
        documentId: document.id,
        pharmacistName: input.pharmacistName,
        pharmacistRegistration: input.pharmacistRegistration,
        pharmacistState: input.pharmacistState,
        extent: input.extent,
        remarks: input.remarks ?? null,
      });
      await ctx.events.append(tx, {
        companyId: document.companyId,
        topic: 'clinical-document',
        type: 'DOCUMENT_DISPENSED',
        entityId: document.appointmentId,
        payload: { documentId: document.id },
      });
      const updated = await repo.byId(tx, document.id);
      if (!updated) throw notFound();
      return validationOf(tx, updated);
    },
    { lock: true },
  );
}

/**
 * The PDF for the public link of ITI's validator (the code and the secret printed on the paper) — the validator
 * fetches the signed file to check it. BRAZIL.md §7b: an unknown code is 404, a wrong secret 401.
 */
async function publicFile(ctx: ServiceContext, code: string, secret: string) {
  let path = '';
  await byCode(ctx, code, async (tx, document) => {
    if (!sameSecret(secret, document.secret)) throw unauthenticated();
    path = document.filePath;
    return validationOf(tx, document);
  });
  return path;
}

export const clinicalDocumentService = { issue, sign, list, readable, validation, dispense, publicFile };
