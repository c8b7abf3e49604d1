import type { OutboxStatus, TOutboxListQuery, TOutboxMailDto } from '@teleconsulta/schema';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import { type MailOutboxRow, mailOutbox } from './mail.table.js';

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

function toDto(r: MailOutboxRow): TOutboxMailDto {
  return {
    id: r.id,
    companyId: r.companyId,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    template: r.template,
    locale: r.locale === 'en' ? 'en' : 'pt-BR',
    transport: r.transport === 'smtp' ? 'smtp' : 'outbox',
    status: r.status as OutboxStatus,
    error: r.error,
    attempts: r.attempts,
    sentAt: iso(r.sentAt),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only file with outbox SQL; every query runs in a tenant transaction (RLS: the tenant's mails only). */
export const mailRepository = {
  insert: async (tx: Tx, values: typeof mailOutbox.$inferInsert) => {
    const [row] = await tx.insert(mailOutbox).values(values).returning();
    return toDto(row!);
  },

  markResult: async (tx: Tx, id: string, result: { status: 'SENT' | 'FAILED'; error: string | null }) => {
    await tx
      .update(mailOutbox)
      .set({
        status: result.status,
        error: result.error,
        attempts: sql`${mailOutbox.attempts} + 1`,
        sentAt: result.status === 'SENT' ? SQL_NOW : null,
      })
      .where(eq(mailOutbox.id, id));
  },

  list: async (tx: Tx, q: TOutboxListQuery) => {
    const where = and(
      q.status ? eq(mailOutbox.status, q.status) : undefined,
      q.q ? or(ilike(mailOutbox.to, like(q.q)), ilike(mailOutbox.subject, like(q.q))) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row ? toDto(row) : undefined;
  },
};
