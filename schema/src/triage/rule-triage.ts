import type { Locale } from '../constants.js';
import { findSymptoms } from './symptom-lexicon.js';
import type { TriageAnswer, TriageInput, TriageQuestion, TriageReason, TriageResult } from './triage-result.js';
import { priorityOfWeight, TRIAGE_DEFAULT_PRIORITY, type TriagePriority, triageLabel, triageLevel } from './triage-scale.js';

/** A finding: the level it points to, whether it is a red flag, and its reason. */
type Finding = { priority: TriagePriority; redFlag: boolean; reason: TriageReason };

const en = (locale: Locale) => locale === 'en';
const questionText = (q: TriageQuestion, locale: Locale) => (en(locale) ? q.textEn : q.textPtBR);
const optionText = (o: TriageQuestion['options'][number], locale: Locale) => (en(locale) ? o.textEn : o.textPtBR);

/** "is a red flag" / "points to level 3, Urgent", in the input's language. */
function verdict(priority: TriagePriority, redFlag: boolean, locale: Locale): string {
  if (redFlag) return en(locale) ? 'is a red flag' : 'é um sinal de alerta';
  const label = triageLabel(priority, locale);
  return en(locale) ? `points to level ${priority}, ${label}` : `indica o nível ${priority}, ${label}`;
}

function answerFinding(
  q: TriageQuestion,
  shown: string,
  priority: TriagePriority,
  redFlag: boolean,
  locale: Locale,
  optionId?: string,
): Finding {
  const said = en(locale) ? `Answer '${shown}' to '${questionText(q, locale)}'` : `Resposta '${shown}' a '${questionText(q, locale)}'`;
  return {
    priority,
    redFlag,
    reason: {
      source: 'answer',
      questionId: q.id,
      ...(optionId ? { optionId } : {}),
      text: `${said} ${verdict(priority, redFlag, locale)}`,
    },
  };
}

/** The options an answer picked: ids (one or several), or true/false for a yes/no question ("yes"/"no", else 1st/2nd). */
function pickedOptions(q: TriageQuestion, value: TriageAnswer['value']): TriageQuestion['options'] {
  if (typeof value === 'boolean') {
    const id = value ? 'yes' : 'no';
    const option = q.options.find((o) => o.id === id) ?? q.options[value ? 0 : 1];
    return kindOf(q) === 'yes_no' && option ? [option] : [];
  }
  const ids = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return ids.flatMap((id) => q.options.filter((o) => o.id === id));
}

/** The screening kinds, in either case (the SDL's enum is upper case, the DTO's lower). */
const kindOf = (q: TriageQuestion) => q.kind.toLowerCase();
const mentions = (q: TriageQuestion, words: RegExp) => words.test(`${q.textEn} ${q.textPtBR}`.normalize('NFD').replace(/\p{M}/gu, ''));

/**
 * A number answer read by what its question asks: a 0–10 pain scale (≥ 8 severe → 2, ≥ 5 moderate → 3, ≥ 1 mild → 4,
 * the Manchester pain discriminators) or a body temperature in °C (≥ 41 → 2, ≥ 38.5 → 3, ≥ 37.5 → 4, < 35 → 2). Other
 * numbers, and values no one could have measured, say nothing.
 */
function numberPriority(q: TriageQuestion, n: number): TriagePriority | null {
  if (!Number.isFinite(n)) return null;
  if (mentions(q, /\b(pain|dor)\b/i) && (kindOf(q) === 'scale_0_10' || kindOf(q) === 'number') && n >= 0 && n <= 10) {
    if (n >= 8) return 2;
    if (n >= 5) return 3;
    if (n >= 1) return 4;
    return null;
  }
  if (mentions(q, /temperat/i) && n >= 30 && n <= 45) {
    if (n >= 41 || n < 35) return 2;
    if (n >= 38.5) return 3;
    if (n >= 37.5) return 4;
  }
  return null;
}

function textFindings(text: string, locale: Locale, q: TriageQuestion | null): Finding[] {
  return findSymptoms(text).map(({ entry, term }) => {
    const redFlag = entry.priority === 1;
    const where = q
      ? en(locale)
        ? `in the answer to '${questionText(q, locale)}'`
        : `na resposta a '${questionText(q, locale)}'`
      : en(locale)
        ? 'in the complaint'
        : 'na queixa';
    const text = `'${term}' ${where} ${verdict(entry.priority, redFlag, locale)}`;
    const reason: TriageReason = q ? { source: 'answer', questionId: q.id, term, text } : { source: 'complaint', term, text };
    return { priority: entry.priority, redFlag, reason };
  });
}

function answerFindings(q: TriageQuestion, value: TriageAnswer['value'], locale: Locale): Finding[] {
  if (typeof value === 'number') {
    const priority = numberPriority(q, value);
    return priority ? [answerFinding(q, String(value), priority, false, locale)] : [];
  }
  if (kindOf(q) === 'text' && typeof value === 'string') return textFindings(value, locale, q);
  return pickedOptions(q, value).flatMap((o) => {
    if (o.redFlag) return [answerFinding(q, optionText(o, locale), 1, true, locale, o.id)];
    if (o.weight === null) return [];
    return [answerFinding(q, optionText(o, locale), priorityOfWeight(o.weight), false, locale, o.id)];
  });
}

/**
 * The built-in triage: a red-flag option or a red-flag symptom in the complaint (or a free-text answer) → level 1 and
 * `redFlag`; option weights, pain scales, temperatures and the lexicon's other symptoms point to levels 2–5; the most
 * urgent finding wins; nothing found → level 4 (standard). Answers to unknown questions or options are ignored (the
 * screening service checks them). Pure and deterministic: the same input always gives the same result.
 */
export function ruleTriage(input: TriageInput): TriageResult {
  const byId = new Map(input.questions.map((q) => [q.id, q]));
  const findings: Finding[] = [];
  for (const q of input.questions) {
    for (const answer of input.answers) {
      if (answer.questionId === q.id && byId.has(answer.questionId)) findings.push(...answerFindings(q, answer.value, input.locale));
    }
  }
  findings.push(...textFindings(input.complaint, input.locale, null));
  // Most urgent first; among equals, the order found (answers in question order, then the complaint).
  const ordered = findings.map((f, i) => ({ f, i })).sort((a, b) => a.f.priority - b.f.priority || a.i - b.i);
  const priority = ordered[0]?.f.priority ?? TRIAGE_DEFAULT_PRIORITY;
  return {
    priority,
    maxWaitMinutes: triageLevel(priority).maxWaitMinutes,
    redFlag: findings.some((f) => f.redFlag),
    reasons: ordered.map(({ f }) => f.reason),
    engine: 'rules',
  };
}
