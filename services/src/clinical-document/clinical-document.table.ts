import { boolean, char, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../kit/columns.js';

/** migrations/0041_clinical_document.sql: a professional's A1 certificate, sealed (clinical-document/certificate-seal.ts). */
export const professionalCertificate = pgTable('professional_certificate', {
  professionalId: uuid('professional_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  sealed: bytea('sealed').notNull(),
  holderName: text('holder_name').notNull(),
  holderCpf: char('holder_cpf', { length: 11 }).notNull(),
  issuerName: text('issuer_name').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true, mode: 'string' }).notNull(),
  notAfter: timestamp('not_after', { withTimezone: true, mode: 'string' }).notNull(),
  fingerprint: text('fingerprint').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A clinical document: immutable once signed (a trigger), corrected by a new one that supersedes it. */
export const clinicalDocument = pgTable('clinical_document', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  personId: uuid('person_id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  kind: text('kind').notNull(),
  content: jsonb('content').notNull(),
  specialControl: boolean('special_control').notNull().default(false),
  code: text('code').notNull(),
  secret: text('secret').notNull(),
  professionalName: text('professional_name').notNull(),
  professionalRegistration: text('professional_registration').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  signatureStatus: text('signature_status').notNull().default('UNSIGNED'),
  signedAt: timestamp('signed_at', { withTimezone: true, mode: 'string' }),
  signerName: text('signer_name'),
  signerIssuer: text('signer_issuer'),
  signerFingerprint: text('signer_fingerprint'),
  supersedesId: uuid('supersedes_id'),
  issuedBy: uuid('issued_by'),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A pharmacy's dispensing of a prescription, append-only. */
export const clinicalDocumentDispensing = pgTable('clinical_document_dispensing', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  documentId: uuid('document_id').notNull(),
  pharmacistName: text('pharmacist_name').notNull(),
  pharmacistRegistration: text('pharmacist_registration').notNull(),
  pharmacistState: char('pharmacist_state', { length: 2 }).notNull(),
  extent: text('extent').notNull(),
  remarks: text('remarks'),
  dispensedAt: timestamp('dispensed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
