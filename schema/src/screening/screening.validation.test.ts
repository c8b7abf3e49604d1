import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { ZScreeningCreate, ZScreeningPatch } from './screening.validation.js';

const yesNo = { textPtBR: 'Dor no peito?', textEn: 'Chest pain?', kind: 'yes_no' };
const valid = { type: 'emergency', subtype: ' adult ', titlePtBR: 'Triagem', titleEn: 'Screening', questions: [yesNo] };
const errorsOf = (schema: typeof ZScreeningCreate | typeof ZScreeningPatch, value: unknown, locale: 'en' | 'pt-BR' = 'en') => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, locale).map((i) => [i.field, i.message]));
};

describe('ZScreeningCreate', () => {
  it('upper-cases type and subtype, defaults active, required and options', () => {
    expect(ZScreeningCreate.parse(valid)).toEqual({
      type: 'EMERGENCY',
      subtype: 'ADULT',
      titlePtBR: 'Triagem',
      titleEn: 'Screening',
      active: true,
      questions: [{ ...yesNo, required: true, options: [] }],
    });
    expect(ZScreeningCreate.parse({ ...valid, subtype: '' }).subtype).toBeNull();
  });

  it('keeps option red flags and weights', () => {
    const parsed = ZScreeningCreate.parse({
      ...valid,
      questions: [
        {
          ...yesNo,
          options: [
            { id: 'yes', textPtBR: 'Sim', textEn: 'Yes', redFlag: true, weight: 100 },
            { textPtBR: 'Não', textEn: 'No' },
          ],
        },
      ],
    });
    expect(parsed.questions[0]!.options).toEqual([
      { id: 'yes', textPtBR: 'Sim', textEn: 'Yes', redFlag: true, weight: 100 },
      { textPtBR: 'Não', textEn: 'No', redFlag: false },
    ]);
  });

  it('checks options against the kind', () => {
    const option = (t: string) => ({ textPtBR: t, textEn: t });
    const single = { textPtBR: 'a', textEn: 'a', kind: 'single_choice', options: [option('x')] };
    const text = { textPtBR: 'a', textEn: 'a', kind: 'text', options: [option('x')] };
    const yesNoThree = { ...yesNo, options: [option('a'), option('b'), option('c')] };
    expect(errorsOf(ZScreeningCreate, { ...valid, questions: [single, text, yesNoThree] }, 'pt-BR')).toEqual({
      'questions.0.options': 'O campo Opções é inválido',
      'questions.1.options': 'O campo Opções é inválido',
      'questions.2.options': 'O campo Opções é inválido',
    });
    const scale = { textPtBR: 'Dor de 0 a 10', textEn: 'Pain 0 to 10', kind: 'scale_0_10' };
    expect(errorsOf(ZScreeningCreate, { ...valid, questions: [scale, { ...single, options: [option('x'), option('y')] }] })).toEqual({});
  });

  it('refuses blank texts, bad codes, duplicate keys and an empty questionnaire', () => {
    expect(
      errorsOf(ZScreeningCreate, {
        type: 'emergência',
        subtype: 'a b',
        titlePtBR: ' ',
        titleEn: 'x'.repeat(201),
        questions: [{ ...yesNo, id: 'q1', textEn: '', kind: 'essay', weight: 3 }],
      }),
    ).toEqual({
      type: 'Type is invalid',
      subtype: 'Subtype is invalid',
      titlePtBR: 'Title in Portuguese is required',
      titleEn: 'Title in English must be at most 200 characters',
      'questions.0.textEn': 'Question in English is required',
      'questions.0.kind': 'Answer kind is invalid',
    });
    expect(errorsOf(ZScreeningCreate, { ...valid, questions: [] })).toEqual({ questions: 'Questions is required' });
    expect(
      errorsOf(ZScreeningCreate, {
        ...valid,
        questions: [
          { ...yesNo, id: 'q' },
          { ...yesNo, id: 'q' },
        ],
      }),
    ).toEqual({
      questions: 'Questions is invalid',
    });
    const weight = {
      ...yesNo,
      options: [
        { textPtBR: 'S', textEn: 'Y', weight: 101 },
        { textPtBR: 'N', textEn: 'N' },
      ],
    };
    expect(errorsOf(ZScreeningCreate, { ...valid, questions: [weight] }, 'pt-BR')).toEqual({
      'questions.0.options.0.weight': 'O campo Peso é inválido',
    });
  });
});

describe('ZScreeningPatch', () => {
  it('takes any subset', () => {
    expect(ZScreeningPatch.parse({})).toEqual({});
    expect(ZScreeningPatch.parse({ active: false })).toEqual({ active: false });
    expect(errorsOf(ZScreeningPatch, { questions: [] })).toEqual({ questions: 'Questions is required' });
  });
});
