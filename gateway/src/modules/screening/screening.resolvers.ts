import type { Locale, SCREENING_QUESTION_KINDS, TScreeningDto, ZScreeningCreate } from '@teleconsulta/schema';
import type {
  MutationResolvers,
  QueryResolvers,
  Screening,
  ScreeningInput,
  ScreeningQuestionKind,
} from '../../__generated__/resolvers-types.js';
import type { LaxInput } from '../../clients/http.js';
import type { GatewayContext } from '../../context.js';
import { catalogueError } from '../../errors.js';

const inLocale = (locale: Locale, s: { textPtBR: string; textEn: string }) => (locale === 'en' ? s.textEn : s.textPtBR);

/** The service's questionnaire as GraphQL's: kinds as enum values, texts also in the request's language. */
export function toScreening(dto: TScreeningDto, locale: Locale): Screening {
  return {
    ...dto,
    title: locale === 'en' ? dto.titleEn : dto.titlePtBR,
    questions: dto.questions.map((q) => ({
      ...q,
      kind: q.kind.toUpperCase() as ScreeningQuestionKind,
      text: inLocale(locale, q),
      options: q.options.map((o) => ({ ...o, text: inLocale(locale, o) })),
    })),
  };
}

/** GraphQL's question kinds in the service's lower case (each value is its enum value lower-cased). */
const KIND_CODES: Record<ScreeningQuestionKind, (typeof SCREENING_QUESTION_KINDS)[number]> = {
  MULTI_CHOICE: 'multi_choice',
  NUMBER: 'number',
  SCALE_0_10: 'scale_0_10',
  SINGLE_CHOICE: 'single_choice',
  TEXT: 'text',
  YES_NO: 'yes_no',
};

/** The service's body: kinds in lower case; fields left out stay out. */
function toBody(input: ScreeningInput): LaxInput<typeof ZScreeningCreate> {
  const { questions } = input;
  if (!questions) return { ...input, questions };
  return { ...input, questions: questions.map((q) => ({ ...q, kind: q.kind == null ? q.kind : KIND_CODES[q.kind] })) };
}

/** The company of the call: the one named, else the current one. */
function companyOf(ctx: GatewayContext, companyId: string | null | undefined): string {
  const id = companyId ?? ctx.companyId;
  if (!id) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
  return id;
}

const nullWhenNotFound = (error: unknown): null => {
  if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
  throw error;
};

export const screeningQuery: QueryResolvers = {
  screenings: async (_parent, args, ctx) => {
    const page = await ctx.clients.screening.list(companyOf(ctx, args.companyId), {
      page: args.page,
      perPage: args.perPage,
      type: args.filter?.type,
      subtype: args.filter?.subtype,
      active: args.filter?.active,
    });
    return { items: page.items.map((s) => toScreening(s, ctx.locale)), total: page.total };
  },
  screening: (_parent, { id, companyId, version }, ctx) =>
    ctx.clients.screening
      .get(companyOf(ctx, companyId), id, version)
      .then((s) => toScreening(s, ctx.locale))
      .catch(nullWhenNotFound),
  activeScreening: (_parent, { companyId, type, subtype }, ctx) =>
    ctx.clients.screening
      .active(companyOf(ctx, companyId), type, subtype)
      .then((s) => toScreening(s, ctx.locale))
      .catch(nullWhenNotFound),
};

export const screeningMutation: MutationResolvers = {
  createScreening: async (_parent, { companyId, input }, ctx) =>
    toScreening(await ctx.clients.screening.create(companyOf(ctx, companyId), toBody(input)), ctx.locale),
  updateScreening: async (_parent, { id, companyId, input }, ctx) =>
    toScreening(await ctx.clients.screening.update(companyOf(ctx, companyId), id, toBody(input)), ctx.locale),
  deleteScreening: async (_parent, { id, companyId }, ctx) =>
    toScreening(await ctx.clients.screening.remove(companyOf(ctx, companyId), id), ctx.locale),
};
