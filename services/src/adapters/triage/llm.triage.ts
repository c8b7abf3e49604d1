import {
  type Locale,
  ruleTriage,
  TRIAGE_LEVELS,
  type TriageInput,
  type TriagePriority,
  type TriageReason,
  type TriageResult,
  triageLevel,
} from '@teleconsulta/schema';
import { z } from 'zod';
import type { TriageAdapter, TriageLlmSettings, TriageLog } from './triage.adapter.js';

/** The chat-completions answer, loosely (extra fields are fine), strictly on what we read. */
const ZCompletion = z.looseObject({
  choices: z.array(z.looseObject({ message: z.looseObject({ content: z.string() }) })).min(1),
});
/** The JSON the model is asked for. */
const ZLlmAnswer = z.object({
  priority: z.number().int().min(1).max(5),
  reasons: z
    .array(
      z.union([z.string().min(1).max(500), z.object({ text: z.string().min(1).max(500), questionId: z.string().max(100).optional() })]),
    )
    .max(20)
    .default([]),
});

const SCALE = TRIAGE_LEVELS.map((l) => `${l.priority} = ${l.label.en} (seen within ${l.maxWaitMinutes} minutes)`).join('; ');

function systemPrompt(locale: Locale): string {
  return [
    'You triage patients of a Brazilian telemedicine emergency queue on a five-level scale in the style of the Manchester Triage System:',
    `${SCALE}. Level 1 means the patient must call SAMU 192 or go to an emergency room now.`,
    'You get the patient complaint and their answers to a screening questionnaire, as JSON.',
    'Answer only with a JSON object: {"priority": <1 to 5>, "reasons": [{"text": "<why>", "questionId": "<the question the reason is about, if any>"}]}.',
    `Write the reasons in ${locale === 'en' ? 'English' : 'Brazilian Portuguese'}, short, one per finding, most urgent first. When unsure, choose the more urgent level.`,
  ].join('\n');
}

/** What the model reads: the complaint and each answer as text, in the patient's language. Nothing that names the patient. */
function userMessage(input: TriageInput): string {
  const en = input.locale === 'en';
  const answers = input.answers.flatMap((a) => {
    const q = input.questions.find((x) => x.id === a.questionId);
    if (!q) return [];
    const optionText = (id: string) => {
      const o = q.options.find((x) => x.id === id);
      return o ? (en ? o.textEn : o.textPtBR) : id;
    };
    const value = a.value;
    const answer =
      typeof value === 'boolean'
        ? en
          ? value
            ? 'Yes'
            : 'No'
          : value
            ? 'Sim'
            : 'Não'
        : Array.isArray(value)
          ? value.map(optionText).join(', ')
          : typeof value === 'string' && q.options.length
            ? optionText(value)
            : String(value);
    return [{ questionId: q.id, question: en ? q.textEn : q.textPtBR, answer }];
  });
  return JSON.stringify({ locale: input.locale, complaint: input.complaint, answers });
}

/** A reply we could not use; `why` is logged (no key, no patient text in it). */
class LlmFailure extends Error {}

/** The JSON object in a model's content, also when wrapped in a ```json fence or a sentence. */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new LlmFailure('the content holds no JSON object');
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new LlmFailure('the content is not valid JSON');
  }
}

/**
 * The model's answer with the rules as a floor: the priority is the more urgent of the two, a red flag of the rules is
 * kept (level 1 always is one). When the rules raised the model's level, their reasons come first.
 */
export function withRulesFloor(input: TriageInput, rules: TriageResult, answer: z.infer<typeof ZLlmAnswer>): TriageResult {
  const priority = Math.min(rules.priority, answer.priority) as TriagePriority;
  const known = new Set(input.questions.map((q) => q.id));
  const llmReasons: TriageReason[] = answer.reasons.map((r) => {
    const { text, questionId } = typeof r === 'string' ? { text: r, questionId: undefined } : r;
    return questionId && known.has(questionId) ? { source: 'answer', questionId, text } : { source: 'complaint', text };
  });
  const ordered = rules.priority < answer.priority ? [...rules.reasons, ...llmReasons] : [...llmReasons, ...rules.reasons];
  const seen = new Set<string>();
  return {
    priority,
    maxWaitMinutes: triageLevel(priority).maxWaitMinutes,
    redFlag: rules.redFlag || priority === 1,
    reasons: ordered.filter((r) => !seen.has(r.text) && seen.add(r.text)),
    engine: 'llm',
  };
}

/**
 * The triage through an OpenAI-compatible chat-completions endpoint: POST `url` with the model, a system prompt (the
 * scale, the JSON wanted), the complaint and answers as JSON, `response_format: json_object` and temperature 0. The
 * content must be `{ priority: 1–5, reasons: [...] }`. No answer within `timeoutMs`, an HTTP error, a body that is not a
 * completion, content that is not that JSON → the rules' result, and a warning with the reason only.
 */
export function llmTriage(settings: TriageLlmSettings, log?: TriageLog): TriageAdapter {
  async function ask(input: TriageInput): Promise<z.infer<typeof ZLlmAnswer>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    const body = {
      model: settings.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: systemPrompt(input.locale) },
        { role: 'user', content: userMessage(input) },
      ],
    };
    let status: number;
    let text: string;
    try {
      const res = await fetch(settings.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      throw new LlmFailure(
        e.name === 'TimeoutError' || e.name === 'AbortError'
          ? `no answer within ${settings.timeoutMs} ms`
          : `unreachable (${e.cause?.code ?? e.name})`,
      );
    }
    if (status < 200 || status > 299) throw new LlmFailure(`answered HTTP ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new LlmFailure('the body is not JSON');
    }
    const completion = ZCompletion.safeParse(json);
    if (!completion.success) throw new LlmFailure('the body is not a chat completion');
    const answer = ZLlmAnswer.safeParse(jsonIn(completion.data.choices[0]!.message.content));
    if (!answer.success) throw new LlmFailure(`the JSON is not a triage answer (${answer.error.issues[0]?.path.join('.') || 'root'})`);
    return answer.data;
  }

  return {
    assess: async (input) => {
      const rules = ruleTriage(input);
      try {
        return withRulesFloor(input, rules, await ask(input));
      } catch (error) {
        const reason = error instanceof LlmFailure ? error.message : 'unexpected error';
        log?.warn({ provider: 'llm', reason }, 'triage LLM unavailable: the rule engine answered');
        return rules;
      }
    },
  };
}
