import { describe, expect, it } from 'vitest';
import { CLAUSE_BREAKS, findSymptoms, normalizeForMatch, SYMPTOM_LEXICON } from './symptom-lexicon.js';

const keys = (text: string) => findSymptoms(text).map((m) => m.entry.key);

describe('the symptom lexicon', () => {
  it('finds the red flags the screening asks about, in Portuguese and in English', () => {
    expect(keys('Estou com dor no peito')).toEqual(['chest_pain']);
    expect(keys('I have chest pain')).toEqual(['chest_pain']);
    expect(keys('muita falta de ar')).toContain('shortness_of_breath');
    expect(keys('shortness of breath since this morning')).toEqual(['shortness_of_breath']);
    expect(keys('minha mãe desmaiou agora')).toEqual(['fainting']);
    expect(keys('he fainted in the kitchen')).toEqual(['fainting']);
    expect(keys('meu filho teve uma convulsão')).toEqual(['seizure']);
    expect(keys('she had a seizure')).toEqual(['seizure']);
    expect(keys('meu pai está com a fala enrolada')).toEqual(['stroke_signs']);
    expect(keys('fraqueza de um lado do corpo')).toEqual(['stroke_signs']);
    expect(keys('acordou com a boca torta')).toEqual(['stroke_signs']);
    expect(keys('slurred speech')).toEqual(['stroke_signs']);
    expect(keys('sangramento intenso no braço')).toEqual(['heavy_bleeding']);
    expect(keys('heavy bleeding from a cut')).toEqual(['heavy_bleeding']);
    expect(keys('tenho pensamentos suicidas')).toEqual(['suicidal_thoughts']);
    expect(keys('I have suicidal thoughts')).toEqual(['suicidal_thoughts']);
    expect(keys('inchaço na garganta depois de comer camarão')).toEqual(['severe_allergic_reaction']);
    expect(keys('severe allergic reaction to a bee sting')).toEqual(['severe_allergic_reaction']);
    for (const entry of SYMPTOM_LEXICON.filter((e) => e.priority === 1)) expect(entry.terms.length).toBeGreaterThan(2);
  });

  it('ignores accents and case', () => {
    expect(keys('DOR NO PEITO')).toEqual(['chest_pain']);
    expect(keys('convulsao')).toEqual(['seizure']);
    expect(keys('Inchaco Na Garganta')).toEqual(['severe_allergic_reaction']);
    expect(keys('VÔMITOS')).toEqual(['vomiting']);
    expect(normalizeForMatch("Can't breathe, DON'T know")).toBe('can not breathe | do not know');
  });

  it('leaves out negated symptoms', () => {
    expect(keys('sem febre')).toEqual([]);
    expect(keys('no fever')).toEqual([]);
    expect(keys('não tenho dor no peito')).toEqual([]);
    expect(keys('nao sinto falta de ar')).toEqual([]);
    expect(keys("I don't have chest pain")).toEqual([]);
    expect(keys('I do not have any chest pain')).toEqual([]);
    expect(keys('without shortness of breath')).toEqual([]);
    expect(keys('nunca desmaiei')).toEqual([]);
    expect(keys('não tenho febre nem tosse')).toEqual([]);
  });

  it('keeps a symptom after the negated clause ends, and a symptom whose words include the negation', () => {
    expect(keys('sem febre, mas com falta de ar')).toEqual(['shortness_of_breath']);
    expect(keys('não tenho febre e estou com dor no peito')).toEqual(['chest_pain']);
    expect(keys('no fever but chest pain')).toEqual(['chest_pain']);
    expect(keys('não consigo respirar')).toEqual(['shortness_of_breath']);
    expect(keys("I can't breathe")).toEqual(['shortness_of_breath']);
    expect(keys('he is not breathing')).toEqual(['shortness_of_breath']);
  });

  it('reads Portuguese "no" as "in the", not as a negation, unless it is right before the symptom', () => {
    expect(keys('dormi no sofá com falta de ar')).toEqual(['shortness_of_breath']);
    expect(keys('sangue no nariz e dor no peito')).toEqual(['chest_pain']);
  });

  it('lets a longer phrase hide the shorter ones inside it', () => {
    expect(keys('dor de cabeça forte')).toEqual(['severe_headache']);
    expect(keys('febre alta')).toEqual(['high_fever']);
    expect(keys('tosse com sangue')).toEqual(['blood_from_mouth']);
    expect(keys('tosse leve')).toEqual(['mild_symptoms']);
    expect(findSymptoms('febre alta')[0]!.term).toBe('febre alta');
  });

  it('names each symptom once, as the lexicon writes it', () => {
    expect(findSymptoms('falta de ar, muita falta de ar')).toEqual([expect.objectContaining({ term: 'falta de ar' })]);
    expect(findSymptoms('CONVULSAO')[0]!.term).toBe('convulsão');
  });

  it('has no phrase that a clause break would cut, and no phrase twice', () => {
    const all = SYMPTOM_LEXICON.flatMap((e) => e.terms.map((t) => normalizeForMatch(t)));
    for (const term of all) for (const word of term.split(' ')) expect(CLAUSE_BREAKS.has(word), term).toBe(false);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(SYMPTOM_LEXICON.map((e) => e.key)).size).toBe(SYMPTOM_LEXICON.length);
  });
});
