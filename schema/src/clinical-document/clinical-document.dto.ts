import { z } from 'zod';
import { CLINICAL_DOCUMENT_KINDS, MEDICATION_ROUTES, SIGNATURE_STATUSES } from './clinical-document.validation.js';

export const ZPrescriptionItemDto = z.object({
  medication: z.string(),
  dosage: z.string(),
  route: z.enum(MEDICATION_ROUTES),
  quantity: z.string(),
  duration: z.string(),
});

/** A document's content as it was issued (only the content of its kind is not null). */
export const ZClinicalDocumentContentDto = z.object({
  prescription: z.object({ items: z.array(ZPrescriptionItemDto), specialControl: z.boolean() }).nullable(),
  certificate: z
    .object({ days: z.number().int(), cid: z.string().nullable(), cidConsent: z.boolean(), remarks: z.string().nullable() })
    .nullable(),
  examRequest: z.object({ exams: z.array(z.string()), clinicalIndication: z.string().nullable() }).nullable(),
  referral: z.object({ specialty: z.string(), reason: z.string() }).nullable(),
});

export const ZDispensingDto = z.object({
  id: z.string(),
  pharmacistName: z.string(),
  pharmacistRegistration: z.string(),
  pharmacistState: z.string(),
  extent: z.enum(['WHOLE', 'PARTIAL']),
  remarks: z.string().nullable(),
  dispensedAt: z.string(),
});
export type TDispensingDto = z.infer<typeof ZDispensingDto>;

/**
 * A clinical document for its readers (the patient or guardian, the issuing clinic's staff and professionals who may
 * read the appointment). `filePath` is the stored PDF's key (the gateway turns it into a signed download link).
 */
export const ZClinicalDocumentDto = z.object({
  id: z.string(),
  companyId: z.string(),
  appointmentId: z.string(),
  personId: z.string(),
  personName: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  kind: z.enum(CLINICAL_DOCUMENT_KINDS),
  ...ZClinicalDocumentContentDto.shape,
  code: z.string(),
  /** The code printed on the paper that a pharmacist types to dispense; only for the patient, the issuer and staff. */
  secret: z.string(),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
  signedAt: z.string().nullable(),
  sha256: z.string(),
  filePath: z.string(),
  supersedesId: z.string().nullable(),
  supersededById: z.string().nullable(),
  issuedAt: z.string(),
  dispensings: z.array(ZDispensingDto),
});
export type TClinicalDocumentDto = z.infer<typeof ZClinicalDocumentDto>;

export const ZClinicalDocumentListDto = z.object({ items: z.array(ZClinicalDocumentDto) });

/**
 * POST /clinical-document and /clinical-document/{id}/sign: the document, and when a signature was asked for and not
 * made, why (a SigningFailure: WRONG_PASSWORD, EXPIRED, NO_CERTIFICATE, ...): the document then stays UNSIGNED.
 */
export const ZClinicalDocumentIssueDto = z.object({
  document: ZClinicalDocumentDto,
  signingError: z.string().nullable(),
});
export type TClinicalDocumentIssueDto = z.infer<typeof ZClinicalDocumentIssueDto>;

/** The public validation page (no medicines, no patient): what a pharmacist or an employer checks. */
export const ZDocumentValidationDto = z.object({
  code: z.string(),
  kind: z.enum(CLINICAL_DOCUMENT_KINDS),
  issuedAt: z.string(),
  /** The issuing clinic's IANA zone: the page shows the dates in it. */
  timeZone: z.string(),
  companyName: z.string(),
  professionalName: z.string(),
  /** "CRM-SP 123456" */
  professionalRegistration: z.string(),
  specialControl: z.boolean(),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
  signedAt: z.string().nullable(),
  /** The signer's certificate: its holder's name and its issuer's common name, when signed. */
  signerName: z.string().nullable(),
  signerIssuer: z.string().nullable(),
  sha256: z.string(),
  /** A newer document corrects this one: it must not be used. */
  superseded: z.boolean(),
  /** PRESCRIPTION only: dispensed whole (or, special control, at all): no further dispensing. */
  dispensed: z.boolean(),
  dispensingCount: z.number().int(),
});
export type TDocumentValidationDto = z.infer<typeof ZDocumentValidationDto>;

/** The professional's A1 certificate as kept (the file itself is never answered). */
export const ZSigningCertificateDto = z.object({
  holderName: z.string(),
  holderCpf: z.string(),
  issuerName: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  fingerprint: z.string(),
  uploadedAt: z.string(),
});
export type TSigningCertificateDto = z.infer<typeof ZSigningCertificateDto>;
