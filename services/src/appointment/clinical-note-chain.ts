import { createHash } from 'node:crypto';

/**
 * The hash chain of an attendance's service-note versions (migrations/0042_clinical_note_version.sql; SECURITY.md T23):
 * each version's hash is SHA-256 over the previous version's hash and the version's content, computed by the database
 * as the version is appended and checked here, independently, from what was stored.
 */
export type NoteVersion = {
  appointmentId: string;
  version: number;
  authorUserId: string | null;
  /** The instant recorded (milliseconds: the database truncates it). */
  recordedAt: string;
  notes: string | null;
  orientation: string | null;
  cid10: string | null;
  upshot: string | null;
  previousHash: Buffer | null;
  hash: Buffer;
};

/** One field: its length in UTF-8 bytes and its text, or '-' for none (clinical_note_field in SQL). */
const field = (value: string | null) => `${value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`}\n`;

/** The hash a version must carry after `previous` (clinical_note_hash in SQL). */
export function noteVersionHash(previous: Buffer | null, v: Omit<NoteVersion, 'previousHash' | 'hash'>): Buffer {
  const micros = BigInt(new Date(v.recordedAt).getTime()) * 1000n;
  const content =
    `${v.appointmentId}\n${v.version}\n${v.authorUserId ?? '-'}\n${micros}\n` +
    field(v.notes) +
    field(v.orientation) +
    field(v.cid10) +
    field(v.upshot);
  return createHash('sha256')
    .update(previous ?? Buffer.alloc(0))
    .update(content, 'utf8')
    .digest();
}

/**
 * The first version (by number) at which the chain of one attendance's versions, given oldest first, breaks: a number
 * missing or repeated, a previous hash that is not the prior version's, or a hash its content does not give. Null when
 * the whole chain holds.
 */
export function noteChainBreak(versions: NoteVersion[]): number | null {
  let previous: Buffer | null = null;
  for (const [i, v] of versions.entries()) {
    const linked = previous === null ? v.previousHash === null : v.previousHash?.equals(previous) === true;
    if (v.version !== i + 1 || !linked || !noteVersionHash(previous, v).equals(v.hash)) return i + 1;
    previous = v.hash;
  }
  return null;
}
