import {
  type AppointmentRequestKind,
  type AppointmentRequestStatus,
  personDisplayName,
  type TAppointmentRequestDto,
  type TAppointmentRequestListQuery,
} from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { guardianActsSql, personsOfUser } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

/** Whose requests a caller reads: every one of the tenant (staff), or (a patient) those of their persons and dependents. */
export type RequestReach = { userId: string } | null;

/** The persons a patient user reaches: their own and their dependents. */
const ownPersons = personsOfUser;

const reachSql = (reach: RequestReach): SQL => (reach ? sql`r.person_id in ${ownPersons(reach.userId)}` : sql`true`);

type RequestSqlRow = {
  id: string;
  company_id: string;
  kind: AppointmentRequestKind;
  status: AppointmentRequestStatus;
  person_id: string;
  person_name: string;
  person_registration: string | null;
  person_cpf: string | null;
  appointment_id: string | null;
  appointment_protocol: string | null;
  specialty: string | null;
  contact_number: string | null;
  country_code: string;
  observation: string | null;
  preferred_period: number | null;
  requested_by: string | null;
  requested_by_name: string;
  note: string | null;
  handled_by: string | null;
  handled_by_name: string | null;
  contacted_at: Date | string | null;
  closed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const isoOrNull = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

function toDto(r: RequestSqlRow): TAppointmentRequestDto {
  return {
    id: r.id,
    companyId: r.company_id,
    kind: r.kind,
    status: r.status,
    personId: r.person_id,
    personName: personDisplayName({ name: r.person_name, registration: r.person_registration, cpf: r.person_cpf }),
    appointmentId: r.appointment_id,
    appointmentProtocol: r.appointment_protocol,
    specialty: r.specialty,
    contactNumber: r.contact_number,
    countryCode: r.country_code,
    observation: r.observation,
    preferredPeriod: r.preferred_period == null ? null : Number(r.preferred_period),
    requestedById: r.requested_by,
    requestedByName: r.requested_by_name,
    note: r.note,
    handledById: r.handled_by,
    handledByName: r.handled_by_name,
    contactedAt: isoOrNull(r.contacted_at),
    closedAt: isoOrNull(r.closed_at),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** One statement: the requests with their person's display name and their appointment's protocol. */
const SELECT = sql`
  select r.id, r.company_id, r.kind, r.status, r.person_id, p.name as person_name, p.registration as person_registration,
         p.cpf as person_cpf, r.appointment_id, a.protocol as appointment_protocol, r.specialty, r.contact_number,
         r.country_code, r.observation, r.preferred_period, r.requested_by, r.requested_by_name, r.note, r.handled_by,
         r.handled_by_name, r.contacted_at, r.closed_at, r.created_at, r.updated_at
    from appointment_request r
    join person p on p.id = r.person_id
    left join appointment a on a.id = r.appointment_id`;

const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const SORT: Record<TAppointmentRequestListQuery['sortField'], SQL> = {
  CREATED_AT: sql`r.created_at`,
  UPDATED_AT: sql`r.updated_at`,
  STATUS: sql`r.status`,
};

export type RequestInsert = {
  companyId: string;
  kind: AppointmentRequestKind;
  personId: string;
  appointmentId: string | null;
  specialty: string | null;
  contactNumber: string | null;
  countryCode: string;
  observation: string | null;
  preferredPeriod: number | null;
  requestedBy: string;
  requestedByName: string;
  locale: string | null;
};

/** The only file with request SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const appointmentRequestRepository = {
  list: async (tx: Tx, q: TAppointmentRequestListQuery, reach: RequestReach) => {
    const where: SQL[] = [reachSql(reach)];
    if (q.status?.length) where.push(inList(sql`r.status`, q.status));
    if (q.kind?.length) where.push(inList(sql`r.kind`, q.kind));
    if (q.personId) where.push(sql`r.person_id = ${q.personId}`);
    const condition = sql.join(where, sql` and `);
    const order = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
    const page = await rows<RequestSqlRow>(
      tx,
      sql`${SELECT} where ${condition} order by ${SORT[q.sortField]} ${order}, r.created_at desc, r.id
          limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    );
    const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from appointment_request r where ${condition}`);
    return { items: page.map(toDto), total: Number(count?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, reach: RequestReach, options: { lock?: boolean } = {}) => {
    const [row] = await rows<RequestSqlRow>(
      tx,
      sql`${SELECT} where r.id = ${id} and ${reachSql(reach)} ${options.lock ? sql`for update of r` : sql``}`,
    );
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, v: RequestInsert) => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into appointment_request (company_id, kind, person_id, appointment_id, specialty, contact_number, country_code,
            observation, preferred_period, requested_by, requested_by_name, locale)
          values (${v.companyId}, ${v.kind}, ${v.personId}, ${v.appointmentId}, ${v.specialty}, ${v.contactNumber},
            ${v.countryCode}, ${v.observation}, ${v.preferredPeriod}, ${v.requestedBy}, ${v.requestedByName}, ${v.locale})
          returning id`,
    );
    return row!.id;
  },

  /** A change of status by staff: who and the note; the first contact and the end are stamped once. */
  setStatus: async (
    tx: Tx,
    id: string,
    change: { status: AppointmentRequestStatus; note: string | null; handledBy: string; handledByName: string },
  ) => {
    const changed = await rows<{ id: string }>(
      tx,
      sql`update appointment_request set status = ${change.status}, note = ${change.note}, handled_by = ${change.handledBy},
            handled_by_name = ${change.handledByName},
            contacted_at = case when ${change.status} = 'CONTACTED' then coalesce(contacted_at, app_now()) else contacted_at end,
            closed_at = case when ${change.status} in ('SCHEDULED', 'CLOSED') then app_now() else closed_at end,
            updated_at = app_now()
          where id = ${id} returning id`,
    );
    return changed.length > 0;
  },

  /** The patient user's own person (their record, not a dependent's). */
  ownPerson: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ id: string }>(tx, sql`select id from person where user_id = ${userId} order by created_at limit 1`);
    return row?.id;
  },

  isOwnPerson: async (tx: Tx, userId: string, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(tx, sql`select true as ok where ${personId}::uuid in ${ownPersons(userId)}`);
    return !!row;
  },

  personExists: async (tx: Tx, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(tx, sql`select true as ok from person where id = ${personId}`);
    return !!row;
  },

  /** The person's cell phone, or their guardian's for a dependent without one. */
  contactPhone: async (tx: Tx, personId: string) => {
    const [row] = await rows<{ phone: string | null }>(
      tx,
      sql`select coalesce(p.cell_phone, g.cell_phone, p.telephone, g.telephone) as phone
            from person p left join person g on g.id = p.parent_id and ${guardianActsSql('p')} where p.id = ${personId}`,
    );
    return row?.phone ?? null;
  },

  /** The appointment a return is asked for, when the caller reaches it (any, for staff). */
  appointment: async (tx: Tx, id: string, reach: RequestReach) => {
    const [row] = await rows<{ id: string; status: string; patient_id: string; specialty: string | null }>(
      tx,
      sql`select a.id, a.status, a.patient_id, a.specialty from appointment a
           where a.id = ${id} ${reach ? sql`and a.patient_id in ${ownPersons(reach.userId)}` : sql``}`,
    );
    return row;
  },

  userName: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ name: string }>(tx, sql`select name from app_user where id = ${userId}`);
    return row?.name;
  },
};
