import { randomUUID } from 'node:crypto';
import { buildSchema } from '@teleconsulta/gateway/schema';
import { GraphQLID, getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlResult, gql } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';
import { collectForeign, type Foreign, type PoolEntry, type PoolName } from './matrix/bola-pools.js';
import { generate, operationsOf, selectionOf } from './matrix/generate.js';
import { MATRIX_SERVICES_ENV } from './matrix/prepare.js';
import { type Sessions, signInAll } from './matrix/principals.js';

/**
 * SECURITY.md T02, BOLA id swap: for every ID argument of every Query field, Maria (patient of Clínica Saúde Total)
 * presents João's objects (her tenant's other patient, and his dependent) and Clínica Bem Viver's. Each answer must be
 * the answer to a random UUID (same code, same message, same data: no partial object) and hold none of the owners'
 * CPFs, names, notes, complaints or messages. Volume: every such object the seed (and its owners, here) has.
 */
type Probe = { pool: PoolName; vars: (id: string, entry: Partial<PoolEntry>, maria: string) => Record<string, unknown> } | { skip: string };

const PUBLIC_LANDING = { skip: 'the public landing (is_landing companies answer anyone by design)' };
/** Every ID argument of Query, `field.argument` → the objects swapped in (a new id-taking query fails until it is here). */
const PROBES: Record<string, Probe> = {
  'appointmentRequest.id': { pool: 'appointmentRequest', vars: (id) => ({ id }) },
  'appointment.id': { pool: 'appointment', vars: (id) => ({ id }) },
  'erasureRequest.id': { pool: 'erasureRequest', vars: (id) => ({ id }) },
  'securityIncident.id': { pool: 'securityIncident', vars: (id) => ({ id }) },
  'availableSlots.professionalId': { pool: 'professional', vars: (id) => ({ professionalId: id }) },
  'companyHolidays.companyId': { pool: 'company', vars: (id) => ({ companyId: id }) },
  'companyFinancial.companyId': { pool: 'company', vars: (id) => ({ companyId: id }) },
  'companyFinancialResume.companyId': { pool: 'company', vars: (id) => ({ companyId: id }) },
  'company.id': { pool: 'company', vars: (id) => ({ id }) },
  'clinicalDocuments.appointmentId': { pool: 'appointment', vars: (id) => ({ appointmentId: id }) },
  'clinicalDocuments.personId': { pool: 'person', vars: (id) => ({ personId: id }) },
  'emergencyGroup.id': { pool: 'emergencyGroup', vars: (id) => ({ id }) },
  'emergencyQueue.id': { pool: 'emergencyQueue', vars: (id) => ({ id }) },
  'emergencyProtocol.id': { pool: 'emergencyProtocol', vars: (id) => ({ id }) },
  'webhookAttempts.endpointId': { pool: 'webhookEndpoint', vars: (id) => ({ endpointId: id }) },
  'landingProfessional.companyId': PUBLIC_LANDING,
  'landingProfessional.id': PUBLIC_LANDING,
  'landingMonthAvailability.companyId': PUBLIC_LANDING,
  'landingMonthAvailability.professionalId': PUBLIC_LANDING,
  'landingNextAvailableDay.companyId': PUBLIC_LANDING,
  'landingNextAvailableDay.professionalId': PUBLIC_LANDING,
  'message.id': { pool: 'message', vars: (id) => ({ id }) },
  'outboxMail.id': { pool: 'outboxMail', vars: (id) => ({ id }) },
  'npsSummary.doctorId': { pool: 'professional', vars: (id) => ({ doctorId: id }) },
  'paymentRefunds.paymentId': { pool: 'payment', vars: (id) => ({ paymentId: id }) },
  'person.id': { pool: 'person', vars: (id) => ({ id }) },
  'myProfile.personId': { pool: 'person', vars: (id) => ({ personId: id }) },
  'personHistory.personId': { pool: 'person', vars: (id) => ({ personId: id }) },
  'personHistory.professionalId': { pool: 'professional', vars: (id, _e, maria) => ({ personId: maria, professionalId: id }) },
  'personHistoryItem.personId': { pool: 'person', vars: (id) => ({ personId: id, itemType: 'APPOINTMENT', itemId: randomUUID() }) },
  // The foreign item under Maria's own person: the item must belong to the person named, not only exist.
  'personHistoryItem.itemId': {
    pool: 'historyItem',
    vars: (id, e, maria) => ({ personId: maria, itemId: id, itemType: e.extra?.itemType ?? 'APPOINTMENT' }),
  },
  'plan.id': { pool: 'plan', vars: (id) => ({ id }) },
  'professional.id': { pool: 'professional', vars: (id) => ({ id }) },
  'roomChat.sessionId': { pool: 'roomSession', vars: (id) => ({ sessionId: id }) },
  'professionalSchedule.id': { pool: 'professional', vars: (id) => ({ id }) },
  'availabilityCalendar.professionalId': { pool: 'professional', vars: (id) => ({ professionalId: id }) },
  'screenings.companyId': { pool: 'company', vars: (id) => ({ companyId: id }) },
  'screening.id': { pool: 'screening', vars: (id) => ({ id }) },
  'screening.companyId': { pool: 'company', vars: (id) => ({ id: randomUUID(), companyId: id }) },
  'activeScreening.companyId': { pool: 'company', vars: (id) => ({ companyId: id, type: 'EMERGENCY' }) },
  'serviceRequest.id': { pool: 'serviceRequest', vars: (id) => ({ id }) },
  'staffMember.userId': { pool: 'user', vars: (id) => ({ userId: id }) },
};
/** Objects named by a key that is not an ID: a protocol (per company, so only the same tenant's). */
const KEY_PROBES: Record<string, Probe & { random: () => string }> = {
  'telemedicineConsent.protocol': {
    pool: 'protocol',
    vars: (protocol) => ({ protocol }),
    random: () => String(900_000 + Math.floor(Math.random() * 99_999)),
  },
};
/** Nested fields read with the object, where a leak would show (files, the patient, the dependents, the thread). */
const EXTRA: Record<string, string> = {
  appointment: 'files { fileName filePath } patient { name cpf } professional { name } assistantPhysician { name } nps { comment }',
  person: 'dependents { name cpf } parent { name cpf }',
  message: 'thread { body senderName attachments { fileName url } }',
  emergencyProtocol: 'screening { id }',
};

const schema = buildSchema();
const ops = operationsOf(schema).filter((o) => o.kind === 'query');
let stack: TestStack;
let s: Sessions;
let foreign: Foreign;

beforeAll(async () => {
  stack = await startStack({ servicesEnv: MATRIX_SERVICES_ENV });
  s = await signInAll(stack);
  foreign = await collectForeign(stack, s);
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

/** What must be equal between a foreign id's answer and a random one's: the data and each error's code, status, message and fields. */
const shape = (r: GqlResult) =>
  JSON.stringify({
    data: r.data ?? null,
    errors: (r.errors ?? []).map((e) => ({
      message: e.message,
      code: e.extensions?.code,
      status: e.extensions?.status,
      fields: e.extensions?.fields,
    })),
  });

describe('T02 BOLA id swap: Maria presents João’s and Bem Viver’s ids to every id-taking query', () => {
  it('every ID argument of every Query field has a probe (a new id-taking query fails until it is added)', () => {
    const idArgs = ops.flatMap((op) => op.field.args.filter((a) => getNamedType(a.type) === GraphQLID).map((a) => `${op.name}.${a.name}`));
    expect(Object.keys(PROBES).sort()).toEqual(idArgs.sort());
  });

  it('each foreign id is answered exactly like a random UUID, with none of its owner’s data', async () => {
    const maria = { token: s.P.accessToken, locale: 'en' };
    const tried = new Map<string, Set<string>>();
    const mismatches: string[] = [];
    const leaks: string[] = [];
    let comparisons = 0;
    const probes = [
      ...Object.entries(PROBES).map(([key, probe]) => ({ key, probe, random: () => randomUUID() })),
      ...Object.entries(KEY_PROBES).map(([key, probe]) => ({ key, probe, random: probe.random })),
    ];
    for (const { key, probe, random } of probes) {
      if ('skip' in probe) continue;
      const [field] = key.split('.') as [string];
      const op = ops.find((o) => o.name === field)!;
      const selection = selectionOf(op.field.type).replace(/ }$/, ` ${EXTRA[field] ?? ''} }`);
      for (const entry of foreign.pools[probe.pool]) {
        const swapped = generate(op, probe.vars(entry.id, entry, foreign.maria), selection);
        const control = generate(op, probe.vars(random(), entry, foreign.maria), selection);
        const [a, b] = [
          await gql(stack.gatewayUrl, swapped.document, swapped.variables, maria),
          await gql(stack.gatewayUrl, control.document, control.variables, maria),
        ];
        comparisons++;
        const pool = `${probe.pool} (${entry.owner})`;
        tried.set(pool, (tried.get(pool) ?? new Set()).add(entry.id));
        if (shape(a) !== shape(b)) mismatches.push(`${key} ← ${entry.owner}'s ${entry.id}: ${shape(a)} ≠ random ${shape(b)}`);
        const text = JSON.stringify(a);
        for (const secret of foreign.sentinels) if (text.includes(secret)) leaks.push(`${key} ← ${entry.owner}'s ${entry.id}: "${secret}"`);
      }
    }
    const perType = [...tried].map(([pool, set]) => `${pool}: ${set.size}`).join(', ');
    console.log(
      [
        `T02 BOLA id swap: ${comparisons} comparisons (foreign id vs random UUID) over ${probes.filter((p) => !('skip' in p.probe)).length} id arguments`,
        `  ids tried per object type: ${perType}`,
        `  (SECURITY.md asks 50 per type: these are the seed's and what their owners made here in setup)`,
        `  mismatches: ${mismatches.length}, foreign data returned: ${leaks.length} (of ${foreign.sentinels.length} sentinel strings)`,
      ].join('\n'),
    );
    expect(comparisons).toBeGreaterThan(400);
    expect(leaks).toEqual([]);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('the comparison can fail: Maria’s own appointment is answered unlike a random UUID, with her data', async () => {
    const op = ops.find((o) => o.name === 'appointment')!;
    const selection = selectionOf(op.field.type).replace(/ }$/, ` ${EXTRA.appointment} }`);
    const mine = (
      await gql<{ appointments: { items: Array<{ id: string }> } }>(
        stack.gatewayUrl,
        'query { appointments(perPage: 1) { items { id } } }',
        {},
        { token: s.P.accessToken },
      )
    ).data!.appointments.items[0]!.id;
    const [own, control] = [generate(op, { id: mine }, selection), generate(op, { id: randomUUID() }, selection)];
    const a = await gql(stack.gatewayUrl, own.document, own.variables, { token: s.P.accessToken, locale: 'en' });
    const b = await gql(stack.gatewayUrl, control.document, control.variables, { token: s.P.accessToken, locale: 'en' });
    expect(shape(a)).not.toBe(shape(b));
    expect(JSON.stringify(a)).toContain('Silva');
  });
});
