import { randomUUID } from 'node:crypto';
import { parseConfig as parseGatewayConfig } from '@teleconsulta/gateway/config';
import { createGateway, type Gateway } from '@teleconsulta/gateway/server';
import { sandboxCardInput } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, makeAppointment } from '../factories/appointments.js';
import { type Ids, instant, localDay, lookUpIds, type People, signInPeople } from '../harness/booking.js';
import { type FaultMode, type FaultProxy, startFaultProxy } from '../harness/fault-proxy.js';
import { type GqlResult, gql } from '../harness/graphql.js';
import { startStack, TEST_INTERNAL_TOKEN, TEST_MEDIA_SIGNING_KEY, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T12: the services die under a request — the connection is reset before the request reaches them, after
 * they did the work but before the answer, in the middle of the answer, or they never answer. The gateway answers the
 * documented error (SPEC §8: code 400 "Impossível acessar o servidor. Tente novamente") within its upstream time-out,
 * never a 500; nothing is half written; and a retry with the same idempotency key has exactly one effect.
 */
const UPSTREAM_TIMEOUT_MS = 1_500;
/** Money calls wait on the payment provider: their own, longer time-out (shortened here). */
const MONEY_TIMEOUT_MS = 3_000;
const KILL_POINTS: Array<[string, FaultMode]> = [
  ['before the request reaches the services', { kind: 'before' }],
  ['after the services did the work', { kind: 'after' }],
  ['after 10 bytes of the answer', { kind: 'mid', bytes: 10 }],
  ['after 200 bytes of the answer', { kind: 'mid', bytes: 200 }],
  ['when the services never answer', { kind: 'hang' }],
];

let stack: TestStack;
let proxy: FaultProxy;
let gateway: Gateway;
let url: string;
let p: People;
let ids: Ids;
let slot = 0;
const timings: number[] = [];

beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.servicesUrl);
  gateway = createGateway(
    parseGatewayConfig({
      GATEWAY_PORT: '0',
      SERVICES_URL: proxy.url,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      MEDIA_SIGNING_KEY: TEST_MEDIA_SIGNING_KEY,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ACCESS_CODE_RATE_LIMIT_PER_MINUTE: '10000',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      UPSTREAM_MONEY_TIMEOUT_MS: String(MONEY_TIMEOUT_MS),
    }),
  );
  url = await gateway.start();
  await gateway.deps.flow.whenReady();
  p = await signInPeople(stack);
  ids = await lookUpIds(stack, p);
});
afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await stack?.close();
});

/** Runs one call through the faulty link: the documented error, in time, and the link healed after. */
async function broken<T>(mode: FaultMode, run: () => Promise<GqlResult<T>>): Promise<GqlResult<T>> {
  proxy.set(mode);
  const started = Date.now();
  try {
    const answer = await run();
    timings.push(Date.now() - started);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_UNREACHABLE', status: 400 });
    expect(answer.errors?.[0]?.message).toBe('Impossível acessar o servidor. Tente novamente');
    return answer;
  } finally {
    proxy.set({ kind: 'pass' });
  }
}

const count = async (sql: string, params: unknown[]) => Number((await stack.services.ctx.db.query<{ n: number }>(sql, params))[0]!.n);

const paidAppointment = async () => {
  slot += 1;
  const made = await makeAppointment(stack.services.ctx.db, {
    doctorEmail: 'dr.house@example.com',
    patientName: 'Maria Silva',
    startsAt: farSlot(slot, 80),
  });
  return { ...made, access: made.paymentCode };
};

describe('T12 the services fail under a request', () => {
  it.each(KILL_POINTS)('a card payment, %s: the documented error, then one capture for the retried key', async (_when, mode) => {
    const a = await paidAppointment();
    const key = randomUUID();
    const PAY = `mutation($access: String!, $protocol: String!, $input: PayInput!, $key: String!) {
      payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $key) { paid } }`;
    const variables = { access: a.access, protocol: a.protocol, input: sandboxCardInput(), key };
    await broken(mode, () => gql(url, PAY, variables, { locale: 'pt-BR' }));
    const retry = await gql<{ payAppointment: { paid: boolean } }>(url, PAY, variables, { locale: 'pt-BR' });
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.payAppointment.paid).toBe(true);
    const again = await gql<{ payAppointment: { paid: boolean } }>(url, PAY, variables, { locale: 'pt-BR' });
    expect(again.data).toEqual(retry.data);
    expect(
      await count(
        `select count(*)::int as n from payment_ledger l join payment y on y.id = l.payment_id where y.appointment_id = $1 and l.kind = 'CAPTURE'`,
        [a.id],
      ),
    ).toBe(1);
    expect(await count(`select count(*)::int as n from payment where appointment_id = $1`, [a.id])).toBe(1);
  });

  it.each(KILL_POINTS)('paying on site, %s: one payment for the retried key', async (_when, mode) => {
    const a = await paidAppointment();
    const key = randomUUID();
    const ON_SITE = 'mutation($access: String!, $key: String!) { payOnSite(access: $access, idempotencyKey: $key) { paymentRequired } }';
    await broken(mode, () => gql(url, ON_SITE, { access: a.access, key }, { locale: 'pt-BR' }));
    expect((await gql(url, ON_SITE, { access: a.access, key })).errors).toBeUndefined();
    expect(await count(`select count(*)::int as n from payment where appointment_id = $1 and method = 'ON_SITE'`, [a.id])).toBe(1);
  });

  it.each(KILL_POINTS)('a booking, %s: the appointment, its protocol number and its event all or none', async (_when, mode) => {
    slot += 1;
    // Dr. House's demo hours (08:00–12:00, 13:00–18:00, holidays worked), a different one each time.
    const hour = [8, 9, 10, 11, 13, 14, 15, 16, 17][slot % 9]!;
    const startsAt = instant(localDay(30), `${String(hour).padStart(2, '0')}:30`);
    const BOOK = 'mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { id } }';
    const input = { doctorId: ids.house, patientId: ids.joao, startsAt };
    await broken(mode, () => gql(url, BOOK, { input }, { token: p.admin.accessToken, locale: 'pt-BR' }));
    const rows = await stack.services.ctx.db.query<{ id: string }>(
      "select id from appointment where doctor_id = $1 and starts_at = $2 and status <> 'CANCELLED'",
      [ids.house, startsAt],
    );
    const events = rows.length
      ? await count(`select count(*)::int as n from flow_event where entity_id = $1 and type = 'BOOKED'`, [rows[0]!.id])
      : 0;
    expect(events).toBe(rows.length); // one appointment with its event, or neither
    if (mode.kind === 'before') expect(rows).toHaveLength(0);
    // A retry without a key finds the slot taken when the first one went through: the documented conflict, one booking.
    const retry = await gql<{ bookAppointment: { id: string } }>(url, BOOK, { input }, { token: p.admin.accessToken });
    if (rows.length) expect(retry.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    else expect(retry.errors).toBeUndefined();
    expect(
      await count("select count(*)::int as n from appointment where doctor_id = $1 and starts_at = $2 and status <> 'CANCELLED'", [
        ids.house,
        startsAt,
      ]),
    ).toBe(1);
  });

  it('answers within the upstream time-out (and a little), and the gateway serves on', async () => {
    // Figures, not a performance assertion: the slowest answer is the time-out's, plus the machine's load.
    const slowest = Math.max(...timings);
    console.log(
      `T12: ${timings.length} broken calls (${KILL_POINTS.length} kill points × 3 mutations), ${proxy.faults()} resets, answers in ${Math.min(...timings)}–${slowest} ms (UPSTREAM_TIMEOUT_MS ${UPSTREAM_TIMEOUT_MS}, money calls ${MONEY_TIMEOUT_MS})`,
    );
    expect(timings).toHaveLength(KILL_POINTS.length * 3);
    expect(slowest).toBeLessThan(MONEY_TIMEOUT_MS + 8_000);
    const ok = await gql<{ me: { id: string } }>(url, '{ me { id } }', {}, { token: p.admin.accessToken });
    expect(ok.errors).toBeUndefined();
  });
});
