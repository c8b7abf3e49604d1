import type { Locale, PersonHistorySourcedType, TPersonHistoryContentDto, TPersonHistoryItemDetailDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import { personDiagnostic } from './person-diagnostic.table.js';
import { type HistoryRow, questionnaireAnswers, type StoredAnswer, type StoredQuestion, toHistoryItem } from './person-history.rules.js';
import { personLink } from './person-link.table.js';

/** Which source an EXAM item comes from (its row's t5). */
const EXAM_SOURCE = { SERVICE_REQUEST: 'SERVICE_REQUEST', DOCUMENT: 'DOCUMENT' } as const;

/** A document's flags for its summary, comma-separated (null when none): special control, a correction, superseded. */
const DOCUMENT_FLAGS = sql`nullif(concat_ws(',', case when d.special_control then 'SPECIAL_CONTROL' end,
    case when d.supersedes_id is not null then 'CORRECTION' end,
    case when exists (select 1 from clinical_document n where n.supersedes_id = d.id) then 'SUPERSEDED' end), '')`;

/** How many medicines a prescription has. */
const ITEM_COUNT = sql`(case when jsonb_typeof(d.content->'prescription'->'items') = 'array'
    then jsonb_array_length(d.content->'prescription'->'items') else 0 end)`;

/** How many answers a protocol's pre-assessment has (none: it was not answered, or had no questions). */
const ANSWER_COUNT = sql`(case when jsonb_typeof(ep.answers) = 'array' then jsonb_array_length(ep.answers) else 0 end)`;

/**
 * One branch of the history statement per source, all answering the same columns (type, id, date, professional_name,
 * appointment_id, t1…t5; see person-history.rules.ts for what t1…t5 hold). `only` narrows a branch (to one record, or to
 * one professional's items).
 * The history is what happened: appointments that have started (any status), their notes, every attachment, the
 * diagnostics, the service requests (except those entered in error) and the exam requests issued, the emergency
 * protocols and their answered pre-assessments, the prescriptions and medical certificates, the referrals.
 */
const BRANCHES: Record<PersonHistorySourcedType, (personId: string, only: SQL, privateNotes: boolean) => SQL> = {
  APPOINTMENT: (p, only) => sql`
    select 'APPOINTMENT'::text as type, a.id, a.starts_at as date, d.name as professional_name, a.id as appointment_id,
           a.title as t1, a.type as t2, a.status as t3, a.specialty as t4, a.reason as t5
      from appointment a join professional d on d.id = a.doctor_id
     where a.patient_id = ${p} and a.starts_at <= app_now() ${only}`,
  NOTES: (p, only, privateNotes) => {
    // Patients never read the professional's service notes: for them the notes neither show nor make an item.
    const notes = privateNotes ? sql`nullif(btrim(a.notes), '')` : sql`null::text`;
    return sql`
    select 'NOTES'::text as type, a.id, coalesce(a.finished_at, a.left_at, a.starts_at) as date, d.name as professional_name,
           a.id as appointment_id, a.title as t1, a.type as t2, nullif(btrim(a.cid10), '') as t3,
           nullif(btrim(a.upshot), '') as t4, coalesce(${notes}, nullif(btrim(a.orientation), '')) as t5
      from appointment a join professional d on d.id = a.doctor_id
     where a.patient_id = ${p} and a.starts_at <= app_now()
       and coalesce(nullif(btrim(a.cid10), ''), nullif(btrim(a.upshot), ''), ${notes},
                    nullif(btrim(a.orientation), '')) is not null ${only}`;
  },
  ARCHIVE: (p, only) => sql`
    select 'ARCHIVE'::text as type, f.id, f.created_at as date, d.name as professional_name, a.id as appointment_id,
           f.file_name as t1, f.content_type as t2, f.size_bytes::text as t3, a.title as t4, a.type as t5
      from appointment_file f join appointment a on a.id = f.appointment_id join professional d on d.id = a.doctor_id
     where a.patient_id = ${p} ${only}`,
  DIAGNOSTIC: (p, only) => sql`
    select 'DIAGNOSTIC'::text as type, g.id, g.diagnosed_at as date, g.professional_name, g.appointment_id,
           g.cid10 as t1, g.description as t2, null::text as t3, null::text as t4, null::text as t5
      from person_diagnostic g
     where g.person_id = ${p} ${only}`,
  // Two sources: the service requests and the exam requests issued as documents; t5 says which (EXAM_SOURCE).
  EXAM: (p, only) => sql`
    select 'EXAM'::text as type, x.id, x.date, x.professional_name, x.appointment_id, x.t1, x.t2, x.t3, x.t4, x.t5
      from (select sr.id, sr.authored_on as date, sr.requester_name as professional_name, null::uuid as appointment_id,
                   sr.note as t1, sr.code as t2, sr.status as t3, sr.priority as t4, ${EXAM_SOURCE.SERVICE_REQUEST}::text as t5,
                   sr.requester_id as requester_user_id, null::uuid as professional_id
              from service_request sr
             where sr.subject_id = ${p} and sr.status <> 'entered-in-error'
            union all
            select d.id, d.issued_at, d.professional_name, d.appointment_id,
                   (select string_agg(e.value, ', ' order by e.n)
                      from jsonb_array_elements_text(coalesce(d.content->'examRequest'->'exams', '[]'::jsonb)) with ordinality as e(value, n)),
                   nullif(btrim(d.content->'examRequest'->>'clinicalIndication'), ''), d.signature_status, ${DOCUMENT_FLAGS},
                   ${EXAM_SOURCE.DOCUMENT}::text, null::uuid, d.professional_id
              from clinical_document d
             where d.person_id = ${p} and d.kind = 'EXAM_REQUEST') x
     where true ${only}`,
  EVENT: (p, only) => sql`
    select 'EVENT'::text as type, ep.id, ep.arrived_at as date, pr.name as professional_name, null::uuid as appointment_id,
           q.name as t1, ep.number::text as t2, ep.status as t3, ep.complaint as t4, null::text as t5
      from emergency_protocol ep join emergency_queue q on q.id = ep.queue_id
      left join professional pr on pr.id = ep.professional_id
     where ep.person_id = ${p} ${only}`,
  // Prescriptions and medical certificates. t1 kind, t2 the first medicine or the days of leave, t3 how many medicines,
  // t4 signature status, t5 flags
  PRESCRIPTION: (p, only) => sql`
    select 'PRESCRIPTION'::text as type, d.id, d.issued_at as date, d.professional_name, d.appointment_id, d.kind as t1,
           case d.kind when 'PRESCRIPTION' then d.content->'prescription'->'items'->0->>'medication'
                else d.content->'certificate'->>'days' end as t2,
           case d.kind when 'PRESCRIPTION' then ${ITEM_COUNT}::text end as t3, d.signature_status as t4, ${DOCUMENT_FLAGS} as t5
      from clinical_document d
     where d.person_id = ${p} and d.kind in ('PRESCRIPTION', 'CERTIFICATE') ${only}`,
  // t1 specialty code, t2 reason, t4 signature status, t5 flags
  MEDICAL_REFERRAL: (p, only) => sql`
    select 'MEDICAL_REFERRAL'::text as type, d.id, d.issued_at as date, d.professional_name, d.appointment_id,
           d.content->'referral'->>'specialty' as t1, d.content->'referral'->>'reason' as t2, null::text as t3,
           d.signature_status as t4, ${DOCUMENT_FLAGS} as t5
      from clinical_document d
     where d.person_id = ${p} and d.kind = 'REFERRAL' ${only}`,
  // A link shared with the patient: t1 title, t2 address, t3 note.
  LINK: (p, only) => sql`
    select 'LINK'::text as type, l.id, l.created_at as date, l.professional_name, l.appointment_id,
           l.title as t1, l.url as t2, l.note as t3, null::text as t4, null::text as t5
      from person_link l
     where l.person_id = ${p} ${only}`,
  // An emergency protocol's pre-assessment, when answered. t1 queue name, t2 protocol number, t3 triage priority,
  // t4 RED_FLAG or null, t5 how many answers
  QUESTIONNAIRE: (p, only) => sql`
    select 'QUESTIONNAIRE'::text as type, ep.id, ep.arrived_at as date, pr.name as professional_name,
           ep.appointment_id, q.name as t1, ep.number::text as t2, ep.priority::text as t3,
           case when ep.red_flag then 'RED_FLAG' end as t4, ${ANSWER_COUNT}::text as t5
      from emergency_protocol ep join emergency_queue q on q.id = ep.queue_id
      left join professional pr on pr.id = ep.professional_id
     where ep.person_id = ${p} and ${ANSWER_COUNT} > 0 ${only}`,
};

/** The column that narrows each branch to one record. */
const ID_COLUMN: Record<PersonHistorySourcedType, SQL> = {
  APPOINTMENT: sql`a.id`,
  NOTES: sql`a.id`,
  ARCHIVE: sql`f.id`,
  DIAGNOSTIC: sql`g.id`,
  EXAM: sql`x.id`,
  EVENT: sql`ep.id`,
  PRESCRIPTION: sql`d.id`,
  MEDICAL_REFERRAL: sql`d.id`,
  QUESTIONNAIRE: sql`ep.id`,
  LINK: sql`l.id`,
};

/**
 * Each branch's items of one professional (a professional id): the doctor of an appointment, of its notes and of its
 * files; who recorded a diagnostic; who requested an exam (a user id, matched through their professional record) or
 * issued an exam request; who issued a document; who attended an emergency (and so its pre-assessment). A branch with
 * no professional would answer nothing.
 */
const BY_PROFESSIONAL: Record<PersonHistorySourcedType, (professionalId: string) => SQL> = {
  APPOINTMENT: (id) => sql`and a.doctor_id = ${id}`,
  NOTES: (id) => sql`and a.doctor_id = ${id}`,
  ARCHIVE: (id) => sql`and a.doctor_id = ${id}`,
  DIAGNOSTIC: (id) => sql`and g.professional_id = ${id}`,
  EXAM: (id) =>
    sql`and (x.professional_id = ${id} or exists (select 1 from professional rq where rq.id = ${id} and rq.user_id = x.requester_user_id))`,
  EVENT: (id) => sql`and ep.professional_id = ${id}`,
  PRESCRIPTION: (id) => sql`and d.professional_id = ${id}`,
  MEDICAL_REFERRAL: (id) => sql`and d.professional_id = ${id}`,
  QUESTIONNAIRE: (id) => sql`and ep.professional_id = ${id}`,
  LINK: (id) => sql`and l.professional_id = ${id}`,
};

/** What narrows a page besides the types: days of the clinic's calendar (both included) and a professional. */
type HistoryNarrowing = { from?: string; to?: string; professionalId?: string };

const union = (personId: string, types: readonly PersonHistorySourcedType[], privateNotes: boolean, professionalId?: string) =>
  sql.join(
    types.map((type) => BRANCHES[type](personId, professionalId ? BY_PROFESSIONAL[type](professionalId) : sql``, privateNotes)),
    sql` union all `,
  );

/** The period as instants: a day starts at midnight in the time zone of the person's clinic. */
function period(personId: string, { from, to }: HistoryNarrowing): SQL {
  if (!from && !to) return sql``;
  const zone = sql`(select c.time_zone from person p join company c on c.id = p.company_id where p.id = ${personId})`;
  const parts: SQL[] = [];
  if (from) parts.push(sql`h.date >= ((${from}::date)::timestamp at time zone ${zone})`);
  if (to) parts.push(sql`h.date < ((${to}::date + 1)::timestamp at time zone ${zone})`);
  return sql`where ${sql.join(parts, sql` and `)}`;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v == null ? null : iso(v));

type Row = Record<string, unknown>;
const str = (r: Row, key: string) => r[key] as string;
const strOrNull = (r: Row, key: string) => (r[key] as string | null) ?? null;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

type StoredDocumentContent = {
  prescription?: { items?: NonNullable<TDocumentContent['prescription']>['items'] };
  certificate?: { days?: number; cid?: string | null; cidConsent?: boolean; remarks?: string | null };
  examRequest?: { exams?: string[]; clinicalIndication?: string | null };
  referral?: { specialty?: string; reason?: string };
};
type TDocumentContent = Pick<
  Extract<TPersonHistoryContentDto, { kind: 'DOCUMENT' }>,
  'prescription' | 'certificate' | 'examRequest' | 'referral'
>;

/** A clinical document's content: one statement, the same for its three types (PRESCRIPTION, EXAM, MEDICAL_REFERRAL). */
const DOCUMENT_CONTENT = {
  query: (id: string) => sql`select d.id, d.kind, d.content, d.special_control, d.code, d.signature_status, d.signed_at,
        d.issued_at, d.supersedes_id, (select n.id from clinical_document n where n.supersedes_id = d.id) as superseded_by_id
      from clinical_document d where d.id = ${id}`,
  map: (r: Row): TPersonHistoryContentDto => {
    const { prescription, certificate, examRequest, referral } = json<StoredDocumentContent>(r.content) ?? {};
    return {
      kind: 'DOCUMENT',
      documentId: str(r, 'id'),
      documentKind: r.kind as never,
      code: str(r, 'code'),
      signatureStatus: r.signature_status as never,
      signedAt: isoOrNull(r.signed_at as string | null),
      issuedAt: iso(r.issued_at as string),
      supersedesId: strOrNull(r, 'supersedes_id'),
      supersededById: strOrNull(r, 'superseded_by_id'),
      prescription: prescription ? { items: prescription.items ?? [], specialControl: Boolean(r.special_control) } : null,
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
  },
};

type Content = {
  /** The record's statement; `row` is its history row (EXAM says there which source it comes from). */
  query: (id: string, row: HistoryRow) => SQL;
  map: (r: Row, locale: Locale) => TPersonHistoryContentDto;
};

/** The whole content of one record, by type: one statement (the record's branch already proved it is the person's). */
const CONTENT: Record<PersonHistorySourcedType, Content> = {
  APPOINTMENT: {
    query: (id) => sql`select a.protocol, a.status, a.type, a.source, a.specialty, a.starts_at, a.ends_at, c.time_zone, a.reason,
        ma.name as assistant_name, a.cancel_reason
      from appointment a join company c on c.id = a.company_id left join professional ma on ma.id = a.medical_assistent
     where a.id = ${id}`,
    map: (r) => ({
      kind: 'APPOINTMENT',
      protocol: str(r, 'protocol'),
      status: r.status as never,
      type: r.type as never,
      source: r.source as never,
      specialty: strOrNull(r, 'specialty'),
      startsAt: iso(r.starts_at as string),
      endsAt: iso(r.ends_at as string),
      timeZone: str(r, 'time_zone'),
      reason: strOrNull(r, 'reason'),
      medicalAssistentName: strOrNull(r, 'assistant_name'),
      cancelReason: strOrNull(r, 'cancel_reason'),
    }),
  },
  NOTES: {
    query: (id) => sql`select reason, cid10, upshot, orientation, notes from appointment where id = ${id}`,
    map: (r) => ({
      kind: 'NOTES',
      reason: strOrNull(r, 'reason'),
      cid10: strOrNull(r, 'cid10'),
      upshot: strOrNull(r, 'upshot'),
      orientation: strOrNull(r, 'orientation'),
      notes: strOrNull(r, 'notes'),
    }),
  },
  ARCHIVE: {
    query: (id) => sql`select file_name, file_path, content_type, size_bytes from appointment_file where id = ${id}`,
    map: (r) => ({
      kind: 'ARCHIVE',
      fileName: str(r, 'file_name'),
      filePath: str(r, 'file_path'),
      contentType: strOrNull(r, 'content_type'),
      sizeBytes: Number(r.size_bytes),
    }),
  },
  DIAGNOSTIC: {
    query: (id) => sql`select cid10, description, created_at from person_diagnostic where id = ${id}`,
    map: (r) => ({
      kind: 'DIAGNOSTIC',
      cid10: str(r, 'cid10'),
      description: str(r, 'description'),
      recordedAt: iso(r.created_at as string),
    }),
  },
  EXAM: {
    query: (id, row) =>
      row.t5 === EXAM_SOURCE.DOCUMENT
        ? DOCUMENT_CONTENT.query(id)
        : sql`select ${EXAM_SOURCE.SERVICE_REQUEST}::text as source, category, code, status, priority, intent, note, requester_name,
              occurrence from service_request where id = ${id}`,
    map: (r) =>
      r.source !== EXAM_SOURCE.SERVICE_REQUEST
        ? DOCUMENT_CONTENT.map(r)
        : {
            kind: 'EXAM',
            category: str(r, 'category'),
            code: str(r, 'code'),
            status: r.status as never,
            priority: r.priority as never,
            intent: r.intent as never,
            note: strOrNull(r, 'note'),
            requesterName: str(r, 'requester_name'),
            occurrence: isoOrNull(r.occurrence as string | null),
          },
  },
  EVENT: {
    query: (
      id,
    ) => sql`select ep.number, q.name as queue_name, ep.status, ep.priority, ep.complaint, ep.arrived_at, ep.called_at, ep.closed_at
      from emergency_protocol ep join emergency_queue q on q.id = ep.queue_id where ep.id = ${id}`,
    map: (r) => ({
      kind: 'EVENT',
      protocolNumber: Number(r.number),
      queueName: str(r, 'queue_name'),
      status: r.status as never,
      priority: r.priority == null ? null : Number(r.priority),
      complaint: strOrNull(r, 'complaint'),
      arrivedAt: iso(r.arrived_at as string),
      calledAt: isoOrNull(r.called_at as string | null),
      closedAt: isoOrNull(r.closed_at as string | null),
    }),
  },
  LINK: {
    query: (id) => sql`select title, url, note, professional_name, created_at from person_link where id = ${id}`,
    map: (r) => ({
      kind: 'LINK',
      title: str(r, 'title'),
      url: str(r, 'url'),
      note: strOrNull(r, 'note'),
      sharedByName: str(r, 'professional_name'),
      sharedAt: iso(r.created_at as string),
    }),
  },
  PRESCRIPTION: DOCUMENT_CONTENT,
  MEDICAL_REFERRAL: DOCUMENT_CONTENT,
  // The questions of the questionnaire's version the protocol answered (the current text when that version is gone).
  QUESTIONNAIRE: {
    query: (id) => sql`select ep.number, q.name as queue_name, ep.complaint, ep.arrived_at, ep.priority, ep.red_flag, ep.answers,
        ep.triage, coalesce(sv.title_pt_br, s.title_pt_br) as title_pt_br, coalesce(sv.title_en, s.title_en) as title_en,
        coalesce(sv.questions, s.questions) as questions
      from emergency_protocol ep join emergency_queue q on q.id = ep.queue_id
      left join screening_version sv on sv.screening_id = ep.screening_id and sv.version = ep.screening_version
      left join screening s on s.id = ep.screening_id
     where ep.id = ${id}`,
    map: (r, locale) => {
      const triage = json<{ priority?: number; redFlag?: boolean; reasons?: Array<{ text?: string }> } | null>(r.triage);
      const title = locale === 'en' ? strOrNull(r, 'title_en') : strOrNull(r, 'title_pt_br');
      return {
        kind: 'QUESTIONNAIRE',
        protocolNumber: Number(r.number),
        queueName: str(r, 'queue_name'),
        screeningTitle: title,
        complaint: strOrNull(r, 'complaint'),
        arrivedAt: iso(r.arrived_at as string),
        triagePriority: r.priority == null ? (triage?.priority ?? null) : Number(r.priority),
        redFlag: Boolean(r.red_flag),
        triageReasons: (triage?.reasons ?? []).map((reason) => reason.text ?? '').filter(Boolean),
        answers: questionnaireAnswers(
          json<StoredQuestion[] | null>(r.questions) ?? [],
          json<StoredAnswer[] | null>(r.answers) ?? [],
          locale,
        ),
      };
    },
  },
};

/** The only file with history SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const personHistoryRepository = {
  /** One page, newest first: one UNION ALL statement over the asked sources, and one count. */
  page: async (
    tx: Tx,
    personId: string,
    types: readonly PersonHistorySourcedType[],
    paging: { page: number; perPage: number } & HistoryNarrowing,
    locale: Locale,
    privateNotes: boolean,
  ) => {
    if (types.length === 0) return { items: [], total: 0 };
    const all = union(personId, types, privateNotes, paging.professionalId);
    const within = period(personId, paging);
    const page = await rows<HistoryRow>(
      tx,
      sql`select * from (${all}) h ${within} order by h.date desc, h.type asc, h.id asc
           limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage}`,
    );
    // One connection per transaction: the two statements run one after the other.
    const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from (${all}) h ${within}`);
    return { items: page.map((r) => toHistoryItem(r, locale)), total: Number(count?.n ?? 0) };
  },

  /** One item of the person's history with its whole content; undefined when the person has no such item. */
  item: async (
    tx: Tx,
    personId: string,
    type: PersonHistorySourcedType,
    id: string,
    locale: Locale,
    privateNotes: boolean,
  ): Promise<TPersonHistoryItemDetailDto | undefined> => {
    const [row] = await rows<HistoryRow>(tx, BRANCHES[type](personId, sql`and ${ID_COLUMN[type]} = ${id}`, privateNotes));
    if (!row) return undefined;
    const [content] = await rows<Row>(tx, CONTENT[type].query(id, row));
    if (!content) return undefined;
    const whole = CONTENT[type].map(content, locale);
    return { ...toHistoryItem(row, locale), content: whole.kind === 'NOTES' && !privateNotes ? { ...whole, notes: null } : whole };
  },

  /** Whether the user is the professional (or the assistant) of one of the person's appointments, whatever its status. */
  attends: async (tx: Tx, personId: string, userId: string) => {
    const mine = sql`(select pr.id from professional pr where pr.user_id = ${userId})`;
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select exists (select 1 from appointment a where a.patient_id = ${personId}
            and (a.doctor_id in ${mine} or a.medical_assistent in ${mine})) as ok`,
    );
    return Boolean(row?.ok);
  },

  /** The caller's own active professional record in the tenant (who records a diagnostic). */
  professionalOf: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ id: string; name: string }>(
      tx,
      sql`select id, name from professional where user_id = ${userId} and status = 'active' order by created_at limit 1`,
    );
    return row;
  },

  isAppointmentOf: async (tx: Tx, appointmentId: string, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select exists (select 1 from appointment where id = ${appointmentId} and patient_id = ${personId}) as ok`,
    );
    return Boolean(row?.ok);
  },

  insertDiagnostic: async (tx: Tx, values: typeof personDiagnostic.$inferInsert) => {
    const [row] = await tx.insert(personDiagnostic).values(values).returning({ id: personDiagnostic.id });
    return row!.id;
  },

  insertLink: async (tx: Tx, values: typeof personLink.$inferInsert) => {
    const [row] = await tx.insert(personLink).values(values).returning({ id: personLink.id });
    return row!.id;
  },
};
