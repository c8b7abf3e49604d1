import { CURRENT_TERMS } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import { callerOf, ok } from '../harness/gateway-call.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T21, data-subject rights (LGPD art. 18/19): for Maria (demo patient, guardian of Pedro and Laura) with
 * records in the tables that link to a person, the export (`myDataExport`) is compared table by table with SQL counts;
 * erasure anonymises her non-clinical data and keeps the health record with the logged retention reason; revoking the
 * telemedicine consent (LGPD art. 8 §5) stops the teleconsultation until it is given again, and stays in the export.
 */
let stack: TestStack;
let maria: SignedIn;
let admin: SignedIn;
let house: SignedIn;
const call = callerOf(() => stack.gatewayUrl);
const db = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

/** Every table with a foreign key to person (found in the catalogue, so a new one shows up here) and its column. */
const linkedTables = () =>
  db<{ table: string; column: string }>(
    `select c.conrelid::regclass::text as table, a.attname as column
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'person'::regclass order by 1, 2`,
  );

/**
 * The export's field for each linked table, and how many of the family's rows it holds. Tables the export does not
 * hold yet are listed in EXPORT_GAPS (a T21 finding, reported): the test fails when a new linked table is in neither.
 */
type Export = {
  person: { id: string };
  dependents: Array<{ id: string }>;
  appointments: Array<{ id: string }>;
  messages: Array<{ id: string; thread: Array<{ id: string }> }>;
  termsOfUse: { accepted: boolean };
  consents: Array<{ event: string; personId: string | null }>;
  recordAccesses: Array<{ id: string }>;
  erasureRequests: Array<{ id: string }>;
  appointmentRequests: Array<{ id: string }>;
  healthRecords: Array<{ personId: string; items: Array<{ type: string; content: unknown }> }>;
};
type Content = { __typename: string } | null;
const records = (x: Export, type: string, member?: string) =>
  x.healthRecords.reduce(
    (n, r) =>
      n + r.items.filter((i) => i.type === type && i.content !== null && (!member || (i.content as Content)?.__typename === member)).length,
    0,
  );
/** The health-record items that are clinical documents (PRESCRIPTION, EXAM and MEDICAL_REFERRAL items). */
const documents = (x: Export) =>
  ['PRESCRIPTION', 'EXAM', 'MEDICAL_REFERRAL'].reduce((n, type) => n + records(x, type, 'PersonHistoryDocument'), 0);
const EXPORTED: Record<string, (x: Export) => number> = {
  'person.parent_id': (x) => x.dependents.length,
  'appointment.patient_id': (x) => x.appointments.length,
  'message.person_id': (x) => x.messages.reduce((n, m) => n + m.thread.length, 0),
  'erasure_request.person_id': (x) => x.erasureRequests.length,
  'consent.person_id': (x) => x.consents.filter((c) => c.event === 'ACCEPTED' && c.personId).length,
  'consent_revocation.person_id': (x) => x.consents.filter((c) => c.event === 'REVOKED').length,
  'record_access.person_id': (x) => x.recordAccesses.length,
  'appointment_request.person_id': (x) => x.appointmentRequests.length,
  'person_diagnostic.person_id': (x) => records(x, 'DIAGNOSTIC'),
  'person_link.person_id': (x) => records(x, 'LINK'),
  'service_request.subject_id': (x) => records(x, 'EXAM', 'PersonHistoryExam'),
  'emergency_protocol.person_id': (x) => records(x, 'EVENT'),
  'clinical_document.person_id': documents,
};
/**
 * Rows of a linked table that are not the data subject's to export, as SQL ($2: her user id): of the access audit, her
 * own accesses (the export itself reads her record and is logged as it goes) and refusals of others, which name her
 * only for the clinic's audit. What the export holds is the log she sees: every allowed access of someone else.
 */
const NOT_HERS: Record<string, string> = {
  'record_access.person_id': "outcome = 'DENIED' or reader_user_id = $2",
};
/** Linked tables the export does not hold (yet): the figures are printed; the gap is the finding. */
const EXPORT_GAPS: string[] = [];
type Term = { personId: string; accepted: boolean; revokedAt: string | null };
const JOIN_ROOM = 'mutation($access: String!) { joinRoom(access: $access) { consentGiven } }';
const ACCEPT_TELE =
  'mutation($protocol: String!, $version: String!) { acceptTelemedicineConsent(protocol: $protocol, version: $version) { accepted } }';
const REVOKE = 'mutation($p: ID) { revokeTelemedicineConsent(personId: $p) { personId accepted revokedAt } }';
const CONSENTS = '{ telemedicineConsents { personId accepted revokedAt } }';
const EXPORT = `{ myDataExport {
  person { id } dependents { id } appointments { id } messages { id thread { id } } termsOfUse { accepted } erasureRequests { id }
  consents { event personId } recordAccesses { id }
  appointmentRequests { id } healthRecords { personId items { type content { __typename } } }
} }`;

beforeAll(async () => {
  // Rooms open 60 days ahead here, so that a return days away can be entered.
  stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400' } });
  [maria, admin, house] = await signInInTurn(stack, 'maria', 'admin', 'house');
  const mariaId = maria.viewer.personId!;
  // Records in the tables the demo leaves empty for her: a diagnostic, clinical documents, a service request, a
  // scheduling request, an emergency visit.
  await call(house, 'mutation($p: ID!) { recordDiagnostic(personId: $p, input: { cid10: "J06.9", description: "IVAS" }) { itemId } }', {
    p: mariaId,
  });
  // Documents Dr. House issues from her finished appointment with him: an exam request (an EXAM item beside the
  // service request) and a referral.
  const { appointments } = ok(
    await call<{ appointments: { items: Array<{ id: string; patientId: string; professionalName: string; status: string }> } }>(
      admin,
      '{ appointments(perPage: 100) { items { id patientId professionalName status } } }',
    ),
  );
  const visit = appointments.items.find(
    (a) => a.patientId === mariaId && a.professionalName === 'Dr. Gregório House' && a.status === 'FINISHED_BY_PROFESSIONAL',
  )!;
  const ISSUE = 'mutation($i: IssueClinicalDocumentInput!) { issueClinicalDocument(input: $i) { document { id } } }';
  ok(await call(house, ISSUE, { i: { appointmentId: visit.id, kind: 'EXAM_REQUEST', examRequest: { exams: ['Hemograma completo'] } } }));
  ok(
    await call(house, ISSUE, {
      i: { appointmentId: visit.id, kind: 'REFERRAL', referral: { specialty: '225120', reason: 'Dor torácica aos esforços' } },
    }),
  );
  // Dr. House reads her record: an entry of the access audit; and shares a link with her.
  await call(house, 'query($p: ID!) { personHistory(personId: $p) { total } }', { p: mariaId });
  ok(
    await call(
      house,
      'mutation($p: ID!) { shareRecordLink(personId: $p, input: { title: "Laudo", url: "https://laudos.example.com/1" }) { id } }',
      {
        p: mariaId,
      },
    ),
  );
  await call(admin, 'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }', {
    i: { subject: `person|${mariaId}`, note: 'Hemograma completo' },
  });
  await call(maria, 'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }', {
    i: { specialty: '225120', contactNumber: '(11) 98765-4321' },
  });
  const { emergencyQueues } = ok(await call<{ emergencyQueues: Array<{ id: string }> }>(admin, '{ emergencyQueues { id } }'));
  await call(house, 'mutation($q: [ID!]!) { checkInEmergency(queueIds: $q) { queueIds } }', { q: [emergencyQueues[0]!.id] });
  ok(
    await call(maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q, complaint: "Dor de cabeça forte") { id } }', {
      q: emergencyQueues[0]!.id,
    }),
  );
  // An erasure request for a dependent (Maria's own comes in the erasure case below).
  const { persons } = ok(
    await call<{ persons: { items: Array<{ id: string; parentId: string | null }> } }>(maria, '{ persons { items { id parentId } } }'),
  );
  ok(await call(maria, 'mutation($p: ID) { requestErasure(personId: $p) { id } }', { p: persons.items.find((p) => p.parentId)!.id }));
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('T21 data-subject rights', () => {
  let family: string[];

  it('the export holds 100% of the linked records of every table it covers; the others are the listed gaps', async () => {
    const started = performance.now();
    const x = ok(await call<{ myDataExport: Export }>(maria, EXPORT)).myDataExport;
    const ms = Math.round(performance.now() - started);
    family = [x.person.id, ...x.dependents.map((d) => d.id)];
    const rows: string[] = [];
    const uncovered: string[] = [];
    for (const { table, column } of await linkedTables()) {
      const key = `${table}.${column}`;
      const mine = NOT_HERS[key] ? ` and not (${NOT_HERS[key]})` : '';
      const [row] = await db<{ n: number }>(
        `select count(*)::int as n from ${table} where ${column} = any($1::uuid[])${mine}`,
        NOT_HERS[key] ? [family, maria.viewer.id] : [family],
      );
      const inSql = row!.n;
      const read = EXPORTED[key];
      if (read) {
        const inExport = read(x);
        rows.push(
          `  ${key.padEnd(32)} SQL ${String(inSql).padStart(4)}  export ${String(inExport).padStart(4)}  ${inSql === 0 ? '—' : `${Math.round((100 * inExport) / inSql)} %`}`,
        );
        expect(inExport, key).toBe(inSql);
      } else {
        rows.push(`  ${key.padEnd(32)} SQL ${String(inSql).padStart(4)}  export    —  not exported (gap)`);
        uncovered.push(key);
      }
    }
    console.log(`T21 export: ${family.length} persons, ${ms} ms (limit 60 s)\n${rows.join('\n')}`);
    expect(uncovered.sort()).toEqual(EXPORT_GAPS);
    expect(x.termsOfUse.accepted).toBe(true);
    expect(ms).toBeLessThan(60_000);
  });

  it('consent revocation: Maria withdraws Pedro’s telemedicine consent; his room asks for it again until she gives it', async () => {
    const [row] = await db<{ id: string }>("select id from person where name = 'Pedro Silva' and id = any($1::uuid[])", [family]);
    const pedro = row!.id;
    const { appointments } = ok(
      await call<{ appointments: { items: Array<{ id: string; protocol: string; patientId: string; startsAt: string; status: string }> } }>(
        maria,
        '{ appointments(perPage: 100) { items { id protocol patientId startsAt status } } }',
      ),
    );
    // Pedro's free return in five days (the rooms open 60 days ahead in this stack).
    const a = appointments.items.find((i) => i.patientId === pedro && i.status === 'SCHEDULED' && Date.parse(i.startsAt) > Date.now())!;
    const detail = ok(
      await call<{ appointment: { roomAccess: string } }>(maria, 'query($id: ID!) { appointment(id: $id) { roomAccess } }', { id: a.id }),
    );
    const join = () => call<{ joinRoom: { consentGiven: boolean } }>(maria, JOIN_ROOM, { access: detail.appointment.roomAccess });
    ok(await call(maria, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version }));
    expect(ok(await join()).joinRoom.consentGiven).toBe(true);

    const revoked = ok(await call<{ revokeTelemedicineConsent: Term }>(maria, REVOKE, { p: pedro })).revokeTelemedicineConsent;
    expect(revoked).toMatchObject({ personId: pedro, accepted: false });
    expect(revoked.revokedAt).not.toBeNull();
    expect((await join()).errors?.[0]?.extensions?.code).toBe('CONSENT_REQUIRED');
    const listed = ok(await call<{ telemedicineConsents: Term[] }>(maria, CONSENTS)).telemedicineConsents;
    expect(listed.find((t) => t.personId === pedro)).toMatchObject({ accepted: false });
    // Revoking again records nothing more; the stored row says who revoked and as what.
    ok(await call(maria, REVOKE, { p: pedro }));
    const stored = await db<{ revoked_by: string; by_representative: boolean }>(
      'select revoked_by, by_representative from consent_revocation where person_id = $1',
      [pedro],
    );
    expect(stored).toEqual([{ revoked_by: maria.viewer.id, by_representative: true }]);

    ok(await call(maria, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version }));
    expect(ok(await join()).joinRoom.consentGiven).toBe(true);
    const events = ok(
      await call<{ myDataExport: { consents: Array<{ event: string; personId: string; kind: string }> } }>(
        maria,
        '{ myDataExport { consents { kind event personId } } }',
      ),
    ).myDataExport.consents.filter((c) => c.personId === pedro && c.kind === 'TELEMEDICINE');
    console.log(`T21 consent revocation: ${events.map((e) => e.event).join(' → ')} (Pedro, telemedicine)`);
    expect(events.map((e) => e.event).slice(-3)).toEqual(['ACCEPTED', 'REVOKED', 'ACCEPTED']);
  });

  it('erasure anonymises the non-clinical data, keeps the health record and logs the retention reason', async () => {
    const mariaId = maria.viewer.personId!;
    const ehr = [
      'appointment.patient_id',
      'emergency_protocol.person_id',
      'person_diagnostic.person_id',
      'service_request.subject_id',
      'clinical_document.person_id',
      'consent.person_id',
      'appointment_request.person_id',
    ];
    const count = async (key: string) => {
      const [table, column] = key.split('.');
      return (await db<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [mariaId]))[0]!.n;
    };
    const before = Object.fromEntries(await Promise.all(ehr.map(async (k) => [k, await count(k)] as const)));
    // The clinic writes to her first: a mail to her address is in the outbox.
    ok(
      await call(admin, 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }', {
        i: { subject: 'Retorno', body: 'Podemos marcar o retorno?', personId: mariaId },
      }),
    );
    const mailsTo = async (to: string) =>
      (await db<{ n: number }>('select count(*)::int as n from mail_outbox where "to" = $1', [to]))[0]!.n;
    expect(await mailsTo('maria@example.com')).toBeGreaterThan(0);
    const started = performance.now();
    const asked = ok(await call<{ requestErasure: { id: string } }>(maria, 'mutation { requestErasure { id } }')).requestErasure;
    const askMs = Math.round(performance.now() - started);
    const done = ok(
      await call<{ anonymiseErasureRequest: { status: string; retentionReason: string } }>(
        admin,
        'mutation($id: ID!) { anonymiseErasureRequest(id: $id) { status retentionReason } }',
        { id: asked.id },
      ),
    ).anonymiseErasureRequest;
    expect(done).toEqual({ status: 'DONE', retentionReason: 'legal retention (Lei 13.787/2018, 20 years)' });
    const [stored] = await db<{ retention_reason: string }>('select retention_reason from erasure_request where id = $1', [asked.id]);
    expect(stored!.retention_reason).toContain('Lei 13.787/2018');
    const [event] = await db<{ n: number }>(
      "select count(*)::int as n from flow_event where topic = 'erasure-request' and type = 'ANONYMISED'",
    );
    expect(event!.n).toBe(1);

    const [p] = await db<Record<string, string | null>>(
      'select name, cpf, birth_date::text as birth_date, mail, cell_phone, telephone, street, zip_code, social_name, profession, push_token from person where id = $1',
      [mariaId],
    );
    const erased = ['mail', 'cell_phone', 'telephone', 'street', 'zip_code', 'social_name', 'profession', 'push_token'];
    const left = erased.filter((c) => p![c] !== null);
    const after = Object.fromEntries(await Promise.all(ehr.map(async (k) => [k, await count(k)] as const)));
    const [bodies] = await db<{ n: number }>("select count(*)::int as n from message where person_id = $1 and body <> '—'", [mariaId]);
    const [account] = await db<{ status: string; email: string | null }>('select status, email from app_user where id = $1', [
      maria.viewer.id,
    ]);
    console.log(
      `T21 erasure: asked in ${askMs} ms; ${erased.length - left.length}/${erased.length} non-clinical fields erased, ${bodies!.n} message bodies left, account ${account!.status}; EHR kept: ${ehr.map((k) => `${k.split('.')[0]} ${before[k]}→${after[k]}`).join(', ')}`,
    );
    expect(left).toEqual([]);
    expect(bodies!.n).toBe(0);
    // Her past mails keep what was sent and when, not her address or their text; the answer is the address's last use.
    const answers = await db<{ template: string }>('select template from mail_outbox where "to" = $1', ['maria@example.com']);
    expect(answers.map((m) => m.template)).toEqual(['erasure_request_done']);
    expect(await mailsTo('—')).toBeGreaterThan(0);
    expect(account).toEqual({ status: 'closed', email: null });
    expect(p).toMatchObject({ name: 'Maria Silva', cpf: '52998224725', birth_date: '1985-04-12' });
    expect(after).toEqual(before);
    expect(before['appointment.patient_id']).toBeGreaterThan(0);
  });
});
