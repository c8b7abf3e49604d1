import { describe, expect, it } from 'vitest';
import { ruleTriage } from './rule-triage.js';
import type { TriageInput, TriageQuestion } from './triage-result.js';
import { redFlagAdvice, TRIAGE_LEVELS } from './triage-scale.js';

const option = (id: string, textPtBR: string, textEn: string, weight: number | null = null, redFlag = false) => ({
  id,
  textPtBR,
  textEn,
  weight,
  redFlag,
});
const yesNo = (redFlagOnYes: boolean) => [option('yes', 'Sim', 'Yes', redFlagOnYes ? 100 : null, redFlagOnYes), option('no', 'Não', 'No')];

/** Shaped like the demo clinic's adult emergency screening (services/src/screening/screening.seed.ts). */
const QUESTIONS: TriageQuestion[] = [
  {
    id: 'main_complaint',
    textPtBR: 'Qual é o principal motivo?',
    textEn: 'What is the main reason?',
    kind: 'single_choice',
    options: [
      option('chest_pain', 'Dor no peito', 'Chest pain', 80),
      option('fever', 'Febre', 'Fever', 30),
      option('abdominal_pain', 'Dor abdominal', 'Abdominal pain', 40),
      option('other', 'Outro', 'Other', 10),
    ],
  },
  { id: 'chest', textPtBR: 'Dor no peito?', textEn: 'Chest pain?', kind: 'yes_no', options: yesNo(true) },
  { id: 'cough_days', textPtBR: 'Tosse há mais de 3 dias?', textEn: 'Coughing for over 3 days?', kind: 'yes_no', options: yesNo(false) },
  {
    id: 'symptoms',
    textPtBR: 'Quais sintomas?',
    textEn: 'Which symptoms?',
    kind: 'multi_choice',
    options: [
      option('cough', 'Tosse', 'Cough', 10),
      option('vomiting', 'Vômitos', 'Vomiting', 45),
      option('purple_lips', 'Lábios roxos', 'Bluish lips', 100, true),
    ],
  },
  { id: 'temperature', textPtBR: 'Qual a temperatura (°C)?', textEn: 'What is your temperature (°C)?', kind: 'number', options: [] },
  {
    id: 'pain_scale',
    textPtBR: 'De 0 a 10, qual a intensidade da sua dor?',
    textEn: 'From 0 to 10, how strong is your pain?',
    kind: 'scale_0_10',
    options: [],
  },
  { id: 'age', textPtBR: 'Qual a sua idade?', textEn: 'How old are you?', kind: 'number', options: [] },
  { id: 'details', textPtBR: 'Conte mais.', textEn: 'Tell us more.', kind: 'text', options: [] },
];

const triage = (over: Partial<TriageInput>) => ruleTriage({ questions: QUESTIONS, answers: [], complaint: '', locale: 'pt-BR', ...over });

describe('the triage scale', () => {
  it('has the five Manchester-style levels with their colours and maximum waits', () => {
    expect(TRIAGE_LEVELS.map((l) => [l.priority, l.key, l.colour, l.maxWaitMinutes])).toEqual([
      [1, 'EMERGENCY', 'red', 0],
      [2, 'VERY_URGENT', 'orange', 10],
      [3, 'URGENT', 'yellow', 60],
      [4, 'STANDARD', 'green', 120],
      [5, 'NON_URGENT', 'blue', 240],
    ]);
    for (const level of TRIAGE_LEVELS) expect(level.label.en && level.label.ptBR).toBeTruthy();
  });

  it('tells a red flag to call SAMU 192 or go to an emergency room, in both languages', () => {
    expect(redFlagAdvice('pt-BR')).toBe('Isto pode ser uma emergência. Ligue agora para o SAMU 192 ou vá ao pronto-socorro mais próximo.');
    expect(redFlagAdvice('en')).toBe('This may be an emergency. Call SAMU 192 now or go to the nearest emergency room.');
  });
});

describe('ruleTriage', () => {
  it('with nothing found is standard (level 4, two hours), without reasons', () => {
    expect(triage({ complaint: 'quero conversar com um médico' })).toEqual({
      priority: 4,
      maxWaitMinutes: 120,
      redFlag: false,
      reasons: [],
      engine: 'rules',
    });
  });

  it('makes a red-flag answer an emergency and explains it in Portuguese', () => {
    const result = triage({ answers: [{ questionId: 'chest', value: true }] });
    expect(result).toMatchObject({ priority: 1, maxWaitMinutes: 0, redFlag: true, engine: 'rules' });
    expect(result.reasons).toEqual([
      { source: 'answer', questionId: 'chest', optionId: 'yes', text: "Resposta 'Sim' a 'Dor no peito?' é um sinal de alerta" },
    ]);
  });

  it('explains in English, and takes the option id as well as true', () => {
    const result = triage({ answers: [{ questionId: 'chest', value: 'yes' }], locale: 'en' });
    expect(result.priority).toBe(1);
    expect(result.reasons[0]!.text).toBe("Answer 'Yes' to 'Chest pain?' is a red flag");
  });

  it('reads "no" to a red-flag question as nothing', () => {
    expect(triage({ answers: [{ questionId: 'chest', value: false }] })).toMatchObject({ priority: 4, redFlag: false, reasons: [] });
  });

  it('finds a red-flag option among several picked', () => {
    const result = triage({ answers: [{ questionId: 'symptoms', value: ['cough', 'purple_lips'] }], locale: 'en' });
    expect(result).toMatchObject({ priority: 1, redFlag: true });
    expect(result.reasons.map((r) => r.optionId)).toEqual(['purple_lips', 'cough']);
  });

  it('maps option weights to levels 2–5, never to an emergency', () => {
    const main = (id: string) => triage({ answers: [{ questionId: 'main_complaint', value: id }], locale: 'en' });
    expect(main('chest_pain')).toMatchObject({ priority: 2, maxWaitMinutes: 10, redFlag: false });
    expect(main('abdominal_pain').priority).toBe(3);
    expect(main('fever').priority).toBe(4);
    expect(main('other')).toMatchObject({ priority: 5, maxWaitMinutes: 240 });
    expect(main('chest_pain').reasons[0]!.text).toBe("Answer 'Chest pain' to 'What is the main reason?' points to level 2, Very urgent");
    expect(triage({ answers: [{ questionId: 'main_complaint', value: 'fever' }] }).reasons[0]!.text).toBe(
      "Resposta 'Febre' a 'Qual é o principal motivo?' indica o nível 4, Pouco urgente",
    );
  });

  it('ignores an option without weight that is not a red flag', () => {
    expect(triage({ answers: [{ questionId: 'cough_days', value: true }] })).toMatchObject({ priority: 4, reasons: [] });
  });

  it('reads the pain scale like Manchester: severe, moderate, mild', () => {
    const pain = (value: number) => triage({ answers: [{ questionId: 'pain_scale', value }] });
    expect(pain(9).priority).toBe(2);
    expect(pain(8).priority).toBe(2);
    expect(pain(6).priority).toBe(3);
    expect(pain(2).priority).toBe(4);
    expect(pain(0).reasons).toEqual([]);
    expect(pain(9).reasons[0]!.text).toBe("Resposta '9' a 'De 0 a 10, qual a intensidade da sua dor?' indica o nível 2, Muito urgente");
  });

  it('reads a temperature, and ignores impossible ones and numbers of other questions', () => {
    const temp = (value: number) => triage({ answers: [{ questionId: 'temperature', value }] }).priority;
    expect(temp(41.2)).toBe(2);
    expect(temp(39)).toBe(3);
    expect(temp(37.8)).toBe(4);
    expect(temp(34)).toBe(2);
    expect(triage({ answers: [{ questionId: 'temperature', value: 36.5 }] }).reasons).toEqual([]);
    expect(triage({ answers: [{ questionId: 'temperature', value: 390 }] }).reasons).toEqual([]);
    expect(triage({ answers: [{ questionId: 'age', value: 9 }] }).reasons).toEqual([]);
  });

  it('matches the complaint against the lexicon and explains the term', () => {
    const pt = triage({ complaint: 'Estou com falta de ar desde ontem' });
    expect(pt).toMatchObject({ priority: 1, redFlag: true });
    expect(pt.reasons).toEqual([{ source: 'complaint', term: 'falta de ar', text: "'falta de ar' na queixa é um sinal de alerta" }]);
    const enResult = triage({ complaint: 'High fever since yesterday', locale: 'en' });
    expect(enResult).toMatchObject({ priority: 3, maxWaitMinutes: 60, redFlag: false });
    expect(enResult.reasons[0]!.text).toBe("'high fever' in the complaint points to level 3, Urgent");
    expect(triage({ complaint: 'preciso renovar receita' }).priority).toBe(5);
  });

  it('does not match negated symptoms in the complaint', () => {
    expect(triage({ complaint: 'não tenho dor no peito, só tosse' })).toMatchObject({ priority: 4, redFlag: false });
    expect(triage({ complaint: 'sem febre', locale: 'pt-BR' }).reasons).toEqual([]);
    expect(triage({ complaint: 'no fever, no chest pain', locale: 'en' }).reasons).toEqual([]);
  });

  it('reads free-text answers with the lexicon, naming the question', () => {
    const result = triage({ answers: [{ questionId: 'details', value: 'meu braço esquerdo formiga e desmaiei' }] });
    expect(result).toMatchObject({ priority: 1, redFlag: true });
    expect(result.reasons).toEqual([
      { source: 'answer', questionId: 'details', term: 'desmaiei', text: "'desmaiei' na resposta a 'Conte mais.' é um sinal de alerta" },
    ]);
  });

  it('lets the most urgent finding win and lists every finding, most urgent first', () => {
    const result = triage({
      answers: [
        { questionId: 'main_complaint', value: 'fever' },
        { questionId: 'pain_scale', value: 6 },
      ],
      complaint: 'vômitos e convulsão',
      locale: 'en',
    });
    expect(result).toMatchObject({ priority: 1, redFlag: true, maxWaitMinutes: 0 });
    expect(result.reasons.map((r) => r.term ?? r.optionId ?? r.questionId)).toEqual(['convulsão', 'pain_scale', 'vômitos', 'fever']);
  });

  it('reads the kinds in upper case too', () => {
    const questions = QUESTIONS.map((q) => ({ ...q, kind: q.kind.toUpperCase() }));
    expect(ruleTriage({ questions, answers: [{ questionId: 'chest', value: true }], complaint: '', locale: 'en' }).priority).toBe(1);
    expect(ruleTriage({ questions, answers: [{ questionId: 'pain_scale', value: 9 }], complaint: '', locale: 'en' }).priority).toBe(2);
  });

  it('ignores answers to unknown questions and options', () => {
    expect(
      triage({
        answers: [
          { questionId: 'nope', value: true },
          { questionId: 'main_complaint', value: 'nope' },
          { questionId: 'symptoms', value: ['nope'] },
        ],
      }),
    ).toMatchObject({ priority: 4, reasons: [] });
  });
});
