import { appendFileSync } from 'node:fs';
import { buildSchema } from '@teleconsulta/gateway/schema';
import { ERRORS } from '@teleconsulta/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../harness/database.js';
import { asEmail, type SignedIn, signIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';
import { variablesOf } from './matrix/fuzz.js';
import { selectionOf } from './matrix/generate.js';

/**
 * SECURITY.md T11: every mutation of the schema, FUZZ_RUNS times (in CI 500 on PostgreSQL and 40 on PGlite, which runs the same code on one connection; 2,000 or 10,000 for a nightly run), with
 * fast-check's hostile and schema-invalid values, by the clinic admin (whose rights reach the services' rules) and
 * anonymously. 0 HTTP 5xx, 0 INTERNAL, 0 SERVER_UNREACHABLE (the services never go away here), no call left unanswered, 0 stack traces or SQL in an answer, every error code from the catalogue or
 * GraphQL's own; and, for a mutation whose every call was refused, the database unchanged (a fingerprint of every
 * table but the ones refusals write by design: the sign-in throttle, the idempotency keys, the rate limits).
 */
/** CI: 500 runs on PostgreSQL (the production engine, whose run ends first when both go side by side), 100 on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testEngine() === 'postgres' ? 500 : 40));
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
/** FUZZ_TRACE=<file>: every call is written there before it is made (synchronously: a call that blocks the process is the last line). */
const TRACE = process.env.FUZZ_TRACE;
/** FUZZ_ONLY=a,b: only these mutations (to replay a finding with its seed). */
const ONLY = process.env.FUZZ_ONLY?.split(',');
const GRAPHQL_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'QUERY_TOO_COMPLEX']);
const KNOWN_CODES = new Set([...Object.keys(ERRORS), ...GRAPHQL_CODES]);
/** Tables a refused call writes on purpose, or that move by themselves. */
const MOVING = new Set(['sign_in_attempt', 'idempotency_key', 'gateway_rate_limit', 'schema_migration', 'mail_outbox', 'flow_event']);
/**
 * Rows of a table a refused call may add: the access audit logs each refused access to the record (T20), so only its
 * allowed accesses must stay as they were.
 */
const ONLY_ROWS: Record<string, string> = { record_access: "where outcome = 'ALLOWED'" };

let stack: TestStack;
let admin: SignedIn;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** One fingerprint per table (row count and an order-free hash of its rows), as the owner sees them. */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = await stack.services.ctx.db.query<{ t: string }>(
    "select tablename as t from pg_tables where schemaname = 'public' order by tablename",
  );
  const out = new Map<string, string>();
  for (const { t } of tables) {
    if (MOVING.has(t)) continue;
    const [row] = await stack.services.ctx.db.query<{ f: string }>(
      `select count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as f from "${t}" x ${ONLY_ROWS[t] ?? ''}`,
    );
    out.set(t, row!.f);
  }
  return out;
}

type Answer = { status: number; text: string };

/** One call; an answer that does not come within 30 s is a problem of its own (a hang), not a time-out of the test. */
async function call(document: string, variables: Record<string, unknown>, token: string | null): Promise<Answer> {
  try {
    const res = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 599, text: `no answer: ${(error as Error).name}` };
  }
}

const INSIDES =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|syntax error at or near|violates .* constraint|relation "|column "|SQLSTATE|TypeError|ReferenceError/i;

describe('T11 fuzz every mutation', () => {
  it(`${RUNS} hostile calls per mutation and caller: no 5xx, no INTERNAL, nothing internal, no change when refused`, async () => {
    const mutations = Object.values(buildSchema().getMutationType()!.getFields());
    const problems: string[] = [];
    let calls = 0;
    let refused = 0;
    let unchangedChecked = 0;
    for (const [index, field] of mutations.entries()) {
      if (ONLY && !ONLY.includes(field.name)) continue;
      const document = `mutation(${field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ') || '$none: Int'}) { ${field.name}${
        field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''
      } ${selectionOf(field.type)} }`.replace('($none: Int)', '');
      const samples = fc.sample(variablesOf(field), { numRuns: RUNS, seed: SEED + index });
      const before = await fingerprint();
      let accepted = 0;
      for (const [i, variables] of samples.entries()) {
        const token = i % 4 === 3 ? null : admin.accessToken;
        if (TRACE) appendFileSync(TRACE, `${new Date().toISOString()} ${field.name} #${i} ${JSON.stringify(variables).slice(0, 2000)}\n`);
        const answer = await call(document, variables, token);
        if (TRACE) appendFileSync(TRACE, `  ${answer.status} ${answer.text.slice(0, 300)}\n`);
        calls++;
        const where = `${field.name} #${i} (seed ${SEED + index})`;
        if (answer.status >= 500) problems.push(`${where}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        if (INSIDES.test(answer.text)) problems.push(`${where}: internals in ${answer.text.slice(0, 300)}`);
        let body: { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
        try {
          body = JSON.parse(answer.text);
        } catch {
          problems.push(`${where}: not JSON: ${answer.text.slice(0, 200)}`);
          continue;
        }
        const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? '(none)');
        for (const code of codes) {
          // The services are up all along: "unreachable" is an input the gateway failed to send (a header it cannot carry).
          if (code === 'INTERNAL' || code === 'INTERNAL_SERVER_ERROR' || code === 'SERVER_UNREACHABLE')
            problems.push(`${where}: ${code} for ${JSON.stringify(variables).slice(0, 300)}`);
          else if (!KNOWN_CODES.has(code)) problems.push(`${where}: unknown code ${code}`);
        }
        if (codes.length > 0) refused++;
        else accepted++;
      }
      // Every call refused: nothing may have changed.
      if (accepted === 0) {
        unchangedChecked++;
        const after = await fingerprint();
        for (const [table, print] of before)
          if (after.get(table) !== print) problems.push(`${field.name}: ${table} changed though every call was refused`);
      }
    }
    console.log(
      `T11 (${testEngine()}): ${calls / RUNS} mutations × ${RUNS} calls = ${calls} calls (seed ${SEED}), ${refused} refused, ${calls - refused} accepted; ` +
        `database unchanged checked for ${unchangedChecked} mutations; ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 1_800_000);
});
