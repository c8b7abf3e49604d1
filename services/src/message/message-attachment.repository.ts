import type { TMessageAttachmentDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** What the attachment rules need to know of a message: who wrote it and how many files it has. */
export type AttachTarget = { id: string; companyId: string; threadId: string; senderUserId: string | null; attachments: number };

type AttachmentSqlRow = {
  id: string;
  message_id: string;
  file_name: string;
  file_path: string;
  content_type: string;
  size_bytes: number;
  created_at: Date | string;
};

const toDto = (r: AttachmentSqlRow): TMessageAttachmentDto => ({
  id: r.id,
  messageId: r.message_id,
  fileName: r.file_name,
  filePath: r.file_path,
  contentType: r.content_type,
  sizeBytes: Number(r.size_bytes),
  createdAt: new Date(r.created_at).toISOString(),
});

const COLUMNS = sql`a.id, a.message_id, a.file_name, a.file_path, a.content_type, a.size_bytes, a.created_at`;

/** The only file with message attachment SQL; every query runs in a tenant transaction (RLS: the tenant's rows only). */
export const messageAttachmentRepository = {
  /** The message's writer and its attachments; lock: serialises attaching to one message (the count holds). */
  target: async (tx: Tx, id: string, options: { lock: boolean }): Promise<AttachTarget | undefined> => {
    const [row] = await rows<{ id: string; company_id: string; thread_id: string; sender_user_id: string | null; attachments: number }>(
      tx,
      sql`select m.id, m.company_id, m.thread_id, m.sender_user_id,
            (select count(*) from message_attachment a where a.message_id = m.id)::int as attachments
          from message m where m.id = ${id} ${options.lock ? sql`for update of m` : sql``}`,
    );
    return row
      ? {
          id: row.id,
          companyId: row.company_id,
          threadId: row.thread_id,
          senderUserId: row.sender_user_id,
          attachments: Number(row.attachments),
        }
      : undefined;
  },

  /** Whether this message already has a file with these bytes (never looks at other messages). */
  hasDuplicate: async (tx: Tx, messageId: string, sha256: string) => {
    const [row] = await rows<{ ok: boolean }>(
      tx,
      sql`select true as ok from message_attachment where message_id = ${messageId} and sha256 = ${sha256} limit 1`,
    );
    return !!row;
  },

  insert: async (
    tx: Tx,
    v: {
      id: string;
      companyId: string;
      messageId: string;
      fileName: string;
      filePath: string;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      uploadedBy: string;
    },
  ) => {
    const [row] = await rows<AttachmentSqlRow>(
      tx,
      sql`insert into message_attachment as a (id, company_id, message_id, file_name, file_path, content_type, size_bytes, sha256, uploaded_by)
          values (${v.id}, ${v.companyId}, ${v.messageId}, ${v.fileName}, ${v.filePath}, ${v.contentType}, ${v.sizeBytes}, ${v.sha256},
                  ${v.uploadedBy})
          returning ${COLUMNS}`,
    );
    return toDto(row!);
  },

  byId: async (tx: Tx, messageId: string, id: string): Promise<TMessageAttachmentDto | undefined> => {
    const [row] = await rows<AttachmentSqlRow>(
      tx,
      sql`select ${COLUMNS} from message_attachment a where a.message_id = ${messageId} and a.id = ${id} limit 1`,
    );
    return row ? toDto(row) : undefined;
  },

  /** Every attachment of a thread's messages, oldest first. */
  /** LGPD erasure: removes the attachments of every message of the person's threads; answers their storage keys. */
  removeOfPerson: async (tx: Tx, personId: string): Promise<string[]> => {
    const removed = await rows<{ file_path: string }>(
      tx,
      sql`delete from message_attachment where message_id in (select id from message where person_id = ${personId}) returning file_path`,
    );
    return removed.map((r) => r.file_path);
  },

  ofThread: async (tx: Tx, threadId: string): Promise<TMessageAttachmentDto[]> => {
    const found = await rows<AttachmentSqlRow>(
      tx,
      sql`select ${COLUMNS} from message_attachment a join message m on m.id = a.message_id
          where m.thread_id = ${threadId} order by a.created_at, a.id`,
    );
    return found.map(toDto);
  },
};
