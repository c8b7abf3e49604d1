import type { ClinicalDocumentKind, SignatureStatus, TClinicalDocumentDto, TDispensingDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { personsOfUser } from '../kit/guardian.sql.js';
import { iso, isoOrNull } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';

/** What issuing needs of the appointment and of the caller's relation to it. */
export type IssueAppointment = {
  id: string;
  companyId: string;
  status: string;
  startsAt: string;
  patientId: string;
  doctorId: string | null;
  ownPatient: boolean;
  ownProfessional: boolean;
};

type DocumentSqlRow = {
  id: string;
  company_id: string;
  appointment_id: string;
  person_id: string;
  person_name: string;
  professional_id: string;
  professional_name: string;
  professional_registration: string;
  kind: ClinicalDocumentKind;
  content: unknown;
  special_control: boolean;
  code: string;
  secret: string;
  file_path: string;
  sha256: string;
  signature_status: SignatureStatus;
  signed_at: Date | string | null;
  signer_name: string | null;
  signer_issuer: string | null;
  supersedes_id: string | null;
  superseded_by_id: string | null;
  issued_at: Date | string;
  dispensings: DispensingSqlRow[] | string | null;
};

type DispensingSqlRow = {
  id: string;
  pharmacist_name: string;
  pharmacist_registration: string;
  pharmacist_state: string;
  extent: 'WHOLE' | 'PARTIAL';
  remarks: string | null;
  dispensed_at: string;
};

/** A document as stored, with what the validation page and the signing need beyond the DTO. */
export type StoredDocument = TClinicalDocumentDto & {
  professionalRegistration: string;
  specialControl: boolean;
  signerName: string | null;
  signerIssuer: string | null;
};

const CONTENT_KEYS = ['prescription', 'certificate', 'examRequest', 'referral'] as const;

const toDispensing = (d: DispensingSqlRow): TDispensingDto => ({
  id: d.id,
  pharmacistName: d.pharmacist_name,
  pharmacistRegistration: d.pharmacist_registration,
  pharmacistState: d.pharmacist_state,
  extent: d.extent,
  remarks: d.remarks,
  dispensedAt: iso(d.dispensed_at),
});

type Content = Pick<TClinicalDocumentDto, (typeof CONTENT_KEYS)[number]>;
type Stored = { [K in keyof Content]?: Partial<NonNullable<Content[K]>> };

/** The content of its kind as the DTO has it (fields left out when issued answer null). */
function contentOf(raw: Stored, specialControl: boolean): Content {
  const { prescription, certificate, examRequest, referral } = raw;
  return {
    prescription: prescription ? { items: prescription.items ?? [], specialControl } : null,
    certificate: certificate
      ? {
          days: certificate.days ?? 0,
          cid: certificate.cid ?? null,
          cidConsent: certificate.cidConsent ?? false,
          remarks: certificate.remarks ?? null,
        }
      : null,
    examRequest: examRequest ? { exams: examRequest.exams ?? [], clinicalIndication: examRequest.clinicalIndication ?? null } : null,
    referral: referral ? { specialty: referral.specialty ?? '', reason: referral.reason ?? '' } : null,
  };
}

function toDocument(r: DocumentSqlRow): StoredDocument {
  const content = contentOf(r.content as Stored, r.special_control);
  const dispensings = (typeof r.dispensings === 'string' ? JSON.parse(r.dispensings) : (r.dispensings ?? [])) as DispensingSqlRow[];
  return {
    id: r.id,
    companyId: r.company_id,
    appointmentId: r.appointment_id,
    personId: r.person_id,
    personName: r.person_name,
    professionalId: r.professional_id,
    professionalName: r.professional_name,
    professionalRegistration: r.professional_registration,
    kind: r.kind,
    ...content,
    specialControl: r.special_control,
    code: r.code,
    secret: r.secret,
    signatureStatus: r.signature_status,
    signedAt: isoOrNull(r.signed_at),
    signerName: r.signer_name,
    signerIssuer: r.signer_issuer,
    sha256: r.sha256,
    filePath: r.file_path,
    supersedesId: r.supersedes_id,
    supersededById: r.superseded_by_id,
    issuedAt: iso(r.issued_at),
    dispensings: dispensings.map(toDispensing),
  };
}

const SELECT = sql`select d.id, d.company_id, d.appointment_id, d.person_id, p.name as person_name, d.professional_id,
    d.professional_name, d.professional_registration, d.kind, d.content, d.special_control, d.code, d.secret, d.file_path,
    d.sha256, d.signature_status, d.signed_at, d.signer_name, d.signer_issuer, d.supersedes_id,
    (select n.id from clinical_document n where n.supersedes_id = d.id) as superseded_by_id, d.issued_at,
    coalesce((select json_agg(json_build_object('id', x.id, 'pharmacist_name', x.pharmacist_name,
        'pharmacist_registration', x.pharmacist_registration, 'pharmacist_state', x.pharmacist_state, 'extent', x.extent,
        'remarks', x.remarks, 'dispensed_at', x.dispensed_at) order by x.dispensed_at)
      from clinical_document_dispensing x where x.document_id = d.id), '[]'::json) as dispensings
  from clinical_document d join person p on p.id = d.person_id`;

export type NewDocument = {
  id: string;
  companyId: string;
  appointmentId: string;
  personId: string;
  professionalId: string;
  kind: ClinicalDocumentKind;
  content: Record<string, unknown>;
  specialControl: boolean;
  code: string;
  secret: string;
  professionalName: string;
  professionalRegistration: string;
  filePath: string;
  sha256: string;
  supersedesId: string | null;
  issuedBy: string;
  issuedAt: string;
};

export type Signature = { filePath: string; sha256: string; signerName: string; signerIssuer: string; signerFingerprint: string };

/** The only file with clinical-document SQL; every query runs in a tenant transaction (RLS: the tenant's rows only). */
export const clinicalDocumentRepository = {
  /** The appointment and the caller's relation to it (its patient or guardian; its professional or assistant). */
  appointment: async (tx: Tx, id: string, userId: string): Promise<IssueAppointment | undefined> => {
    const [row] = await rows<{
      id: string;
      company_id: string;
      status: string;
      starts_at: Date | string;
      patient_id: string;
      doctor_id: string | null;
      own_patient: boolean;
      own_professional: boolean;
    }>(
      tx,
      sql`select a.id, a.company_id, a.status, a.starts_at, a.patient_id, a.doctor_id,
            a.patient_id in ${personsOfUser(userId)} as own_patient,
            exists (select 1 from professional pr where pr.user_id = ${userId}
                     and (pr.id = a.doctor_id or pr.id = a.medical_assistent)) as own_professional
          from appointment a where a.id = ${id}`,
    );
    return row
      ? {
          id: row.id,
          companyId: row.company_id,
          status: row.status,
          startsAt: iso(row.starts_at),
          patientId: row.patient_id,
          doctorId: row.doctor_id,
          ownPatient: row.own_patient,
          ownProfessional: row.own_professional,
        }
      : undefined;
  },

  /** The caller's professional record in the tenant (null: the caller is not one of its professionals). */
  professionalOfUser: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ id: string; name: string; cpf: string | null }>(
      tx,
      sql`select id, name, cpf from professional where user_id = ${userId} and status = 'active' order by created_at limit 1`,
    );
    return row ?? null;
  },

  insert: async (tx: Tx, d: NewDocument): Promise<void> => {
    await tx.execute(sql`insert into clinical_document (id, company_id, appointment_id, person_id, professional_id, kind, content,
        special_control, code, secret, professional_name, professional_registration, file_path, sha256, supersedes_id,
        issued_by, issued_at)
      values (${d.id}, ${d.companyId}, ${d.appointmentId}, ${d.personId}, ${d.professionalId}, ${d.kind},
        ${JSON.stringify(d.content)}::jsonb, ${d.specialControl}, ${d.code}, ${d.secret}, ${d.professionalName},
        ${d.professionalRegistration}, ${d.filePath}, ${d.sha256}, ${d.supersedesId}, ${d.issuedBy}, ${d.issuedAt})`);
  },

  /** The one change a document knows: UNSIGNED → SIGNED (the trigger refuses any other). False: it was signed meanwhile. */
  sign: async (tx: Tx, id: string, s: Signature): Promise<boolean> => {
    const changed = await rows<{ id: string }>(
      tx,
      sql`update clinical_document set file_path = ${s.filePath}, sha256 = ${s.sha256}, signature_status = 'SIGNED',
            signed_at = app_now(), signer_name = ${s.signerName}, signer_issuer = ${s.signerIssuer},
            signer_fingerprint = ${s.signerFingerprint}
          where id = ${id} and signature_status = 'UNSIGNED' returning id`,
    );
    return changed.length === 1;
  },

  byId: async (tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<StoredDocument | undefined> => {
    if (options.lock) await tx.execute(sql`select id from clinical_document where id = ${id} for update`);
    const [row] = await rows<DocumentSqlRow>(tx, sql`${SELECT} where d.id = ${id}`);
    return row ? toDocument(row) : undefined;
  },

  /** An appointment's or a person's documents, newest first (personIds: only those persons', for a patient). */
  list: async (tx: Tx, filter: { appointmentId?: string; personId?: string; professionalId?: string }): Promise<StoredDocument[]> => {
    const where = [
      filter.appointmentId ? sql`d.appointment_id = ${filter.appointmentId}` : null,
      filter.personId ? sql`d.person_id = ${filter.personId}` : null,
      filter.professionalId ? sql`d.professional_id = ${filter.professionalId}` : null,
    ].filter((w): w is NonNullable<typeof w> => w !== null);
    const found = await rows<DocumentSqlRow>(tx, sql`${SELECT} where ${sql.join(where, sql` and `)} order by d.issued_at desc, d.id`);
    return found.map(toDocument);
  },

  /** The document of a public code, across companies (a SECURITY DEFINER lookup that answers its id and company only). */
  lookupCode: async (tx: Tx, code: string) => {
    const [row] = await rows<{ document_id: string; company_id: string }>(tx, sql`select * from clinical_document_by_code(${code})`);
    return row ? { documentId: row.document_id, companyId: row.company_id } : null;
  },

  company: async (tx: Tx, companyId: string): Promise<{ name: string; timeZone: string }> => {
    const [row] = await rows<{ name: string; time_zone: string }>(tx, sql`select name, time_zone from company where id = ${companyId}`);
    return { name: row?.name ?? '', timeZone: row?.time_zone ?? 'America/Sao_Paulo' };
  },

  insertDispensing: async (
    tx: Tx,
    d: {
      companyId: string;
      documentId: string;
      pharmacistName: string;
      pharmacistRegistration: string;
      pharmacistState: string;
      extent: 'WHOLE' | 'PARTIAL';
      remarks: string | null;
    },
  ): Promise<void> => {
    await tx.execute(sql`insert into clinical_document_dispensing (company_id, document_id, pharmacist_name,
        pharmacist_registration, pharmacist_state, extent, remarks)
      values (${d.companyId}, ${d.documentId}, ${d.pharmacistName}, ${d.pharmacistRegistration}, ${d.pharmacistState},
        ${d.extent}, ${d.remarks})`);
  },
};
