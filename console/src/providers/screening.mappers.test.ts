import { describe, expect, it } from 'vitest';
import { toScreeningBody, toScreeningFilter, toScreeningInput, toScreeningPatch } from './screening.mappers';

const record = {
  id: 's1',
  companyId: 'c1',
  type: 'EMERGENCY',
  subtype: 'ADULT',
  title: 'Screening',
  titlePtBR: 'Triagem',
  titleEn: 'Screening',
  active: true,
  version: 3,
  questions: [
    {
      id: 'q1',
      text: 'Chest pain?',
      textPtBR: 'Dor no peito?',
      textEn: 'Chest pain?',
      kind: 'YES_NO',
      required: true,
      options: [
        { id: 'yes', text: 'Yes', textPtBR: 'Sim', textEn: 'Yes', weight: 100, redFlag: true },
        { id: 'no', text: 'No', textPtBR: 'Não', textEn: 'No', weight: null, redFlag: false },
      ],
    },
  ],
};

describe('screening mappers', () => {
  it('sends the writable fields, keeping question and option keys, never version, ids or localized texts', () => {
    const input = toScreeningInput(record);
    expect(Object.keys(input).sort()).toEqual(['active', 'questions', 'subtype', 'titleEn', 'titlePtBR', 'type']);
    expect(input.questions![0]).toEqual({
      id: 'q1',
      textPtBR: 'Dor no peito?',
      textEn: 'Chest pain?',
      kind: 'YES_NO',
      required: true,
      options: [
        { id: 'yes', textPtBR: 'Sim', textEn: 'Yes', weight: 100, redFlag: true },
        { id: 'no', textPtBR: 'Não', textEn: 'No', weight: null, redFlag: false },
      ],
    });
  });

  it('drops options of kinds without them, and blank subtype means any', () => {
    const input = toScreeningInput({
      subtype: ' ',
      questions: [
        { ...record.questions[0], kind: 'TEXT' },
        { textPtBR: 'a', textEn: 'b', kind: 'NUMBER' },
      ],
    });
    expect(input.subtype).toBeNull();
    expect(input.questions!.map((q) => q.options)).toEqual([[], []]);
    expect(input.questions![1]).not.toHaveProperty('id');
  });

  it('sends only what changed, and the kinds in lower case to the validators', () => {
    const edited = { ...record, questions: [{ ...record.questions[0], textEn: 'Chest pain now?' }] };
    const patch = toScreeningPatch(edited, record);
    expect(Object.keys(patch)).toEqual(['questions']);
    expect((toScreeningBody(patch).questions as Array<{ kind: string }>)[0]!.kind).toBe('yes_no');
    expect(toScreeningPatch({ ...record, active: false }, record)).toEqual({ active: false });
    expect(toScreeningFilter({ type: ' emergency ', subtype: '' })).toEqual({ type: 'EMERGENCY' });
  });
});
