import { z } from 'zod';
import { ZRequestSpecialty } from '../appointment-request/appointment-request.validation.js';
import { isValidCid10, normalizeCid10 } from '../person/person-history.validation.js';

/**
 * Clinical documents (issue 19; SPEC §5.19, §8; BRAZIL.md §7b): what a professional issues from an attendance — a
 * prescription, a medical certificate, an exam request or a referral to a specialty — as a PDF with a verification
 * code and a QR code to the public validation page, signed with the professional's ICP-Brasil certificate.
 */
export const CLINICAL_DOCUMENT_KINDS = ['PRESCRIPTION', 'CERTIFICATE', 'EXAM_REQUEST', 'REFERRAL'] as const;
export type ClinicalDocumentKind = (typeof CLINICAL_DOCUMENT_KINDS)[number];

/** SIGNED: the PDF carries the professional's signature; UNSIGNED: it was issued but not (yet) signed. */
export const SIGNATURE_STATUSES = ['SIGNED', 'UNSIGNED'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** How a medicine is taken (ANVISA's routes of administration, the ones a teleconsultation prescribes). */
export const MEDICATION_ROUTES = [
  'ORAL',
  'SUBLINGUAL',
  'TOPICAL',
  'INHALATION',
  'NASAL',
  'OPHTHALMIC',
  'OTIC',
  'RECTAL',
  'VAGINAL',
  'INTRAMUSCULAR',
  'INTRAVENOUS',
  'SUBCUTANEOUS',
] as const;
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number];

export const PRESCRIPTION_MAX_ITEMS = 20;
export const EXAM_REQUEST_MAX_EXAMS = 30;
export const CERTIFICATE_MAX_DAYS = 365;
/** The verification code printed under the QR code and typed by a pharmacist: 8 characters of VERIFICATION_ALPHABET. */
export const DISPENSING_SECRET_LENGTH = 8;
/** Crockford's base32 without I, L, O and U: nothing a pharmacist misreads on paper. */
export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const text = (max: number) => z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(max);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(max).optional());

export const ZPrescriptionItemInput = z.object({
  medication: text(200),
  dosage: text(300),
  route: z.enum(MEDICATION_ROUTES, { message: 'invalid' }),
  quantity: text(100),
  duration: text(100),
});

export const ZPrescriptionInput = z.object({
  items: z.array(ZPrescriptionItemInput).min(1, { message: 'required' }).max(PRESCRIPTION_MAX_ITEMS, { message: 'tooMany' }),
  /** A special-control prescription (Portaria SVS/MS 344/1998): two copies, dispensed once. */
  specialControl: z.boolean().default(false),
});

export const ZCertificateInput = z
  .object({
    days: z
      .number({ message: 'required' })
      .int({ message: 'invalid' })
      .min(1, { message: 'invalid' })
      .max(CERTIFICATE_MAX_DAYS, { message: 'invalid' }),
    /** The CID-10 printed only with the patient's consent (CFM Res. 1.658/2002 art. 5). */
    cid: optionalText(8)
      .transform((v) => (v === undefined ? undefined : normalizeCid10(v)))
      .refine((v) => v === undefined || isValidCid10(v), { message: 'invalid' }),
    cidConsent: z.boolean().default(false),
    remarks: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.cid && !value.cidConsent) ctx.addIssue({ code: 'custom', path: ['cidConsent'], message: 'cidConsentRequired' });
  });

export const ZExamRequestInput = z.object({
  exams: z.array(text(200)).min(1, { message: 'required' }).max(EXAM_REQUEST_MAX_EXAMS, { message: 'tooMany' }),
  clinicalIndication: optionalText(500),
});

export const ZReferralInput = z.object({
  /** A REQUEST_SPECIALTYS (CBO) code. */
  specialty: ZRequestSpecialty,
  reason: text(1000),
});

/**
 * POST /clinical-document: one of the four contents, the one of its kind. `supersedesId` makes it the correction of an
 * earlier document of the same appointment and kind (both stay). `password` (the A1 certificate's) signs it at once;
 * without it the document is issued UNSIGNED and can be signed later.
 */
export const ZClinicalDocumentIssue = z
  .object({
    appointmentId: z.uuid({ message: 'invalid' }),
    kind: z.enum(CLINICAL_DOCUMENT_KINDS, { message: 'invalid' }),
    prescription: ZPrescriptionInput.optional(),
    certificate: ZCertificateInput.optional(),
    examRequest: ZExamRequestInput.optional(),
    referral: ZReferralInput.optional(),
    supersedesId: z.uuid({ message: 'invalid' }).optional(),
    password: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    const field = CONTENT_FIELD[value.kind];
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    for (const other of Object.values(CONTENT_FIELD))
      if (other !== field && value[other] !== undefined) ctx.addIssue({ code: 'custom', path: [other], message: 'invalid' });
  });
export type TClinicalDocumentIssue = z.infer<typeof ZClinicalDocumentIssue>;

/** Which input field carries each kind's content. */
export const CONTENT_FIELD = {
  PRESCRIPTION: 'prescription',
  CERTIFICATE: 'certificate',
  EXAM_REQUEST: 'examRequest',
  REFERRAL: 'referral',
} as const satisfies Record<ClinicalDocumentKind, string>;

/** POST /clinical-document/{id}/sign. */
export const ZClinicalDocumentSign = z.object({ password: z.string({ message: 'required' }).min(1, { message: 'required' }).max(200) });

/** PUT /professional/certificate: the PKCS#12 file (base64) and its password (used to check it, never stored). */
export const ZSigningCertificateUpload = z.object({
  pkcs12Base64: z.string({ message: 'required' }).min(1, { message: 'required' }).max(200_000, { message: 'invalid' }),
  password: z.string({ message: 'required' }).min(1, { message: 'required' }).max(200),
});

/** A public code in a validation URL: 16 characters of VERIFICATION_ALPHABET. */
export const ZDocumentCode = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, { message: 'invalid' });

/** POST /clinical-document/validation/{code}/dispensing: the pharmacist, with the secret printed on the paper. */
export const ZDispensingInput = z.object({
  secret: z.string({ message: 'required' }).trim().toUpperCase().min(1, { message: 'required' }).max(64, { message: 'invalid' }),
  pharmacistName: text(200),
  /** The pharmacist's CRF number. */
  pharmacistRegistration: text(20),
  pharmacistState: z.string({ message: 'required' }).regex(/^[A-Z]{2}$/, { message: 'invalid' }),
  /** WHOLE: everything prescribed was dispensed; PARTIAL: some of it (then `remarks` says what). */
  extent: z.enum(['WHOLE', 'PARTIAL'], { message: 'invalid' }),
  remarks: optionalText(500),
});
export type TDispensingInput = z.infer<typeof ZDispensingInput>;
