import { type SQL, sql } from 'drizzle-orm';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { NoticeKind, ShortLinkCodes } from '../mail/appointment-notice.templates.js';
import { NOTICE_STATUSES, REMINDER_BEFORE } from './appointment-notice.rules.js';

/**
 * Who an appointment's mails go to, over `appointment a`: the patient, or the guardian who acts for a dependent
 * (mail, recipient_name, dependent_name), the language they last wrote in (locale), and the clinic (clinic,
 * time_zone). The notices and the reception's resent links read the same.
 */
export const NOTICE_RECIPIENT_COLUMNS = sql`case when g.id is null then p.mail else g.mail end as mail,
            coalesce(g.name, p.name) as recipient_name,
            case when g.id is null then null else p.name end as dependent_name,
            (select l.locale from (
                select m.locale, m.created_at from message m
                 where m.sender = 'PERSON' and m.locale is not null and m.sender_user_id = coalesce(g.user_id, p.user_id)
                union all
                select q.locale, q.created_at from appointment_request q
                 where q.locale is not null and q.requested_by = coalesce(g.user_id, p.user_id)
              ) l order by l.created_at desc limit 1) as locale,
            c.name as clinic, c.time_zone`;
/** The joins NOTICE_RECIPIENT_COLUMNS reads. */
export const NOTICE_RECIPIENT_JOINS = sql`join company c on c.id = a.company_id
          join person p on p.id = a.patient_id
          left join person g on g.id = p.parent_id and ${guardianActsSql('p')}`;

/** An appointment that may have a notice due, with what its mail needs (recipient, language, clinic, links). */
export type NoticeRow = {
  id: string;
  companyId: string;
  status: string;
  startsAt: Date;
  createdAt: Date;
  /** The short links' codes, one per page (SECURITY.md T24): each link of the mail carries its own. */
  codes: ShortLinkCodes;
  priceCents: number;
  sent: Set<NoticeKind>;
  /** The patient's address, or their guardian's for a dependent; null: no address (the notice is recorded, no mail). */
  mail: string | null;
  recipientName: string;
  /** The dependent's name when the guardian receives the mail. */
  dependentName: string | null;
  /** The language the patient user last wrote in (a message, a request), if any. */
  locale: string | null;
  clinic: string;
  timeZone: string;
};

const statuses = sql.join(
  NOTICE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The appointments that may have a notice due (a superset: dueNotices decides): booked, not started, and either booked
 * since the notices started without a confirmation yet, or starting within the 24 h reminder's window. The same
 * condition as migration 0017's appointment_notice_companies(), which finds the companies to look at.
 */
const maybeDue = (now: Date, since: Date): SQL => sql`
  a.status in (${statuses}) and a.starts_at > ${now.toISOString()}::timestamptz
  and (
    (a.created_at >= ${since.toISOString()}::timestamptz
      and not exists (select 1 from appointment_notice n where n.appointment_id = a.id and n.kind = 'CONFIRMATION'))
    or (a.starts_at <= ${now.toISOString()}::timestamptz + make_interval(secs => ${REMINDER_BEFORE.REMINDER_24H / 1000})
      and (select count(*) from appointment_notice n where n.appointment_id = a.id and n.kind <> 'CONFIRMATION') < 2)
  )`;

/** The only file with notice SQL. */
export const appointmentNoticeRepository = {
  /** When the notices started (the first worker to run sets it). */
  startedAt: async (tx: Tx): Promise<Date> => {
    await rows(tx, sql`insert into appointment_notice_start default values on conflict do nothing`);
    const [row] = await rows<{ started_at: Date | string }>(tx, sql`select started_at from appointment_notice_start`);
    return new Date(row!.started_at);
  },

  /** The companies that may have notices due (migration 0017's function: their ids only, across tenants). */
  companiesWithDue: async (tx: Tx, now: Date, since: Date): Promise<string[]> => {
    const found = await rows<{ company_id: string }>(
      tx,
      sql`select appointment_notice_companies(${now.toISOString()}::timestamptz, ${since.toISOString()}::timestamptz) as company_id`,
    );
    return found.map((r) => r.company_id);
  },

  /**
   * Tenant scope: the company's appointments that may have notices due, locked (an appointment another worker is
   * handling, or a user is changing, is skipped and picked up on the next run).
   */
  candidates: async (tx: Tx, now: Date, since: Date, limit: number): Promise<NoticeRow[]> => {
    const found = await rows<{
      id: string;
      company_id: string;
      status: string;
      starts_at: Date | string;
      created_at: Date | string;
      room_code: string;
      cancel_code: string;
      payment_code: string;
      price_cents: number;
      sent: string[] | string | null;
      mail: string | null;
      recipient_name: string;
      dependent_name: string | null;
      locale: string | null;
      clinic: string;
      time_zone: string;
    }>(
      tx,
      sql`select a.id, a.company_id, a.status, a.starts_at, a.created_at, a.room_code, a.cancel_code, a.payment_code, a.price_cents,
            array(select n.kind from appointment_notice n where n.appointment_id = a.id) as sent,
            ${NOTICE_RECIPIENT_COLUMNS}
          from appointment a
          ${NOTICE_RECIPIENT_JOINS}
          where ${maybeDue(now, since)}
          order by a.starts_at
          limit ${limit}
          for update of a skip locked`,
    );
    return found.map((r) => ({
      id: r.id,
      companyId: r.company_id,
      status: r.status,
      startsAt: new Date(r.starts_at),
      createdAt: new Date(r.created_at),
      codes: { room: r.room_code, cancel: r.cancel_code, payment: r.payment_code },
      priceCents: Number(r.price_cents),
      sent: new Set(parseArray(r.sent) as NoticeKind[]),
      mail: r.mail,
      recipientName: r.recipient_name,
      dependentName: r.dependent_name,
      locale: r.locale,
      clinic: r.clinic,
      timeZone: r.time_zone,
    }));
  },

  /**
   * Claims a notice: its row, unless there is one already (another worker's, committed or about to be: the insert
   * waits for it). Answers the new row's id, or null when the notice is someone else's.
   */
  claim: async (tx: Tx, v: { companyId: string; appointmentId: string; kind: NoticeKind; locale: string }) => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into appointment_notice (company_id, appointment_id, kind, locale)
          values (${v.companyId}, ${v.appointmentId}, ${v.kind}, ${v.locale})
          on conflict (appointment_id, kind) do nothing returning id`,
    );
    return row?.id ?? null;
  },

  setMail: async (tx: Tx, id: string, mailId: string) => {
    await rows(tx, sql`update appointment_notice set mail_id = ${mailId} where id = ${id}`);
  },
};

/** A Postgres array as node-postgres gives it (an array) or as text ('{A,B}', PGlite's text arrays). */
function parseArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
