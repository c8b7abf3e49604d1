import {
  type Locale,
  type MessageSide,
  type TMessageDto,
  type TMessageListQuery,
  type TThreadEntryDto,
  threadStatus,
} from '@teleconsulta/schema';
import { and, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { guardianActsSql, personsOfUser } from '../kit/guardian.sql.js';
import { likeText as like } from '../kit/query.js';
import { rows, type Tx } from '../kit/tenant.js';
import { message } from './message.table.js';
import { messageAttachmentRepository as attachments } from './message-attachment.repository.js';

/**
 * Whose threads a caller reaches: the whole tenant (the clinic), the threads of the patient's own persons, or (a
 * professional, on the clinic's side) the threads addressed to the professional record of professionalUserId.
 */
export type Reach = { side: MessageSide; ownerUserId: string | null; professionalUserId?: string | null };

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

type SummaryRow = {
  id: string;
  company_id: string;
  thread_id: string;
  person_id: string;
  person_name: string;
  professional_id: string | null;
  professional_name: string | null;
  sender: MessageSide;
  sender_name: string;
  subject: string;
  body: string;
  appointment_id: string | null;
  automatic_answer: boolean;
  seen_at: unknown;
  views: number;
  created_at: unknown;
  root_archived_at: unknown;
  root_unarchived_at: unknown;
  message_count: number | string;
  last_message_at: unknown;
  last_sender: MessageSide;
  unread: number | string;
};

function toDto(r: SummaryRow, side: MessageSide): TMessageDto {
  // The archive is the clinic's filing: the patient's side never sees its threads as archived.
  const archivedAt = side === 'CLINIC' ? iso(r.root_archived_at) : null;
  const unarchivedAt = side === 'CLINIC' ? iso(r.root_unarchived_at) : null;
  const unread = Number(r.unread);
  return {
    id: r.id,
    companyId: r.company_id,
    threadId: r.thread_id,
    personId: r.person_id,
    personName: r.person_name,
    professionalId: r.professional_id,
    professionalName: r.professional_name,
    sender: r.sender,
    senderName: r.sender_name,
    subject: r.subject,
    body: r.body,
    appointment: r.appointment_id,
    automaticAnswer: r.automatic_answer,
    status: threadStatus({ archivedAt, unarchivedAt, unread }),
    unread,
    views: Number(r.views),
    messageCount: Number(r.message_count),
    lastMessageAt: iso(r.last_message_at)!,
    lastSender: r.last_sender,
    archivedAt,
    seenAt: iso(r.seen_at),
    createdAt: iso(r.created_at)!,
  };
}

/** The patient's own person and their dependents: the threads a patient reaches (a guardian acts for a minor). */
const ownPersons = personsOfUser;

/** The reach as a condition on a message (alias) and its thread's first message (always aliased r). */
const reachFilter = (reach: Reach, alias: SQL): SQL | undefined => {
  if (reach.side === 'PERSON') return sql`${alias}.person_id in ${ownPersons(reach.ownerUserId ?? '00000000-0000-0000-0000-000000000000')}`;
  if (reach.professionalUserId)
    return sql`r.professional_id in (select pr.id from professional pr where pr.user_id = ${reach.professionalUserId})`;
  return undefined;
};

/** A message with its thread's state, as the reader's side sees it. */
function summarySelect(side: MessageSide) {
  return sql`select m.id, m.company_id, m.thread_id, m.person_id, p.name as person_name, r.professional_id,
      pro.name as professional_name, m.sender, m.sender_name, m.subject,
      m.body, m.appointment_id, m.automatic_answer, m.seen_at, m.views, m.created_at,
      r.archived_at as root_archived_at, r.unarchived_at as root_unarchived_at,
      t.message_count, t.last_message_at, t.last_sender, t.unread
    from message m
    join message r on r.id = m.thread_id
    join person p on p.id = m.person_id
    left join professional pro on pro.id = r.professional_id
    cross join lateral (
      select count(*)::int as message_count, max(x.created_at) as last_message_at,
        (select y.sender from message y where y.thread_id = m.thread_id order by y.created_at desc, y.id desc limit 1) as last_sender,
        count(*) filter (where x.sender <> ${side} and x.seen_at is null)::int as unread
      from message x where x.thread_id = m.thread_id
    ) t`;
}

/** The only file with message SQL. Every query runs inside a tenant transaction: RLS keeps it to the company. */
export const messageRepository = {
  /** The inbox: one row per thread (its first message), newest activity first. */
  list: async (tx: Tx, q: TMessageListQuery, reach: Reach) => {
    const conditions: SQL[] = [sql`m.id = m.thread_id`];
    const byReach = reachFilter(reach, sql`m`);
    if (byReach) conditions.push(byReach);
    // The archive is the clinic inbox's filing: neither the patient's nor a professional's list follows it.
    const inbox = reach.side === 'CLINIC' && !reach.professionalUserId;
    if (inbox && q.archived !== undefined) conditions.push(q.archived ? sql`m.archived_at is not null` : sql`m.archived_at is null`);
    if (inbox && q.archived === undefined) conditions.push(sql`m.archived_at is null`);
    if (q.unread) conditions.push(sql`t.unread > 0`);
    if (q.personId) conditions.push(sql`m.person_id = ${q.personId}`);
    if (q.q) {
      const pattern = like(q.q);
      conditions.push(
        sql`(p.name ilike ${pattern} or exists (select 1 from message s where s.thread_id = m.id and (s.subject ilike ${pattern} or s.body ilike ${pattern})))`,
      );
    }
    const where = sql.join(conditions, sql` and `);
    const base = summarySelect(reach.side);
    const [items, [total]] = await Promise.all([
      rows<SummaryRow>(
        tx,
        sql`${base} where ${where} order by t.last_message_at desc, m.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
      ),
      rows<{ n: number }>(tx, sql`select count(*)::int as n from (${base} where ${where}) c`),
    ]);
    return { items: items.map((r) => toDto(r, reach.side)), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, reach: Reach): Promise<TMessageDto | undefined> => {
    const byReach = reachFilter(reach, sql`m`);
    const [row] = await rows<SummaryRow>(
      tx,
      sql`${summarySelect(reach.side)} where m.id = ${id}${byReach ? sql` and ${byReach}` : sql``} limit 1`,
    );
    return row ? toDto(row, reach.side) : undefined;
  },

  /** Every message of a thread, oldest first, with its attachments. */
  thread: async (tx: Tx, threadId: string): Promise<TThreadEntryDto[]> => {
    const found = await tx.select().from(message).where(eq(message.threadId, threadId)).orderBy(message.createdAt, message.id);
    const files = await attachments.ofThread(tx, threadId);
    return found.map((m) => ({
      id: m.id,
      sender: m.sender as MessageSide,
      senderName: m.senderName,
      subject: m.subject,
      body: m.body,
      appointment: m.appointmentId,
      automaticAnswer: m.automaticAnswer,
      seenAt: iso(m.seenAt),
      views: m.views,
      createdAt: iso(m.createdAt)!,
      attachments: files.filter((f) => f.messageId === m.id),
    }));
  },

  insert: async (tx: Tx, values: typeof message.$inferInsert & { id: string }) => {
    await tx.insert(message).values(values);
    return values.id;
  },

  /** The caller's side has read the thread: the other side's unseen messages become seen; {id} counts one more view. */
  markSeen: async (tx: Tx, threadId: string, id: string, side: MessageSide, userId: string) => {
    await tx
      .update(message)
      .set({ seenAt: SQL_NOW, seenBy: userId })
      .where(and(eq(message.threadId, threadId), ne(message.sender, side), isNull(message.seenAt)));
    await tx
      .update(message)
      .set({ views: sql`${message.views} + 1` })
      .where(eq(message.id, id));
  },

  /** The thread ids of the given messages (the tenant's only); fewer than asked when some are unknown or foreign. */
  threadsOf: async (tx: Tx, ids: readonly string[]) => {
    const found = await tx
      .selectDistinct({ threadId: message.threadId, id: message.id })
      .from(message)
      .where(inArray(message.id, [...ids]));
    return { found: found.length, threads: [...new Set(found.map((r) => r.threadId))] };
  },

  archive: async (tx: Tx, threads: readonly string[]) => {
    const changed = await tx
      .update(message)
      .set({ archivedAt: SQL_NOW })
      .where(and(inArray(message.id, [...threads]), isNull(message.archivedAt)))
      .returning({ id: message.id });
    return changed.map((r) => r.id);
  },

  unarchive: async (tx: Tx, threads: readonly string[]) => {
    const changed = await tx
      .update(message)
      .set({ archivedAt: null, unarchivedAt: SQL_NOW })
      .where(and(inArray(message.id, [...threads]), isNotNull(message.archivedAt)))
      .returning({ id: message.id });
    return changed.map((r) => r.id);
  },

  /** Unread for a side: the other side's unseen messages (for the clinic, of threads not archived). */
  unread: async (tx: Tx, reach: Reach) => {
    const byReach = reachFilter(reach, sql`m`);
    const [row] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from message m join message r on r.id = m.thread_id
        where m.sender <> ${reach.side} and m.seen_at is null
        ${reach.side === 'CLINIC' && !reach.professionalUserId ? sql`and r.archived_at is null` : sql``}
        ${byReach ? sql`and ${byReach}` : sql``}`,
    );
    return Number(row?.n ?? 0);
  },

  /** The patient's own person record in the tenant (a patient writes as it). */
  ownPerson: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ id: string; name: string; mail: string | null }>(
      tx,
      sql`select id, name, mail from person where user_id = ${userId} and parent_id is null order by created_at limit 1`,
    );
    return row;
  },

  /**
   * A person of the tenant and who is told of a message to them: the person, or for a dependent their guardian
   * (mail, name and user). ownerUserId is whose patient session reaches the thread.
   */
  person: async (tx: Tx, id: string) => {
    const [row] = await rows<{ id: string; name: string; recipient_name: string; mail: string | null; owner_user_id: string | null }>(
      tx,
      sql`select p.id, p.name, coalesce(g.name, p.name) as recipient_name,
          case when g.id is null then p.mail else g.mail end as mail, coalesce(g.user_id, p.user_id) as owner_user_id
        from person p left join person g on g.id = p.parent_id and ${guardianActsSql('p')} where p.id = ${id}`,
    );
    return row;
  },

  /** Whether the patient user reaches this person (themself or a dependent). */
  isOwnPerson: async (tx: Tx, userId: string, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(tx, sql`select true as ok where ${personId}::uuid in ${ownPersons(userId)}`);
    return !!row;
  },

  /** Whether an appointment of the tenant is the person's or one of their dependents'. */
  appointmentOf: async (tx: Tx, appointmentId: string, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select true as ok from appointment a join person p on p.id = a.patient_id
        where a.id = ${appointmentId} and (p.id = ${personId} or p.parent_id = ${personId}) limit 1`,
    );
    return !!row;
  },

  /** Whether the professional attends the person or one of their dependents (an appointment as doctor or assistant). */
  attends: async (tx: Tx, professionalId: string, personId: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select true as ok from appointment a join person p on p.id = a.patient_id
        where (a.doctor_id = ${professionalId} or a.medical_assistent = ${professionalId})
          and (p.id = ${personId} or p.parent_id = ${personId}) limit 1`,
    );
    return !!row;
  },

  /** Whether an active professional of the tenant has this id. */
  /** The professional a thread is addressed to, as a mail recipient: their name and their account's e-mail. */
  professionalRecipient: async (tx: Tx, professionalId: string) => {
    const [row] = await rows<{ name: string; mail: string | null }>(
      tx,
      sql`select p.name, u.email as mail from professional p left join app_user u on u.id = p.user_id where p.id = ${professionalId}`,
    );
    return row;
  },

  activeProfessional: async (tx: Tx, professionalId: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select true as ok from professional where id = ${professionalId} and status = 'active' limit 1`,
    );
    return !!row;
  },

  userName: async (tx: Tx, userId: string) => {
    const [row] = await rows<{ name: string }>(tx, sql`select name from app_user where id = ${userId}`);
    return row?.name;
  },

  companyName: async (tx: Tx, companyId: string) => {
    const [row] = await rows<{ name: string }>(tx, sql`select name from company where id = ${companyId}`);
    return row?.name;
  },

  /** The language the patient user last wrote in (in any of their threads), if they ever wrote. */
  userLocale: async (tx: Tx, userId: string | null): Promise<Locale | null> => {
    if (!userId) return null;
    const [row] = await tx
      .select({ locale: message.locale })
      .from(message)
      .where(and(eq(message.senderUserId, userId), eq(message.sender, 'PERSON'), isNotNull(message.locale)))
      .orderBy(sql`${message.createdAt} desc`)
      .limit(1);
    return row?.locale === 'en' ? 'en' : row?.locale === 'pt-BR' ? 'pt-BR' : null;
  },

  /** LGPD erasure: the bodies of the person's messages replaced by `erased`; answers how many changed. */
  eraseBodiesOf: async (tx: Tx, personId: string, erased: string): Promise<number> => {
    const updated = await rows<{ id: string }>(
      tx,
      sql`update message set body = ${erased} where person_id = ${personId} and body <> ${erased} returning id`,
    );
    return updated.length;
  },

  /** New activity brings an archived thread back to the inbox. */
  reopen: async (tx: Tx, threadId: string) => {
    await tx
      .update(message)
      .set({ archivedAt: null, unarchivedAt: SQL_NOW })
      .where(and(eq(message.id, threadId), isNotNull(message.archivedAt)));
  },
};
