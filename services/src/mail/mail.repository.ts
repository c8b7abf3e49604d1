import type { OutboxStatus, TOutboxListQuery, TOutboxMailDto } from '@teleconsulta/schema';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { likeText as like, selectPage } from '../kit/query.js';
import { iso, isoOrNull, pick } from '../kit/rows.js';
import type { Tx } from '../kit/tenant.js';
import { type MailOutboxRow, mailOutbox } from './mail.table.js';

/** The columns the DTO carries as they are stored. */
const AS_STORED = ['id', 'companyId', 'to', 'subject', 'text', 'html', 'template', 'error', 'attempts'] as const;

function toDto(r: MailOutboxRow): TOutboxMailDto {
  return {
    ...pick(r, AS_STORED),
    locale: r.locale === 'en' ? 'en' : 'pt-BR',
    transport: r.transport === 'smtp' ? 'smtp' : 'outbox',
    status: r.status as OutboxStatus,
    sentAt: isoOrNull(r.sentAt),
    createdAt: iso(r.createdAt),
  };
}

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
    return selectPage(tx, mailOutbox, { where, order: [desc(mailOutbox.createdAt), desc(mailOutbox.id)], page: q }, toDto);
  },

  /**
   * LGPD erasure: the tenant's mails to one of these addresses keep their subject, template and status (what was sent,
   * when) with the address and the text (the greeting names the person, the links are theirs) replaced by `erased`.
   */
  eraseAddresses: async (tx: Tx, addresses: readonly string[], erased: string): Promise<number> => {
    if (addresses.length === 0) return 0;
    const lowered = addresses.map((a) => a.toLowerCase());
    const rows = await tx
      .update(mailOutbox)
      .set({ to: erased, text: erased, html: null })
      .where(sql`lower(${mailOutbox.to}) in ${lowered}`)
      .returning({ id: mailOutbox.id });
    return rows.length;
  },

  byId: async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row ? toDto(row) : undefined;
  },
};
