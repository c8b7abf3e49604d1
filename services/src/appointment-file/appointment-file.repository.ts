import { sql } from 'drizzle-orm';
import type { TAppointmentFileDto } from '../appointment/appointment.schemas.js';
import { personsOfUser } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

/** What the file rules need to know of an appointment and of the caller's relation to it. */
export type FileAppointment = {
  id: string;
  companyId: string;
  status: string;
  patientId: string;
  /** The caller is its patient, or the guardian of its patient (a dependent). */
  ownPatient: boolean;
  /** The caller is its professional or assistant. */
  ownProfessional: boolean;
};

export type StoredFileRow = TAppointmentFileDto & { appointmentId: string; uploadedBy: string | null };

type FileSqlRow = {
  id: string;
  appointment_id: string;
  file_name: string;
  file_path: string;
  content_type: string | null;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Date | string;
};

const toRow = (r: FileSqlRow): StoredFileRow => ({
  id: r.id,
  appointmentId: r.appointment_id,
  fileName: r.file_name,
  filePath: r.file_path,
  contentType: r.content_type,
  sizeBytes: Number(r.size_bytes),
  uploadedBy: r.uploaded_by,
  createdAt: new Date(r.created_at).toISOString(),
});

export const toFileDto = ({ appointmentId: _a, uploadedBy: _u, ...dto }: StoredFileRow): TAppointmentFileDto => dto;

const COLUMNS = sql`id, appointment_id, file_name, file_path, content_type, size_bytes, uploaded_by, created_at`;

/** The only file with attachment SQL; every query runs in a tenant transaction (RLS: the tenant's rows only). */
export const appointmentFileRepository = {
  /** The appointment and the caller's relation to it; lock: serialises uploads to it with its changes of status. */
  appointment: async (tx: Tx, id: string, userId: string, options: { lock: boolean }): Promise<FileAppointment | undefined> => {
    const [row] = await rows<{
      id: string;
      company_id: string;
      status: string;
      patient_id: string;
      own_patient: boolean;
      own_professional: boolean;
    }>(
      tx,
      sql`select a.id, a.company_id, a.status, a.patient_id,
            a.patient_id in ${personsOfUser(userId)} as own_patient,
            exists (select 1 from professional pr where pr.user_id = ${userId}
                     and (pr.id = a.doctor_id or pr.id = a.medical_assistent)) as own_professional
          from appointment a where a.id = ${id}
          ${options.lock ? sql`for update of a` : sql``}`,
    );
    return row
      ? {
          id: row.id,
          companyId: row.company_id,
          status: row.status,
          patientId: row.patient_id,
          ownPatient: row.own_patient,
          ownProfessional: row.own_professional,
        }
      : undefined;
  },

  /** Whether this appointment already has a file with these bytes (never looks at other appointments). */
  hasDuplicate: async (tx: Tx, appointmentId: string, sha256: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select true as ok from appointment_file where appointment_id = ${appointmentId} and sha256 = ${sha256} limit 1`,
    );
    return !!row;
  },

  insert: async (
    tx: Tx,
    values: {
      id: string;
      companyId: string;
      appointmentId: string;
      fileName: string;
      filePath: string;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      uploadedBy: string;
    },
  ) => {
    const [row] = await rows<FileSqlRow>(
      tx,
      sql`insert into appointment_file (id, company_id, appointment_id, file_name, file_path, content_type, size_bytes, sha256, uploaded_by)
          values (${values.id}, ${values.companyId}, ${values.appointmentId}, ${values.fileName}, ${values.filePath},
                  ${values.contentType}, ${values.sizeBytes}, ${values.sha256}, ${values.uploadedBy})
          returning ${COLUMNS}`,
    );
    return toRow(row!);
  },

  byPath: async (tx: Tx, appointmentId: string, filePath: string): Promise<StoredFileRow | undefined> => {
    const [row] = await rows<FileSqlRow>(
      tx,
      sql`select ${COLUMNS} from appointment_file where appointment_id = ${appointmentId} and file_path = ${filePath} limit 1`,
    );
    return row ? toRow(row) : undefined;
  },

  remove: async (tx: Tx, id: string) => {
    const removed = await rows<{ id: string }>(tx, sql`delete from appointment_file where id = ${id} returning id`);
    return removed.length > 0;
  },
};
