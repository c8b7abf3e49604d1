import { describe, expect, it } from 'vitest';
import { autosaveInput, changedNoteFields } from './notes-form.util';

const saved = { notes: 'PA 130/85', orientation: '', cid10: 'J06.9', upshot: '' };

describe('the service notes form', () => {
  it('sees no change in what only differs in spaces or in how the CID-10 is typed', () => {
    expect(changedNoteFields({ ...saved, notes: ' PA 130/85  ', cid10: 'j069' }, saved)).toEqual([]);
    expect(autosaveInput({ ...saved, cid10: ' J06.9' }, saved)).toBeNull();
  });

  it('saves the changed fields as stored, and nothing while the CID-10 is not a valid code', () => {
    expect(autosaveInput({ ...saved, notes: 'PA 120/80 ' }, saved)).toEqual({ notes: 'PA 120/80' });
    expect(autosaveInput({ ...saved, notes: 'PA 120/80 ', cid10: 'J0' }, saved)).toBeNull();
    expect(autosaveInput({ ...saved, cid10: 'i10' }, saved)).toEqual({ cid10: 'I10' });
    expect(autosaveInput({ ...saved, cid10: '' }, saved)).toEqual({ cid10: '' });
    expect(changedNoteFields({ ...saved, cid10: 'J0' }, saved)).toEqual(['cid10']);
  });
});
