import { describe, expect, it } from 'vitest';
import { type NoteVersion, noteChainBreak, noteVersionHash } from './clinical-note-chain.js';

const APPOINTMENT = '6f1c1f9e-2f0b-4c55-9a53-0d0c1c6b7a10';

/** A chain as the database appends it: each version's hash over the previous one's and its content. */
function chain(contents: Partial<NoteVersion>[]): NoteVersion[] {
  const out: NoteVersion[] = [];
  for (const [i, c] of contents.entries()) {
    const previousHash = out.at(-1)?.hash ?? null;
    const v = {
      appointmentId: APPOINTMENT,
      version: i + 1,
      authorUserId: null,
      recordedAt: new Date(Date.UTC(2026, 10, 28, 14, i, 0, 123)).toISOString(),
      notes: null,
      orientation: null,
      cid10: null,
      upshot: null,
      ...c,
    };
    out.push({ ...v, previousHash, hash: noteVersionHash(previousHash, v) });
  }
  return out;
}

describe('the service notes hash chain', () => {
  const versions = chain([{ notes: 'Febre há 3 dias.' }, { notes: 'Febre há 3 dias. Tosse seca.', cid10: 'J06.9' }, { upshot: 'Alta' }]);

  it('holds for versions appended in order', () => {
    expect(noteChainBreak(versions)).toBeNull();
  });

  it('breaks at a version whose text was changed afterwards', () => {
    const altered = versions.map((v) => (v.version === 2 ? { ...v, notes: 'Sem febre.' } : v));
    expect(noteChainBreak(altered)).toBe(2);
  });

  it('breaks where a version was removed', () => {
    expect(noteChainBreak([versions[0]!, versions[2]!])).toBe(2);
  });

  it('breaks where a version was rewritten with a fresh hash of its own (the next one no longer links)', () => {
    const forged = { ...versions[1]!, notes: 'Sem febre.' };
    forged.hash = noteVersionHash(forged.previousHash, forged);
    expect(noteChainBreak([versions[0]!, forged, versions[2]!])).toBe(3);
  });

  it('tells an empty field from an absent one, and a field from the next', () => {
    const a = chain([{ notes: '', orientation: null }])[0]!;
    const b = chain([{ notes: null, orientation: '' }])[0]!;
    const c = chain([{ notes: '1:x\n', orientation: null }])[0]!;
    const d = chain([{ notes: null, orientation: 'x' }])[0]!;
    expect(new Set([a, b, c, d].map((v) => v.hash.toString('hex'))).size).toBe(4);
  });

  it('counts a field in UTF-8 bytes, as the database does', () => {
    const accented = chain([{ notes: 'Orientação' }])[0]!;
    const plain = chain([{ notes: 'Orientacao' }])[0]!;
    expect(accented.hash.equals(plain.hash)).toBe(false);
    expect(noteChainBreak([accented])).toBeNull();
  });
});
