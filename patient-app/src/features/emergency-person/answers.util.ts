import { format, type Locale } from '@teleconsulta/schema';

export type AnswerValue = string | string[] | number | boolean;
export type AnswerState = Record<string, AnswerValue | undefined>;
export type Question = { id: string; text: string; kind: string; required: boolean; options: ReadonlyArray<{ id: string }> };

const blank = (v: AnswerValue | undefined) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The answers to send: the questions answered, each once, in the questionnaire's order. */
export function answersToSend(questions: readonly Question[], state: AnswerState): Array<{ questionId: string; value: AnswerValue }> {
  return questions.flatMap((q) => {
    const value = state[q.id];
    if (blank(value)) return [];
    return [{ questionId: q.id, value: typeof value === 'string' ? value.trim() : (value as AnswerValue) }];
  });
}

/** The required questions left unanswered, with the same text the services answer ("Answer “…”"). */
export function missingAnswers(questions: readonly Question[], state: AnswerState, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questions) if (q.required && blank(state[q.id])) out[`answers.${q.id}`] = format('answerRequired', locale, q.text);
  return out;
}

/** A number typed in the answer to a NUMBER question ("38,5" as in Brazil, or "38.5"); undefined when empty or not a number. */
export function parseNumberAnswer(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return undefined;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}
