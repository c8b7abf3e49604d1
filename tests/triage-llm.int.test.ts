import { ruleTriage, type TriageInput, type TriageQuestion } from '@teleconsulta/schema';
import { createTriageAdapter, type TriageAdapter, type TriageLog } from '@teleconsulta/services/adapters/triage/triage.adapter';
import { parseConfig } from '@teleconsulta/services/config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, type FakeLlmFailure, startFakeLlm } from './harness/fake-llm.js';

let fake: FakeLlm;
let llm: TriageAdapter;
/** What the adapter logged (warn), as JSON. */
let logged: string[] = [];
const log: TriageLog = { warn: ((obj: unknown, msg?: string) => logged.push(JSON.stringify({ obj, msg }))) as TriageLog['warn'] };

/** The adapter as the services build it from their environment. */
const adapterFor = (env: Record<string, string> = {}) =>
  createTriageAdapter(
    parseConfig({
      TRIAGE_PROVIDER: 'llm',
      TRIAGE_LLM_URL: fake.url,
      TRIAGE_LLM_API_KEY: fake.apiKey,
      TRIAGE_LLM_MODEL: 'triage-test-model',
      TRIAGE_LLM_TIMEOUT_MS: '3000',
      ...env,
    }).triage,
    log,
  );

const yesNo = (redFlag: boolean) => [
  { id: 'yes', textPtBR: 'Sim', textEn: 'Yes', weight: redFlag ? 100 : null, redFlag },
  { id: 'no', textPtBR: 'Não', textEn: 'No', weight: null, redFlag: false },
];
const QUESTIONS: TriageQuestion[] = [
  { id: 'fainting', textPtBR: 'Você desmaiou?', textEn: 'Have you fainted?', kind: 'yes_no', options: yesNo(true) },
  {
    id: 'pain_scale',
    textPtBR: 'De 0 a 10, qual a sua dor?',
    textEn: 'From 0 to 10, how strong is your pain?',
    kind: 'scale_0_10',
    options: [],
  },
];
/** A patient's words that must never reach a log line. */
const COMPLAINT = 'Dor de garganta e coriza desde ontem, Maria Aparecida';
const input = (over: Partial<TriageInput> = {}): TriageInput => ({
  questions: QUESTIONS,
  answers: [
    { questionId: 'fainting', value: false },
    { questionId: 'pain_scale', value: 2 },
  ],
  complaint: COMPLAINT,
  locale: 'pt-BR',
  ...over,
});

/** The rules' answer came back, a warning was logged, and neither the key nor the patient's words are in it. */
function expectFellBackToRules(result: Awaited<ReturnType<TriageAdapter['assess']>>, given: TriageInput) {
  expect(result).toEqual(ruleTriage(given));
  expect(result.engine).toBe('rules');
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('triage LLM unavailable');
  for (const line of logged) {
    expect(line).not.toContain(fake.apiKey);
    expect(line).not.toContain('Maria Aparecida');
    expect(line).not.toContain('garganta');
  }
}

beforeAll(async () => {
  fake = await startFakeLlm();
  llm = adapterFor();
});
beforeEach(() => {
  logged = [];
});
afterAll(async () => {
  await fake?.close();
});

describe('the LLM triage adapter against a local fake chat-completions endpoint (nothing leaves the machine)', () => {
  it('uses a good answer, sending the key as a bearer token and the complaint and answers as text', async () => {
    fake.reply({ priority: 3, reasons: [{ text: 'Dor de garganta com febre provável', questionId: 'pain_scale' }, 'Coriza'] });
    const result = await llm.assess(input());
    expect(result).toEqual({
      priority: 3,
      maxWaitMinutes: 60,
      redFlag: false,
      reasons: [
        { source: 'answer', questionId: 'pain_scale', text: 'Dor de garganta com febre provável' },
        { source: 'complaint', text: 'Coriza' },
        ...ruleTriage(input()).reasons,
      ],
      engine: 'llm',
    });
    expect(logged).toEqual([]);

    const sent = fake.requests.at(-1)!;
    expect(sent.authorized).toBe(true);
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body).toMatchObject({ model: 'triage-test-model', temperature: 0, response_format: { type: 'json_object' } });
    const messages = sent.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toContain('SAMU 192');
    expect(messages[0]!.content).toContain('Brazilian Portuguese');
    expect(JSON.parse(messages[1]!.content)).toEqual({
      locale: 'pt-BR',
      complaint: COMPLAINT,
      answers: [
        { questionId: 'fainting', question: 'Você desmaiou?', answer: 'Não' },
        { questionId: 'pain_scale', question: 'De 0 a 10, qual a sua dor?', answer: '2' },
      ],
    });
  });

  it('takes a JSON answer wrapped in a code fence, and a more urgent level than the rules', async () => {
    fake.reply('```json\n{"priority": 2, "reasons": ["Sore throat with drooling"]}\n```');
    const result = await llm.assess(input({ locale: 'en' }));
    expect(result).toMatchObject({ priority: 2, maxWaitMinutes: 10, redFlag: false, engine: 'llm' });
    expect(result.reasons[0]).toEqual({ source: 'complaint', text: 'Sore throat with drooling' });
    expect(JSON.parse((fake.requests.at(-1)!.body.messages as Array<{ content: string }>)[1]!.content).answers[0].answer).toBe('No');
  });

  it('raises an answer less urgent than a red flag back to the emergency, the red flag and its reason first', async () => {
    fake.reply({ priority: 5, reasons: ['Sintomas leves'] });
    const given = input({ answers: [{ questionId: 'fainting', value: true }] });
    const result = await llm.assess(given);
    expect(result).toMatchObject({ priority: 1, maxWaitMinutes: 0, redFlag: true, engine: 'llm' });
    expect(result.reasons[0]).toEqual({
      source: 'answer',
      questionId: 'fainting',
      optionId: 'yes',
      text: "Resposta 'Sim' a 'Você desmaiou?' é um sinal de alerta",
    });
    expect(result.reasons.at(-1)).toEqual({ source: 'complaint', text: 'Sintomas leves' });

    fake.reply({ priority: 4, reasons: [] });
    const fromComplaint = await llm.assess(input({ complaint: 'estou com falta de ar' }));
    expect(fromComplaint).toMatchObject({ priority: 1, redFlag: true, engine: 'llm' });
    expect(fromComplaint.reasons[0]).toEqual({
      source: 'complaint',
      term: 'falta de ar',
      text: "'falta de ar' na queixa é um sinal de alerta",
    });
  });

  it('never answers less urgent than the rules, red flag or not', async () => {
    fake.reply({ priority: 5, reasons: [] });
    const given = input({ answers: [{ questionId: 'pain_scale', value: 9 }] });
    expect(await llm.assess(given)).toMatchObject({ priority: 2, redFlag: false, engine: 'llm' });
  });

  it.each<FakeLlmFailure>(['500', 'malformed', 'not-completion'])('falls back to the rules when the endpoint answers %s', async (kind) => {
    fake.failNext(kind);
    const given = input({ complaint: `${COMPLAINT}, dor no peito` });
    const result = await llm.assess(given);
    expectFellBackToRules(result, given);
    expect(result).toMatchObject({ priority: 1, redFlag: true });
  });

  it('falls back to the rules when the endpoint does not answer in time', async () => {
    fake.failNext('hang');
    const given = input();
    expectFellBackToRules(await adapterFor({ TRIAGE_LLM_TIMEOUT_MS: '300' }).assess(given), given);
    expect(logged[0]).toContain('no answer within 300 ms');
  });

  it.each([
    ['content that is not JSON', 'Prioridade 2: procure atendimento'],
    ['a priority off the scale', { priority: 7, reasons: [] }],
    ['no priority', { reasons: ['Febre'] }],
    ['a priority that is not a number', { priority: 'urgent', reasons: [] }],
  ])('falls back to the rules on %s', async (_what, content) => {
    fake.reply(content);
    const given = input();
    expectFellBackToRules(await llm.assess(given), given);
  });

  it('falls back to the rules when the key is refused, and the key appears in no log line', async () => {
    const given = input();
    expectFellBackToRules(await adapterFor({ TRIAGE_LLM_API_KEY: 'sk-wrong-key-0123456789' }).assess(given), given);
    expect(fake.requests.at(-1)!.authorized).toBe(false);
    expect(logged[0]).toContain('HTTP 401');
    expect(logged[0]).not.toContain('sk-wrong-key-0123456789');
  });

  it('falls back to the rules when nothing listens at the address', async () => {
    const given = input();
    expectFellBackToRules(await adapterFor({ TRIAGE_LLM_URL: 'http://127.0.0.1:9/v1/chat/completions' }).assess(given), given);
  });
});

describe('the triage configuration', () => {
  it('uses the rule engine by default, and needs an address for the LLM', async () => {
    const before = fake.requests.length;
    const rules = createTriageAdapter(parseConfig({}).triage);
    expect(await rules.assess(input())).toEqual(ruleTriage(input()));
    expect(fake.requests.length).toBe(before);
    expect(() => parseConfig({ TRIAGE_PROVIDER: 'llm' })).toThrow(/TRIAGE_LLM_URL: required when TRIAGE_PROVIDER=llm/);
  });
});
