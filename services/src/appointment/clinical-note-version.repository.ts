import { sql } from 'drizzle-orm';
import { iso } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { NoteVersion } from './clinical-note-chain.js';

/** The versions of one attendance's service notes, oldest first, with their author's name (under the tenant's RLS). */
export const clinicalNoteVersionRepository = {
  list: async (tx: Tx, appointmentId: string): Promise<(NoteVersion & { authorName: string | null })[]> => {
    const found = await rows<{
      appointment_id: string;
      version: number;
      author_user_id: string | null;
      author_name: string | null;
      recorded_at: Date | string;
      notes: string | null;
      orientation: string | null;
      cid10: string | null;
      upshot: string | null;
      previous_hash: Buffer | Uint8Array | null;
      hash: Buffer | Uint8Array;
    }>(
      tx,
      sql`select v.appointment_id, v.version, v.author_user_id, u.name as author_name, v.recorded_at, v.notes, v.orientation,
                 v.cid10, v.upshot, v.previous_hash, v.hash
          from clinical_note_version v left join app_user u on u.id = v.author_user_id
          where v.appointment_id = ${appointmentId} order by v.version`,
    );
    return found.map((r) => ({
      appointmentId: r.appointment_id,
      version: r.version,
      authorUserId: r.author_user_id,
      authorName: r.author_name,
      recordedAt: iso(r.recorded_at),
      notes: r.notes,
      orientation: r.orientation,
      cid10: r.cid10,
      upshot: r.upshot,
      previousHash: r.previous_hash === null ? null : Buffer.from(r.previous_hash),
      hash: Buffer.from(r.hash),
    }));
  },
};
