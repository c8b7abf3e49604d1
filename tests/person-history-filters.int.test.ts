import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let maria: SignedIn; // patient, responsible for Pedro and Laura Silva
let joao: SignedIn; // patient, responsible for Ana Souza
let ids: { maria: string; pedro: string; joao: string; house: string; ana: string };
let timeZone: string;

type Item = { id: string; type: string; date: string; title: string; professionalName: string | null };
type Page = { total: number; items: Item[] };

const HISTORY = `query($personId: ID!, $filter: [PersonHistoryItemType!], $from: Date, $to: Date, $professionalId: ID, $page: Int, $perPage: Int) {
  personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {
    total items { id type date title professionalName }
  }
}`;

const as = (s: SignedIn, locale: string) => ({ token: s.accessToken, locale, companyId: s.viewer.companyId });
const call = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
const history = async (who: SignedIn, personId: string, variables: Record<string, unknown> = {}) =>
  ok(await call<{ personHistory: Page | null }>(who, HISTORY, { personId, perPage: 100, ...variables })).personHistory;

/** The day of an instant in the clinic's calendar (YYYY-MM-DD). */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const idsOf = (page: Page | null) => page!.items.map((i) => i.id);

beforeAll(async () => {
  stack = await startStack();
  [admin, maria, joao] = await signInAs(stack, 'admin', 'maria', 'joao');
  const r = ok(
    await call<{
      persons: { items: Array<{ id: string; name: string }> };
      appointments: { items: Array<{ doctorId: string; professionalName: string; timeZone: string }> };
    }>(
      admin,
      `query {
        persons(perPage: 100) { items { id name } }
        appointments(perPage: 100) { items { doctorId professionalName timeZone } }
      }`,
    ),
  );
  const person = (name: string) => r.persons.items.find((p) => p.name === name)!.id;
  const doctor = (name: string) => r.appointments.items.find((a) => a.professionalName === name)!.doctorId;
  ids = {
    maria: person('Maria Silva'),
    pedro: person('Pedro Silva'),
    joao: person('João Souza'),
    house: doctor('Dr. Gregório House'),
    ana: doctor('Dra. Ana Pediatra'),
  };
  // The clinic's time zone, as its appointments carry it.
  timeZone = r.appointments.items[0]!.timeZone;
});
afterAll(async () => {
  await stack?.close();
});

describe('the history by period', () => {
  it('keeps the items of the days asked, both included, in the clinic’s calendar', async () => {
    const all = (await history(admin, ids.maria))!;
    const days = [...new Set(all.items.map((i) => dayOf(i.date)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const [first, middle, last] = [days[0]!, days[Math.floor(days.length / 2)]!, days.at(-1)!];
    const within = (from: string, to: string) => all.items.filter((i) => dayOf(i.date) >= from && dayOf(i.date) <= to).map((i) => i.id);

    const oneDay = await history(admin, ids.maria, { from: middle, to: middle });
    expect(idsOf(oneDay)).toEqual(within(middle, middle));
    expect(oneDay!.total).toBe(within(middle, middle).length);
    expect(idsOf(await history(admin, ids.maria, { from: middle }))).toEqual(within(middle, '9999-12-31'));
    expect(idsOf(await history(admin, ids.maria, { to: middle }))).toEqual(within('0000-01-01', middle));
    expect((await history(admin, ids.maria, { from: first, to: last }))!.total).toBe(all.total);
    expect(await history(admin, ids.maria, { from: '2000-01-01', to: '2000-12-31' })).toEqual({ total: 0, items: [] });
  });

  it('combines with the types and pages the narrowed history with a stable total', async () => {
    const all = (await history(admin, ids.maria))!;
    const from = dayOf(all.items.at(-1)!.date);
    const to = dayOf(all.items[0]!.date);
    const appointments = (await history(admin, ids.maria, { filter: ['APPOINTMENT'], from, to }))!;
    expect(appointments.items.map((i) => i.id)).toEqual(all.items.filter((i) => i.type === 'APPOINTMENT').map((i) => i.id));
    const pages: Page[] = [];
    for (let page = 1; page <= Math.ceil(appointments.total / 2); page++) {
      pages.push((await history(admin, ids.maria, { filter: ['APPOINTMENT'], from, to, page, perPage: 2 }))!);
    }
    expect(pages.every((p) => p.total === appointments.total)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(appointments.items.map((i) => i.id));
  });

  it('refuses a period that ends before it starts: a field error on `to`, translated, and no page', async () => {
    for (const [locale, message] of [
      ['en', 'The end time must be later than the start time'],
      ['pt-BR', 'O horário final deve ser posterior ao inicial'],
    ] as const) {
      const r = await call<{ personHistory: Page | null }>(
        admin,
        HISTORY,
        { personId: ids.maria, from: '2024-03-02', to: '2024-03-01' },
        locale,
      );
      expect(codeOf(r)).toBe('BAD_INPUT');
      expect(fieldsOf(r)).toEqual([{ field: 'to', message }]);
      expect(r.data?.personHistory ?? null).toBeNull();
    }
    const direct = await callService(stack.servicesUrl, admin, 'GET', `/person/${ids.maria}/history?from=2024-03-02&to=2024-03-01`, {});
    expect(direct).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
  });
});

describe('the history by professional', () => {
  it('keeps the items of that professional: their appointments, notes, diagnostics and exam requests', async () => {
    const all = (await history(admin, ids.maria))!;
    const houses = (await history(admin, ids.maria, { professionalId: ids.house }))!;
    const byHouse = all.items.filter((i) => i.professionalName === 'Dr. Gregório House');
    expect(houses.items.map((i) => i.id)).toEqual(byHouse.map((i) => i.id));
    expect(houses.total).toBe(byHouse.length);
    expect(new Set(houses.items.map((i) => i.type))).toEqual(new Set(['APPOINTMENT', 'NOTES', 'DIAGNOSTIC', 'EXAM']));
    // Dra. Ana attends Maria's children, not Maria.
    expect(await history(admin, ids.maria, { professionalId: ids.ana })).toEqual({ total: 0, items: [] });
    expect(await history(admin, ids.maria, { professionalId: '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11' })).toEqual({ total: 0, items: [] });
  });

  it('combines with the types and the period', async () => {
    const houses = (await history(admin, ids.maria, { professionalId: ids.house }))!;
    const day = dayOf(houses.items.find((i) => i.type === 'APPOINTMENT')!.date);
    const narrowed = (await history(admin, ids.maria, { professionalId: ids.house, filter: ['APPOINTMENT'], from: day, to: day }))!;
    expect(narrowed.items.map((i) => i.id)).toEqual(
      houses.items.filter((i) => i.type === 'APPOINTMENT' && dayOf(i.date) === day).map((i) => i.id),
    );
    expect(narrowed.total).toBeGreaterThan(0);
  });

  it('refuses a professional that is not an id', async () => {
    const r = await call(admin, HISTORY, { personId: ids.maria, professionalId: 'house' });
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual([{ field: 'professionalId', message: 'Professional is invalid' }]);
  });
});

describe('a patient with the filters', () => {
  it('reads their own and their dependents’ history narrowed as the clinic does, less what they may not see', async () => {
    const own = { professionalId: ids.house, filter: ['APPOINTMENT', 'EXAM'] };
    expect(await history(maria, ids.maria, own)).toEqual(await history(admin, ids.maria, own));
    const pedroAll = (await history(admin, ids.pedro, { professionalId: ids.ana }))!;
    const day = dayOf(pedroAll.items.find((i) => i.title === 'Consulta pediátrica')!.date);
    const mine = (await history(maria, ids.pedro, { professionalId: ids.ana, from: day, to: day }))!;
    // The company does not share a dependent's clinical findings with the guardian (the default).
    const clinic = (await history(admin, ids.pedro, { professionalId: ids.ana, from: day, to: day }))!;
    expect(mine.items.map((i) => i.id)).toEqual(clinic.items.filter((i) => i.type !== 'NOTES' && i.type !== 'DIAGNOSTIC').map((i) => i.id));
    expect(mine.items.map((i) => i.title)).toContain('Consulta pediátrica');
  });

  it('never reads another patient’s, whatever the filters: null through the gateway, NOT_FOUND from the service', async () => {
    const filters = { professionalId: ids.house, from: '2000-01-01', to: '2100-12-31', filter: ['APPOINTMENT'] };
    expect(await history(maria, ids.joao, filters)).toBeNull();
    expect(await history(joao, ids.maria, filters)).toBeNull();
    const direct = await callService(
      stack.servicesUrl,
      joao,
      'GET',
      `/person/${ids.maria}/history?from=2000-01-01&to=2100-12-31&professionalId=${ids.house}`,
      {},
    );
    expect(direct).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
