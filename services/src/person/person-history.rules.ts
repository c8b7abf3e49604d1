import {
  type DomainEntry,
  type Locale,
  type PersonHistorySourcedType,
  STATIC_DOMAIN_LISTS,
  type TPersonHistoryItemDto,
  TRIAGE_PRIORITIES,
  type TriagePriority,
  triageLabel,
} from '@teleconsulta/schema';
import { HISTORY_WORDS } from './person-history.labels.js';

/**
 * One row of the history statement (person-history.repository.ts): every source answers the same columns; t1…t5 are
 * the source's own texts, in the order written by its branch of the UNION ALL.
 */
export type HistoryRow = {
  type: PersonHistorySourcedType;
  id: string;
  date: Date | string;
  professional_name: string | null;
  appointment_id: string | null;
  t1: string | null;
  t2: string | null;
  t3: string | null;
  t4: string | null;
  t5: string | null;
};

const SUMMARY_MAX = 240;
const TITLE_MAX = 120;

const word = (key: string | null, locale: Locale) => {
  if (!key) return null;
  const entry = HISTORY_WORDS[key];
  return entry ? (locale === 'en' ? entry.en : entry.pt) : key;
};

const byCode = (list: readonly DomainEntry[]) => new Map(list.map((entry) => [entry.code, entry]));
const STATUS = byCode(STATIC_DOMAIN_LISTS.STATUS_APPOINTMENT);
const TYPE = byCode(STATIC_DOMAIN_LISTS.TYPE_APPOINTMENT);
const SPECIALTY = byCode(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS);

/** A domain code's text in the request's language (the code itself when the list does not have it). */
const named = (list: Map<string, DomainEntry>, code: string | null, locale: Locale) => {
  if (!code) return null;
  const entry = list.get(code);
  return entry ? (locale === 'en' ? entry.en : entry.pt) : code;
};

/** At most `max` characters, cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

const firstLine = (text: string | null) => (text ? (text.trim().split(/\r?\n/)[0]?.trim() ?? '') : '') || null;

/** The given parts, blank ones left out, joined with " · " and cut to the summary's length; null when none. */
function summaryOf(parts: Array<string | null | undefined>): string | null {
  const text = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' · ');
  return text ? truncate(text.replace(/\s+/g, ' '), SUMMARY_MAX) : null;
}

const fileSize = (bytes: string | null) => {
  const n = Number(bytes);
  if (!bytes || !Number.isFinite(n)) return null;
  return n < 1024 * 1024 ? `${Math.max(1, Math.ceil(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`;
};

/** A document's signature status and flags (comma-separated codes), in the request's language. */
const documentState = (signature: string | null, flags: string | null, locale: Locale) => [
  word(signature, locale),
  ...(flags ?? '')
    .split(',')
    .filter(Boolean)
    .map((flag) => word(flag, locale)),
];

/** "Amoxicilina 500 mg, +1": the first medicine and how many more. */
const medicines = (first: string | null, count: string | null) => {
  const more = Number(count) - 1;
  return `${first?.trim() ?? ''}${more > 0 ? `, +${more}` : ''}`;
};

/** A triage priority as its level's name: "Urgent (priority 3)". */
const priorityText = (priority: string | null, locale: Locale) => {
  const n = Number(priority);
  if (!priority || !TRIAGE_PRIORITIES.includes(n as TriagePriority)) return null;
  return `${triageLabel(n as TriagePriority, locale)} (${word('priority', locale)} ${n})`;
};

/** Title and summary of each type, from its row's texts, in the request's language. */
const TEXTS: Record<PersonHistorySourcedType, (r: HistoryRow, locale: Locale) => { title: string; summary: string | null }> = {
  // t1 title, t2 type, t3 status, t4 specialty, t5 reason (main complaint)
  APPOINTMENT: (r, locale) => ({
    title: r.t1 || named(TYPE, r.t2, locale) || '',
    summary: summaryOf([named(STATUS, r.t3, locale), named(SPECIALTY, r.t4, locale), r.t5]),
  }),
  // t1 title, t2 type, t3 cid10, t4 upshot, t5 notes (or the orientation)
  NOTES: (r, locale) => ({ title: r.t1 || named(TYPE, r.t2, locale) || '', summary: summaryOf([r.t3, r.t4 ?? r.t5]) }),
  // t1 file name, t2 content type, t3 size in bytes, t4 the appointment's title, t5 its type
  ARCHIVE: (r, locale) => ({
    title: r.t1 ?? '',
    summary: summaryOf([r.t4 || named(TYPE, r.t5, locale), r.t2, fileSize(r.t3)]),
  }),
  // t1 cid10, t2 description: the title is the code and the description's first line; the summary the other lines
  // (the whole description when the title had to be cut)
  DIAGNOSTIC: (r) => {
    const line = firstLine(r.t2);
    const title = truncate(line ? `${r.t1} · ${line}` : (r.t1 ?? ''), TITLE_MAX);
    const [, ...rest] = (r.t2 ?? '').trim().split(/\r?\n/);
    return { title, summary: title.endsWith('…') ? summaryOf([r.t2]) : summaryOf([rest.join(' ')]) };
  },
  // A service request (t5 SERVICE_REQUEST or null): t1 note, t2 SNOMED CT code, t3 status, t4 priority.
  // An exam request issued as a document (t5 DOCUMENT): t1 the exams, t2 the clinical indication, t3 signature status,
  // t4 flags.
  EXAM: (r, locale) => {
    if (r.t5 === 'DOCUMENT') {
      return {
        title: truncate(r.t1 || word('exam', locale) || '', TITLE_MAX),
        summary: summaryOf([r.t2, ...documentState(r.t3, r.t4, locale)]),
      };
    }
    const line = firstLine(r.t1);
    return {
      title: truncate(line ?? `${word('exam', locale)} (SNOMED CT ${r.t2})`, TITLE_MAX),
      summary: summaryOf([word(r.t3, locale), word(r.t4, locale)]),
    };
  },
  // t1 queue name, t2 protocol number, t3 status, t4 complaint
  EVENT: (r, locale) => ({
    title: truncate(`${word('event', locale)}: ${r.t1 ?? ''}`, TITLE_MAX),
    summary: summaryOf([`${word('protocol', locale)} ${r.t2}`, word(r.t3, locale), r.t4]),
  }),
  // t1 kind (PRESCRIPTION or CERTIFICATE), t2 the first medicine or the days of leave, t3 how many medicines, t4 signature
  // status, t5 flags
  PRESCRIPTION: (r, locale) => {
    const days = Number(r.t2);
    const what =
      r.t1 === 'CERTIFICATE'
        ? `${word('certificate', locale)}: ${days} ${word(days === 1 ? 'day' : 'days', locale)}`
        : `${word('prescription', locale)}: ${medicines(r.t2, r.t3)}`;
    return { title: truncate(what, TITLE_MAX), summary: summaryOf(documentState(r.t4, r.t5, locale)) };
  },
  // t1 specialty code, t2 reason, t4 signature status, t5 flags
  MEDICAL_REFERRAL: (r, locale) => ({
    title: truncate(`${word('referral', locale)}: ${named(SPECIALTY, r.t1, locale) ?? ''}`, TITLE_MAX),
    summary: summaryOf([r.t2, ...documentState(r.t4, r.t5, locale)]),
  }),
  // t1 queue name, t2 protocol number, t3 triage priority, t4 RED_FLAG or null
  QUESTIONNAIRE: (r, locale) => ({
    title: truncate(`${word('screening', locale)}: ${r.t1 ?? ''}`, TITLE_MAX),
    summary: summaryOf([priorityText(r.t3, locale), word(r.t4, locale), `${word('protocol', locale)} ${r.t2}`]),
  }),
  // t1 title, t2 address, t3 note: the summary says the note and where the link goes (its host).
  LINK: (r) => ({ title: truncate(r.t1 ?? '', TITLE_MAX), summary: summaryOf([r.t3, hostOf(r.t2)]) }),
};

/** The host an address leads to ("resultados.labexemplo.com.br"), or null. */
function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/** A question of a screening questionnaire as stored (screening.questions, SPEC §3 "Screening"). */
export type StoredQuestion = {
  id: string;
  textPtBR?: string;
  textEn?: string;
  options?: Array<{ id: string; textPtBR?: string; textEn?: string }>;
};
/** An answer as the emergency pre-assessment stored it: an option id (or several), a number, yes/no or text. */
export type StoredAnswer = { questionId: string; value: string | string[] | number | boolean | null };

const textOf = (t: { textPtBR?: string; textEn?: string }, locale: Locale) =>
  (locale === 'en' ? t.textEn : t.textPtBR) || t.textPtBR || t.textEn;

/**
 * The answers of a pre-assessment as question and answer texts, in the questionnaire's order (answers to questions it
 * does not have come last, named by their id): options by their text, yes/no in words, numbers as they are.
 */
export function questionnaireAnswers(
  questions: readonly StoredQuestion[],
  answers: readonly StoredAnswer[],
  locale: Locale,
): Array<{ questionId: string; question: string; answer: string }> {
  const order = new Map(questions.map((q, i) => [q.id, i]));
  const sorted = [...answers].sort((a, b) => (order.get(a.questionId) ?? questions.length) - (order.get(b.questionId) ?? questions.length));
  return sorted.map(({ questionId, value }) => {
    const question = questions.find((q) => q.id === questionId);
    const option = (id: string) => {
      const found = question?.options?.find((o) => o.id === id);
      return (found && textOf(found, locale)) || id;
    };
    const answer =
      typeof value === 'boolean'
        ? (word(value ? 'yes' : 'no', locale) ?? '')
        : Array.isArray(value)
          ? value.map(option).join(', ')
          : typeof value === 'number'
            ? String(value)
            : value == null
              ? ''
              : option(value);
    return { questionId, question: (question && textOf(question, locale)) || questionId, answer };
  });
}

/** A row of the history statement as an item of the API. */
export function toHistoryItem(row: HistoryRow, locale: Locale): TPersonHistoryItemDto {
  const { title, summary } = TEXTS[row.type](row, locale);
  return {
    id: row.id,
    type: row.type,
    date: new Date(row.date).toISOString(),
    title,
    summary,
    professionalName: row.professional_name,
    appointmentId: row.appointment_id,
    url: row.type === 'LINK' ? row.t2 : null,
  };
}
