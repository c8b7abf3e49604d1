/**
 * M10 — slot computation scaling (shared/BENCHMARKS.md): the pure engine (schema's freeSlots) for one professional
 * over 30 days at A = 100, 1,000 and 10,000 appointments, interleaved blocks, t(10k) ÷ t(1k); the SQL statements of
 * one availability request counted at the services' database client (db.onStatement), for A, for 7 against 30 days
 * and for 20 professionals against 1; and the end-to-end GraphQL availableSlots p50 ÷ appointment(id) p50, c=1,
 * interleaved, in the same run.
 */
import { type AvailabilityValue, addDays, type BusyInterval, freeSlots, holidayCalendar, zonedTimeToUtcMs } from '@teleconsulta/schema';
import { gql } from '../harness/graphql.js';
import { type BenchContext, graphqlTarget } from './context.js';
import { type BlockStat, blockStat, fmt, fmtStat, interleave, median, percentile, section, sortedCopy, table, verdict } from './measure.js';

export const M10_TARGETS = { ratio10kTo1k: 12, e2eP50Ratio: 3 } as const;
export const M10_SIZES = [100, 1_000, 10_000] as const;
const DAYS = 30;
const ZONE = 'America/Sao_Paulo';
const SPECIALTY = '225133';
const E2E_APPOINTMENTS = 100;

export type M10Options = { blocks: number; reps: number; e2eBlocks: number; e2ePerBlock: number };

type StatementCase = { label: string; statements: number };
export type M10Result = {
  pure: Record<number, BlockStat>;
  slotsAt: Record<number, number>;
  ratio: BlockStat;
  statements: {
    byAppointments: StatementCase[];
    byDays: StatementCase[];
    byProfessionals: StatementCase[];
    byKind: Record<string, number>;
  };
  constant: { appointments: boolean; days: boolean; professionals: boolean };
  e2e: { availability: BlockStat; byId: BlockStat; ratio: BlockStat; appointments: number; slots: number } | null;
  pass: { ratio: boolean; statements: boolean; e2e: boolean };
};

/** A realistic month: Monday–Saturday 07:00–19:00, two extra Sundays, three blocked mornings, skipping holidays. */
const AVAILABILITY: Omit<AvailabilityValue, 'closedDates'> = {
  skipHolidays: true,
  weekly: [1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, allDay: false, start: '07:00', end: '12:00' },
    { day, allDay: false, start: '13:00', end: '19:00' },
  ]),
  extra: [
    { date: '2027-03-07', allDay: false, start: '08:00', end: '12:00' },
    { date: '2027-03-21', allDay: false, start: '08:00', end: '12:00' },
  ],
  blocked: [
    { date: '2027-03-03', allDay: false, start: '07:00', end: '12:00' },
    { date: '2027-03-10', allDay: true },
    { date: '2027-03-17', allDay: false, start: '13:00', end: '15:00' },
  ],
};

/** A non-overlapping appointments spread evenly over the days (most of them inside the working windows). */
function busyOf(a: number, from: string): BusyInterval[] {
  const t0 = zonedTimeToUtcMs(from, 0, ZONE);
  const span = (DAYS * 24 * 60 * 60_000) / a;
  const length = Math.min(30 * 60_000, Math.floor(span * 0.8));
  return Array.from({ length: a }, (_, i) => {
    const start = t0 + Math.floor(i * span);
    return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + length).toISOString() };
  });
}

function pureRun(busy: readonly BusyInterval[], closedDates: ReadonlySet<string>) {
  return freeSlots({
    availability: { ...AVAILABILITY, closedDates },
    from: '2027-03-01',
    to: addDays('2027-03-01', DAYS - 1),
    timeZone: ZONE,
    durationMinutes: 30,
    busy,
    notBefore: new Date('2027-01-01T00:00:00Z'),
  });
}

/** Milliseconds per call, the median of `reps` calls. */
function timeCall(fn: () => unknown, reps: number): number {
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(samples);
}

async function runPure(options: M10Options) {
  const closedDates = holidayCalendar({ state: 'SP' }, [
    { date: '2027-03-19', worked: false, name: 'Aniversário da cidade' },
  ]).closedBetween('2027-03-01', addDays('2027-03-01', DAYS - 1));
  const inputs = Object.fromEntries(M10_SIZES.map((a) => [a, busyOf(a, '2027-03-01')])) as Record<number, BusyInterval[]>;
  const slotsAt = Object.fromEntries(M10_SIZES.map((a) => [a, pureRun(inputs[a]!, closedDates).length])) as Record<number, number>;
  for (const a of M10_SIZES) timeCall(() => pureRun(inputs[a]!, closedDates), options.reps); // warm-up
  const arms = M10_SIZES.map(String) as Array<`${number}`>;
  const blocks = await interleave(arms, options.blocks, async (arm) =>
    timeCall(() => pureRun(inputs[Number(arm)]!, closedDates), options.reps),
  );
  const pure = Object.fromEntries(M10_SIZES.map((a) => [a, blockStat(blocks[`${a}`]!)])) as Record<number, BlockStat>;
  const ratio = blockStat(blocks['10000']!.map((t, b) => t / blocks['1000']![b]!));
  return { pure, slotsAt, ratio };
}

const QUERY = `query M10($professionalId: ID, $specialty: String, $from: Date, $to: Date) {
  availableSlots(professionalId: $professionalId, specialty: $specialty, from: $from, to: $to) { from to slots { professionalId date start end startsAt endsAt } } }`;
const BY_ID = 'query M10ById($id: ID!) { appointment(id: $id) { id protocol status startsAt endsAt startDate startTime } }';

/**
 * One GraphQL request, tried again once when the connection itself fails: the bench waits seconds between requests
 * while it inserts appointments, and a keep-alive socket the gateway closed meanwhile may be picked up by fetch.
 */
async function call<T>(ctx: BenchContext, query: string, variables: Record<string, unknown>) {
  const opts = { token: ctx.token, companyId: ctx.companyId };
  try {
    return await gql<T>(ctx.stack.gatewayUrl, query, variables, opts);
  } catch {
    return gql<T>(ctx.stack.gatewayUrl, query, variables, opts);
  }
}

/** Creates the bench professionals (once per stack): all of one specialty, each with the realistic schedule. */
async function ensureProfessionals(ctx: BenchContext, count: number): Promise<string[]> {
  const opts = { token: ctx.token, companyId: ctx.companyId };
  const ids: string[] = [];
  const weekly = AVAILABILITY.weekly.map((w) => ({ day: w.day, start: w.start, end: w.end }));
  for (let i = 0; i < count; i++) {
    const created = await gql<{ createProfessional: { id: string } }>(
      ctx.stack.gatewayUrl,
      'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
      {
        input: {
          name: `Bench M10 ${String(i + 1).padStart(2, '0')}`,
          crm: `98${Date.now() % 10_000}${i}`,
          crmState: 'SP',
          specialties: [SPECIALTY],
          role: 'D',
        },
      },
      opts,
    );
    if (!created.data) throw new Error(`M10 setup: createProfessional failed: ${JSON.stringify(created.errors)}`);
    const id = created.data.createProfessional.id;
    const saved = await gql(
      ctx.stack.gatewayUrl,
      'mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { professionalId } }',
      { id, input: { skipHolidays: true, weekly } },
      opts,
    );
    if (saved.errors) throw new Error(`M10 setup: schedule failed: ${JSON.stringify(saved.errors)}`);
    ids.push(id);
  }
  return ids;
}

/** Replaces the first professional's appointments by `a` of them spread over the 30 days (one statement, as the owner). */
async function setAppointments(ctx: BenchContext, professionalId: string, a: number, from: string, run: string) {
  const db = ctx.stack.services.ctx.db;
  await db.query(`delete from appointment where doctor_id = $1 and protocol like 'M10-%'`, [professionalId]);
  const [patient] = await db.query<{ id: string }>('select id from person where company_id = $1 order by created_at limit 1', [
    ctx.companyId,
  ]);
  const spanMinutes = (DAYS * 24 * 60) / a;
  const length = Math.max(1, Math.min(30, Math.floor(spanMinutes * 0.8)));
  await db.query(
    `insert into appointment (company_id, access, protocol, status, starts_at, ends_at, doctor_id, patient_id)
     select $1, 'm10-' || $2 || '-' || g, 'M10-' || $2 || '-' || g, 'SCHEDULED',
            (($3::date)::timestamp at time zone 'America/Sao_Paulo') + make_interval(mins => floor(g * $4::float8)::int),
            (($3::date)::timestamp at time zone 'America/Sao_Paulo') + make_interval(mins => floor(g * $4::float8)::int + $5::int),
            $6, $7
       from generate_series(0, $8::int - 1) g`,
    [ctx.companyId, run, from, spanMinutes, length, professionalId, patient!.id, a],
  );
}

/** The statements the services run for one GraphQL request, counted at the database client, by kind. */
async function statementsOf(ctx: BenchContext, variables: Record<string, unknown>, kinds?: Record<string, number>): Promise<number> {
  const seen: string[] = [];
  const stop = ctx.stack.services.ctx.db.onStatement((sql) => void seen.push(sql));
  try {
    const r = await call(ctx, QUERY, variables);
    if (r.errors) throw new Error(`M10 query failed: ${JSON.stringify(r.errors)}`);
  } finally {
    stop();
  }
  if (kinds) {
    for (const sql of seen) {
      const kind = /set_config/.test(sql)
        ? 'tenant settings'
        : /membership/.test(sql)
          ? 'roles of the caller'
          : /from company where/.test(sql)
            ? 'company calendar'
            : /from company_holiday/.test(sql)
              ? 'company holidays'
              : /from appointment/.test(sql)
                ? 'busy intervals'
                : /from professional p/.test(sql)
                  ? 'professionals + windows + exceptions'
                  : 'other';
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
  }
  return seen.length;
}

/** The first bench professional, and the 30 days from the day after availableSlots' first day. */
async function prepareSubject(ctx: BenchContext) {
  const professionals = await ensureProfessionals(ctx, 20);
  const subject = professionals[0]!;
  const probe = await gql<{ availableSlots: { from: string } }>(
    ctx.stack.gatewayUrl,
    QUERY,
    { professionalId: subject },
    {
      token: ctx.token,
      companyId: ctx.companyId,
    },
  );
  if (!probe.data) throw new Error(`M10: availableSlots failed: ${JSON.stringify(probe.errors)}`);
  const from = addDays(probe.data.availableSlots.from, 1);
  const to30 = addDays(from, DAYS - 1);
  const run = `${Date.now().toString(36)}`;
  return { subject, from, to30, run };
}

type Subject = Awaited<ReturnType<typeof prepareSubject>>;

/** The statements of one request for each A, for 7 against 30 days, and for 20 professionals against 1. */
async function countStatements(ctx: BenchContext, { subject, from, to30, run }: Subject) {
  const byAppointments: StatementCase[] = [];
  const byKind: Record<string, number> = {};
  for (const a of M10_SIZES) {
    await setAppointments(ctx, subject, a, from, `${run}-${a}`);
    byAppointments.push({
      label: `A=${a.toLocaleString('en')}`,
      statements: await statementsOf(ctx, { professionalId: subject, from, to: to30 }, a === 1000 ? byKind : undefined),
    });
  }
  await setAppointments(ctx, subject, 1_000, from, `${run}-days`);
  const byDays = [
    { label: '7 days', statements: await statementsOf(ctx, { professionalId: subject, from, to: addDays(from, 6) }) },
    { label: '30 days', statements: await statementsOf(ctx, { professionalId: subject, from, to: to30 }) },
  ];
  const byProfessionals = [
    { label: '1 professional', statements: await statementsOf(ctx, { professionalId: subject, from, to: to30 }) },
    { label: '20 professionals', statements: await statementsOf(ctx, { specialty: SPECIALTY, from, to: to30 }) },
  ];
  return { byAppointments, byDays, byProfessionals, byKind };
}

// End to end, c=1, interleaved: the 30-day availability of the professional with a realistic month of 100
// appointments against an appointment by id, both GraphQL through the gateway.
async function runE2e(ctx: BenchContext, options: M10Options, { subject, from, to30, run }: Subject): Promise<M10Result['e2e']> {
  await setAppointments(ctx, subject, E2E_APPOINTMENTS, from, `${run}-e2e`);
  const appointment = await call<{ appointments: { items: Array<{ id: string }> } }>(
    ctx,
    '{ appointments(perPage: 1) { items { id } } }',
    {},
  );
  const appointmentId = appointment.data?.appointments.items[0]?.id;
  if (!appointmentId) return null;
  const targets = {
    availability: graphqlTarget(ctx, QUERY, { professionalId: subject, from, to: to30 }),
    byId: graphqlTarget(ctx, BY_ID, { id: appointmentId }),
  };
  const slots = await gql<{ availableSlots: { slots: unknown[] } }>(
    ctx.stack.gatewayUrl,
    QUERY,
    { professionalId: subject, from, to: to30 },
    {
      token: ctx.token,
      companyId: ctx.companyId,
    },
  );
  for (const t of Object.values(targets)) await ctx.load.latency(t, 30);
  const blocks = await interleave(['availability', 'byId'] as const, options.e2eBlocks, async (arm) => {
    const r = await ctx.load.latency(targets[arm], options.e2ePerBlock);
    if (r.errors) throw new Error(`M10: ${r.errors} failed requests on ${arm}`);
    return percentile(sortedCopy(r.samplesUs), 50) / 1000;
  });
  return {
    availability: blockStat(blocks.availability),
    byId: blockStat(blocks.byId),
    ratio: blockStat(blocks.availability.map((t, b) => t / blocks.byId[b]!)),
    appointments: E2E_APPOINTMENTS,
    slots: slots.data?.availableSlots.slots.length ?? 0,
  };
}

export async function runM10(ctx: BenchContext, options: M10Options): Promise<M10Result> {
  const { pure, slotsAt, ratio } = await runPure(options);

  const prepared = await prepareSubject(ctx);
  const { byAppointments, byDays, byProfessionals, byKind } = await countStatements(ctx, prepared);
  const same = (cases: StatementCase[]) => cases.every((c) => c.statements === cases[0]!.statements);
  const constant = { appointments: same(byAppointments), days: same(byDays), professionals: same(byProfessionals) };

  const e2e = await runE2e(ctx, options, prepared);
  await ctx.stack.services.ctx.db.query(`delete from appointment where doctor_id = $1 and protocol like 'M10-%'`, [prepared.subject]);
  return {
    pure,
    slotsAt,
    ratio,
    statements: { byAppointments, byDays, byProfessionals, byKind },
    constant,
    e2e,
    pass: {
      ratio: ratio.median <= M10_TARGETS.ratio10kTo1k,
      statements: constant.appointments && constant.days && constant.professionals,
      e2e: e2e !== null && e2e.ratio.median <= M10_TARGETS.e2eP50Ratio,
    },
  };
}

export function printM10(ctx: BenchContext, r: M10Result, options: M10Options): string {
  const head = section(`M10 slot computation scaling — ${ctx.engine}`);
  const intro = [
    `pure: schema freeSlots for one professional over ${DAYS} days (Mon–Sat 07:00–12:00 + 13:00–19:00, 2 extra Sundays, 3 blocks, SP + clinic holidays, 30-minute slots), ${options.blocks} interleaved blocks × median of ${options.reps} calls`,
    `SQL: statements of one GraphQL availableSlots request counted at the services' database client (db.onStatement, no BEGIN/COMMIT)`,
  ].join('\n');
  const pure = table(
    ['appointments A', 'ms per call (median of blocks)', 'spread', 'free slots (1k and 10k: a fully booked month)'],
    M10_SIZES.map((a) => [a.toLocaleString('en'), ...fmtStat(r.pure[a]!, 3), String(r.slotsAt[a])]),
  );
  const cases = [
    ...r.statements.byAppointments.map((c) => ['appointments', c.label, String(c.statements)]),
    ...r.statements.byDays.map((c) => ['days (A=1,000)', c.label, String(c.statements)]),
    ...r.statements.byProfessionals.map((c) => ['professionals (A=1,000 on one)', c.label, String(c.statements)]),
  ];
  const statements = table(['varies', 'case', 'SQL statements'], cases);
  const kinds = `statements of one request by kind: ${Object.entries(r.statements.byKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`;
  const rows: string[][] = [
    ['t(10k) ÷ t(1k), pure computation', ...fmtStat(r.ratio), `≤ ${M10_TARGETS.ratio10kTo1k}`, verdict(r.pass.ratio)],
    [
      'SQL statements constant in A, days, professionals',
      `${r.constant.appointments ? 'A ✓' : 'A ✗'} ${r.constant.days ? 'days ✓' : 'days ✗'} ${r.constant.professionals ? 'pros ✓' : 'pros ✗'}`,
      '—',
      'constant',
      verdict(r.pass.statements),
    ],
  ];
  if (r.e2e) {
    rows.push(['e2e p50 availableSlots ÷ appointment(id)', ...fmtStat(r.e2e.ratio), `≤ ${M10_TARGETS.e2eP50Ratio}`, verdict(r.pass.e2e)]);
  }
  const verdicts = table(['metric', 'median', 'spread (min–max)', 'target', 'verdict'], rows);
  const e2e = r.e2e
    ? `e2e (GraphQL through the gateway, c=1, ${options.e2eBlocks} interleaved blocks × ${options.e2ePerBlock}): availableSlots 30 days, A=${r.e2e.appointments}, ${r.e2e.slots} slots p50 ${fmt(r.e2e.availability.median, 3)} ms; appointment(id) p50 ${fmt(r.e2e.byId.median, 3)} ms; per-block ratio ${r.e2e.ratio.blocks.map((x) => fmt(x)).join(' ')}`
    : 'e2e: no appointment to read by id (skipped)';
  return [head, intro, pure, '', statements, kinds, '', verdicts, e2e].join('\n');
}

export function m10Summary(r: M10Result): Array<[string, string]> {
  const a = r.statements.byAppointments.map((c) => c.statements).join('/');
  const d = r.statements.byDays.map((c) => c.statements).join('/');
  const p = r.statements.byProfessionals.map((c) => c.statements).join('/');
  return [
    [
      `M10 t(10k)/t(1k) pure (≤ ${M10_TARGETS.ratio10kTo1k})`,
      `${fmt(r.ratio.median)} [${fmt(r.ratio.min)}–${fmt(r.ratio.max)}] ${verdict(r.pass.ratio)}`,
    ],
    [`M10 SQL stmts A 100/1k/10k | 7/30 d | 1/20 pros (constant)`, `${a} | ${d} | ${p} ${verdict(r.pass.statements)}`],
    [
      `M10 e2e p50 ratio availability ÷ by id (≤ ${M10_TARGETS.e2eP50Ratio})`,
      r.e2e ? `${fmt(r.e2e.ratio.median)} [${fmt(r.e2e.ratio.min)}–${fmt(r.e2e.ratio.max)}] ${verdict(r.pass.e2e)}` : 'n/a',
    ],
  ];
}
