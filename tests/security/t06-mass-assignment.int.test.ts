import { buildSchema } from '@teleconsulta/gateway/schema';
import { type GraphQLInputObjectType, getNamedType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../harness/graphql.js';
import type { TestStack } from '../harness/stack.js';
import { codeOf } from './matrix/classify.js';
import { generate, inputValue, operationsOf } from './matrix/generate.js';
import { type Ctx, SEMANTIC } from './matrix/mass-assignment.js';
import { OVERRIDES } from './matrix/overrides.js';
import { type MatrixFixtures, startMatrixStack } from './matrix/prepare.js';
import type { Sessions } from './matrix/principals.js';

/**
 * SECURITY.md T06, mass assignment: every mutation input of the T01 matrix gets each forbidden field injected. A field
 * the input does not have is refused by the schema before any resolver runs (0 accepted, nothing called); a field it
 * does have is given a value the caller may not set, and must be refused with nothing changed (matrix/mass-assignment.ts).
 * The tenant is always the server's: no input carries it except where a test below shows a foreign one refused.
 */
const FORBIDDEN = [
  'companyId',
  'patientId',
  'personId',
  'role',
  'roles',
  'status',
  'price',
  'priceCents',
  'doctorId',
  'createdBy',
] as const;
/** A value of the field's usual kind for each injected name (another tenant's id, a role above the caller's…). */
const INJECTED = (fx: MatrixFixtures): Record<(typeof FORBIDDEN)[number], unknown> => ({
  companyId: fx.companyB,
  patientId: fx.persons.joao,
  personId: fx.persons.joao,
  role: 'CA',
  roles: ['CA', 'ADMIN'],
  status: 'PAID',
  price: 0,
  priceCents: 0,
  doctorId: fx.professionals.rita,
  createdBy: fx.persons.joao,
});

const schema = buildSchema();
let stack: TestStack;
let s: Sessions;
let fx: MatrixFixtures;

beforeAll(async () => {
  ({ stack, s, fx } = await startMatrixStack());
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

type Slot = { op: string; arg: string; type: GraphQLInputObjectType; list: boolean };
/** Each mutation argument whose type is an input object (or a list of them). */
const inputSlots = (): Slot[] =>
  operationsOf(schema)
    .filter((op) => op.kind === 'mutation')
    .flatMap((op) =>
      op.field.args.flatMap((a) => {
        const named = getNamedType(a.type);
        const inner = isNonNullType(a.type) ? a.type.ofType : a.type;
        return isInputObjectType(named) ? [{ op: op.name, arg: a.name, type: named, list: isListType(inner) }] : [];
      }),
    );

/** The forbidden names that exist: as a field of a mutation's input type, or as a mutation's own argument. */
function existing(): string[] {
  const fields = inputSlots().flatMap((slot) => FORBIDDEN.filter((f) => f in slot.type.getFields()).map((f) => `${slot.type.name}.${f}`));
  const args = operationsOf(schema)
    .filter((op) => op.kind === 'mutation')
    .flatMap((op) => op.field.args.filter((a) => (FORBIDDEN as readonly string[]).includes(a.name)).map((a) => `${op.name}.${a.name}`));
  return [...new Set([...fields, ...args])].sort();
}

describe('T06 mass assignment: forbidden fields injected into every mutation input', () => {
  it('a field the input does not define is refused by the schema: 0 accepted, no resolver runs', async () => {
    const injected = INJECTED(fx);
    const accepted: string[] = [];
    let cases = 0;
    for (const slot of inputSlots()) {
      const op = operationsOf(schema).find((o) => o.name === slot.op)!;
      // The argument is sent even when optional (its variable must be in the document for the injection to count).
      const args = OVERRIDES[slot.op]?.args?.(fx) ?? {};
      const base = generate(op, {
        ...args,
        [slot.arg]: args[slot.arg] ?? inputValue(op.field.args.find((a) => a.name === slot.arg)!.type),
      });
      for (const field of FORBIDDEN.filter((f) => !(f in slot.type.getFields()))) {
        const value = base.variables[slot.arg];
        const inject = (v: unknown) => ({ ...(v as Record<string, unknown>), [field]: injected[field] });
        const variables = { ...base.variables, [slot.arg]: slot.list ? (value as unknown[]).map(inject) : inject(value) };
        const r = await gql(stack.gatewayUrl, base.document, variables, { token: s.CA.accessToken, locale: 'en' });
        cases++;
        const named = new RegExp(`Field "${field}" is not defined by type "${slot.type.name}"`);
        const refusedBySchema = codeOf(r) === 'BAD_USER_INPUT' && r.errors!.some((e) => named.test(e.message)) && !r.data;
        if (!refusedBySchema) accepted.push(`${slot.op}(${slot.arg}.${field}): ${codeOf(r) ?? 'data'} ${r.errors?.[0]?.message ?? ''}`);
      }
    }
    console.log(
      `T06 unknown input fields: ${cases} injections (${inputSlots().length} input arguments × absent forbidden fields), ${cases - accepted.length} refused by the schema`,
    );
    expect(accepted).toEqual([]);
  }, 300_000);

  it('every forbidden field that exists in an input (or as an argument) has a case below: a new one fails until it has', () => {
    expect(existing()).toEqual(Object.keys(SEMANTIC).sort());
  });

  it('a forbidden field that exists takes no foreign value: refused, and the owner reads nothing changed', async () => {
    const ctx: Ctx = { stack, s, fx };
    const problems: string[] = [];
    for (const [key, check] of Object.entries(SEMANTIC)) {
      const before = problems.length;
      await check(ctx, problems);
      if (problems.length > before) problems.push(`  (in ${key})`);
    }
    console.log(
      `T06 existing fields: ${Object.keys(SEMANTIC).length} fields and arguments given foreign values, ${problems.length} accepted or changed`,
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
