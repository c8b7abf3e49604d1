import { KINDS_WITH_OPTIONS, type ScreeningQuestionKind as RestKind } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type {
  ScreeningFilter,
  ScreeningInput,
  ScreeningListQueryVariables,
  ScreeningOptionInput,
  ScreeningQuestionInput,
  ScreeningQuestionKind,
} from '../gql/graphql';
import { toPatchInput } from './patch-input';

const WRITABLE_FIELDS = ['type', 'subtype', 'titlePtBR', 'titleEn', 'active', 'questions'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const takesOptions = (kind: unknown) => typeof kind === 'string' && KINDS_WITH_OPTIONS.includes(kind.toLowerCase() as RestKind);

export function toScreeningFilter(filter: Record<string, unknown> | undefined): ScreeningFilter | undefined {
  const { type, subtype, active } = filter ?? {};
  const result: ScreeningFilter = {};
  if (typeof type === 'string' && type.trim() !== '') result.type = type.trim().toUpperCase();
  if (typeof subtype === 'string' && subtype.trim() !== '') result.subtype = subtype.trim().toUpperCase();
  if (typeof active === 'boolean') result.active = active;
  return Object.keys(result).length > 0 ? result : undefined;
}

export function toScreeningListVariables({ pagination, filter }: Partial<GetListParams>): ScreeningListQueryVariables {
  return { page: pagination?.page, perPage: pagination?.perPage, filter: toScreeningFilter(filter) };
}

function toOption(value: unknown): ScreeningOptionInput {
  const o = (value ?? {}) as Record<string, unknown>;
  const option: ScreeningOptionInput = {
    textPtBR: text(o.textPtBR) as string,
    textEn: text(o.textEn) as string,
    weight: (blankToNull(o.weight) ?? null) as number | null,
    redFlag: Boolean(o.redFlag),
  };
  if (typeof o.id === 'string' && o.id.trim() !== '') option.id = o.id;
  return option;
}

/** A question of the form: its key kept (answers refer to it), options only for the kinds that take them. */
function toQuestion(value: unknown): ScreeningQuestionInput {
  const q = (value ?? {}) as Record<string, unknown>;
  const question: ScreeningQuestionInput = {
    textPtBR: text(q.textPtBR) as string,
    textEn: text(q.textEn) as string,
    kind: q.kind as ScreeningQuestionKind,
    required: q.required === undefined ? true : Boolean(q.required),
    options: takesOptions(q.kind) && Array.isArray(q.options) ? q.options.map(toOption) : [],
  };
  if (typeof q.id === 'string' && q.id.trim() !== '') question.id = q.id;
  return question;
}

/** Form values or a record as ScreeningInput (the localized `text` fields and ids of the record left out). */
export function toScreeningInput(values: Record<string, unknown>): ScreeningInput {
  const entries = WRITABLE_FIELDS.filter((key) => values[key] !== undefined).map((key) => {
    const value = values[key];
    if (key === 'questions') return [key, Array.isArray(value) ? value.map(toQuestion) : value];
    if (key === 'subtype') return [key, blankToNull(text(value))];
    if (key === 'active') return [key, value];
    return [key, text(value)];
  });
  return Object.fromEntries(entries) as ScreeningInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export const toScreeningPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): ScreeningInput =>
  toPatchInput(toScreeningInput, data, previous);

/** The service's body for the shared zod schemas: kinds in lower case. */
export function toScreeningBody(input: ScreeningInput): Record<string, unknown> {
  if (!Array.isArray(input.questions)) return { ...input };
  return {
    ...input,
    questions: input.questions.map((q) => ({ ...q, kind: typeof q.kind === 'string' ? q.kind.toLowerCase() : q.kind })),
  };
}
