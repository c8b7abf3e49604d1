import { type FieldIssue, format, type Locale, now, type TEmergencyAnswer, type TScreeningQuestionDto } from '@teleconsulta/schema';

/** Under this age (in whole years) a patient answers the CHILD questionnaire when the company has one. */
export const CHILD_UNDER_YEARS = 12;

/** Whether a person born on this date (YYYY-MM-DD) is a child today; no birth date: an adult. */
export function isChild(birthDate: string | null, today = now()): boolean {
  if (!birthDate) return false;
  const [y, m, d] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age < CHILD_UNDER_YEARS;
}

const optionIds = (q: TScreeningQuestionDto) => new Set(q.options.map((o) => o.id));

/** Whether a value answers a question of its kind (an option of it, a number in range, yes/no or text). */
function fits(q: TScreeningQuestionDto, value: TEmergencyAnswer['value']): boolean {
  switch (q.kind) {
    case 'yes_no':
      return typeof value === 'boolean' || (typeof value === 'string' && optionIds(q).has(value));
    case 'single_choice':
      return typeof value === 'string' && optionIds(q).has(value);
    case 'multi_choice':
      return Array.isArray(value) && new Set(value).size === value.length && value.every((v) => optionIds(q).has(v));
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e6;
    case 'scale_0_10':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10;
    case 'text':
      return typeof value === 'string';
    default:
      return false;
  }
}

const blank = (value: TEmergencyAnswer['value']) =>
  value === '' || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * What is wrong with a pre-assessment's answers against its questionnaire, one field error per question, named by the
 * question's text in the request's language: a required question unanswered, an answer that does not fit its
 * question, an unknown question or one answered twice. Empty: the answers are good.
 */
export function answerProblems(
  questions: readonly TScreeningQuestionDto[],
  answers: readonly TEmergencyAnswer[],
  locale: Locale,
): FieldIssue[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const text = (q: TScreeningQuestionDto) => (locale === 'en' ? q.textEn : q.textPtBR);
  const problems: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const a of answers) {
    const q = byId.get(a.questionId);
    const field = `answers.${a.questionId}`;
    if (!q || seen.has(a.questionId)) {
      problems.push({ field, message: format('invalid', locale, a.questionId) });
    } else if (!blank(a.value) && !fits(q, a.value)) {
      problems.push({ field, message: format('answerInvalid', locale, text(q)) });
    }
    seen.add(a.questionId);
  }
  for (const q of questions) {
    const given = answers.find((a) => a.questionId === q.id);
    if (q.required && (!given || blank(given.value)))
      problems.push({ field: `answers.${q.id}`, message: format('answerRequired', locale, text(q)) });
  }
  return problems;
}
