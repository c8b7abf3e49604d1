import type { GraphQLSchema } from 'graphql';
import { type GqlResult, gql } from '../../harness/graphql.js';
import type { TestStack } from '../../harness/stack.js';
import { POLICY, type Reach } from '../policy-table.js';
import { BROKEN_CODES, classify, codeOf, type Outcome } from './classify.js';
import { generate, type Operation, operationsOf } from './generate.js';
import { OVERRIDES, type Override } from './overrides.js';
import type { MatrixFixtures } from './prepare.js';
import { optionsOf, PRINCIPALS, type Principal, type Sessions } from './principals.js';

/**
 * T01's engine: every operation × principal × context, each answer read (classify.ts) and judged against the policy
 * table. A context is the generated arguments (made-up ids and codes, or the override's real ones) or one variant of
 * real objects. The verdicts:
 * - leak: data or the operation's own rules (ALLOWED) for a principal the table denies;
 * - denial: a refusal (or NOT_FOUND of an object that is theirs) for a principal the table allows;
 * - undecided: NOT_FOUND of a made-up object, or a refusal of the input before the authorization could speak;
 * - broken: INTERNAL or an unreachable service (never acceptable).
 */
export type Verdict = 'pass' | 'leak' | 'denial' | 'undecided' | 'broken';
export type CaseResult = { op: string; who: Principal | 'X'; context: string; outcome: Outcome; code?: string; verdict: Verdict };
type Context = { label: string; args: Record<string, unknown>; owners: readonly Principal[] | 'all'; madeUp: boolean; foreign: boolean };

/** Whether the principal should get the operation's answer in this context: yes, no, or maybe (a made-up object). */
export function expectation(
  reach: Reach | undefined,
  who: Principal,
  ctx: Pick<Context, 'owners' | 'madeUp' | 'foreign'>,
): boolean | 'maybe' {
  if (!reach) return false;
  if (ctx.foreign && reach !== 'public') return false;
  if (ctx.madeUp) return 'maybe';
  if (reach === 'public' || reach === 'tenant') return true;
  return ctx.owners === 'all' || ctx.owners.includes(who);
}

/** The answer as this operation means it (its own refusal and not-found codes, an empty answer that carries nothing). */
export function outcomeOf(r: GqlResult, op: string, o: Override | undefined): Outcome {
  const code = codeOf(r);
  if (code && o?.refusal?.includes(code)) return 'DENIED';
  if (code && o?.notFound?.includes(code)) return 'NOT_FOUND';
  if (!code && r.data && op in r.data && o?.empty) return o.empty(r.data[op]) ? 'EMPTY' : 'ALLOWED';
  return classify(r, op);
}

export function verdictOf(outcome: Outcome, expected: boolean | 'maybe', decisive: boolean, code?: string): Verdict {
  if (code && BROKEN_CODES.has(code)) return 'broken';
  if (expected === false) {
    if (outcome === 'DENIED' || outcome === 'EMPTY') return 'pass';
    if (outcome === 'NOT_FOUND') return decisive ? 'pass' : 'undecided';
    if (outcome === 'INVALID') return 'undecided';
    return 'leak';
  }
  if (outcome === 'ALLOWED' || outcome === 'INVALID') return 'pass';
  if (outcome === 'DENIED') return 'denial';
  // An empty answer to an allowed caller may be their true answer (no unread message) or a silent refusal.
  if (outcome === 'EMPTY') return 'undecided';
  return expected === true ? 'denial' : 'undecided';
}

export function orderedOperations(schema: GraphQLSchema): Operation[] {
  const ops = operationsOf(schema);
  const late = (op: Operation) => Boolean(OVERRIDES[op.name]?.late);
  return [...ops.filter((op) => op.kind === 'query'), ...ops.filter((op) => op.kind === 'mutation' && !late(op)), ...ops.filter(late)];
}

async function call(stack: TestStack, g: { document: string; variables: Record<string, unknown> }, options: ReturnType<typeof optionsOf>) {
  return gql(stack.gatewayUrl, g.document, g.variables, options);
}

/** The cases of one operation: each context × the 8 principals, and Bem Viver's admin with Saúde Total's header. */
export async function runOperation(stack: TestStack, s: Sessions, fx: MatrixFixtures, op: Operation): Promise<CaseResult[]> {
  const rule = POLICY[op.name]!;
  const o = OVERRIDES[op.name];
  const main = generate(op, o?.args?.(fx) ?? {});
  const contexts: Context[] = [
    {
      label: 'generated',
      args: main.variables,
      owners: o?.owners?.(fx) ?? 'all',
      madeUp: main.madeUp || Boolean(o?.madeUp),
      foreign: false,
    },
    ...(o?.variants?.(fx) ?? []).map((v) => ({
      label: v.label,
      args: v.args,
      owners: v.owners,
      madeUp: false,
      foreign: Boolean(v.foreign),
    })),
  ];
  const results: CaseResult[] = [];
  for (const [i, ctx] of contexts.entries()) {
    const g = i === 0 ? main : generate(op, { ...(o?.args?.(fx) ?? {}), ...ctx.args });
    let anonAnswer: GqlResult | undefined;
    for (const who of PRINCIPALS) {
      // A code's variants are the link's alone: whoever holds the code is the link principal.
      if (i > 0 && o?.credential && who !== 'link') continue;
      let answer: GqlResult;
      let judged = ctx;
      if (who === 'link' && o?.link && i === 0) {
        const linked = generate(op, { ...(o.args?.(fx) ?? {}), ...o.link(fx) });
        answer = await call(stack, linked, optionsOf(s, who));
        judged = { ...ctx, owners: ['link'], madeUp: false };
      } else if (who === 'link' && anonAnswer && !o?.credential) {
        answer = anonAnswer;
      } else {
        answer = await call(stack, g, optionsOf(s, who));
      }
      if (who === 'anon') anonAnswer = answer;
      const outcome = outcomeOf(answer, op.name, o);
      // A made-up code stands for a missing credential: NOT_FOUND is the refusal itself.
      const decisive = !judged.madeUp || Boolean(o?.credential && who !== 'link');
      const expected = o?.credential && who !== 'link' && !rule.allow[who] ? false : expectation(rule.allow[who], who, judged);
      results.push({
        op: op.name,
        who,
        context: ctx.label,
        outcome,
        code: codeOf(answer),
        verdict: verdictOf(outcome, expected, decisive, codeOf(answer)),
      });
    }
  }
  const publicOp = rule.allow.anon !== undefined || rule.allow.link !== undefined || rule.header === 'ignored';
  if (!publicOp) {
    const x = await call(stack, main, { token: s.adminB.accessToken, companyId: fx.companyA, locale: 'en' });
    const outcome = outcomeOf(x, op.name, o);
    // An operation that answers its refusals silently (EMPTY) refuses the other tenant the same way.
    const verdict: Verdict =
      codeOf(x) && BROKEN_CODES.has(codeOf(x)!)
        ? 'broken'
        : outcome === 'DENIED' || outcome === 'EMPTY'
          ? 'pass'
          : outcome === 'ALLOWED'
            ? 'leak'
            : 'undecided';
    results.push({ op: op.name, who: 'X', context: 'cross-tenant header', outcome, code: codeOf(x), verdict });
  }
  return results;
}

export async function runMatrix(stack: TestStack, s: Sessions, fx: MatrixFixtures, schema: GraphQLSchema): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const op of orderedOperations(schema)) results.push(...(await runOperation(stack, s, fx, op)));
  return results;
}

export const describeCase = (c: CaseResult) => `${c.op} × ${c.who} (${c.context}): ${c.outcome}${c.code ? ` ${c.code}` : ''}`;
