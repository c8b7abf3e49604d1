import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nowMs } from '@teleconsulta/schema';
import { createApp, type ServicesApp } from '@teleconsulta/services/app';
import { parseConfig as parseServicesConfig } from '@teleconsulta/services/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment, setAppointmentStatus } from './factories/appointments.js';
import { createTestDatabase, type TestDatabase, testEngine } from './harness/database.js';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { gatewayInFrontOf, listenOnFreePort } from './harness/in-process.js';
import type { OutboxMail } from './harness/outbox.js';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';
const PATIENT_APP_URL = 'https://pacientes.example.com';
const HOUR = 3_600_000;
const HOUSE = 'dr.house@example.com';

type Mail = OutboxMail;
const OUTBOX = 'query { outbox(perPage: 100) { total items { id to subject text html template locale status } } }';

/** The back end on a database that outlives it (a PGlite directory or a PostgreSQL database), to restart it. */
type Node = { services: ServicesApp; gatewayUrl: string; close: () => Promise<void> };

async function boot(database: { url?: string; dataDir: string }, env: Record<string, string> = {}): Promise<Node> {
  const services = await createApp(
    parseServicesConfig({
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN,
      NOTICE_INTERVAL_MS: '0',
      PATIENT_APP_URL,
      ...env,
    }),
  );
  const gateway = gatewayInFrontOf(await listenOnFreePort(services), INTERNAL_TOKEN);
  const gatewayUrl = await gateway.start();
  await gateway.deps.flow.whenReady();
  return {
    services,
    gatewayUrl,
    close: async () => {
      await gateway.stop();
      await services.close();
    },
  };
}

let database: TestDatabase;
let dataDir: string;
let node: Node;
let admin: SignedIn;
let adminB: SignedIn;
let maria: SignedIn;

const notices = async (who: SignedIn = admin, at: Node = node) => {
  const r = await gql<{ outbox: { items: Mail[] } }>(at.gatewayUrl, OUTBOX, {}, { token: who.accessToken });
  expect(r.errors).toBeUndefined();
  return r.data!.outbox.items.filter((m) => m.template.startsWith('appointment_'));
};
/** The mails of an appointment: those with its room link (every notice has one). */
const about = (mails: Mail[], a: MadeAppointment) => mails.filter((m) => m.text.includes(`/a/${encodeURIComponent(a.roomCode)}`));

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = testEngine() === 'pglite' ? mkdtempSync(join(tmpdir(), 'tc-notice-')) : 'memory://';
  node = await boot({ url: database.url, dataDir });
  [admin, adminB, maria] = await signInAs(node, 'admin', 'adminB', 'maria');
  // Maria writes to the clinic in English: her language from then on.
  const sent = await gql(
    node.gatewayUrl,
    'mutation($input: NewMessageInput!) { sendMessage(input: $input) { code } }',
    { input: { subject: 'Question', body: 'Can I bring my exams?' } },
    { token: maria.accessToken, locale: 'en' },
  );
  expect(sent.errors).toBeUndefined();
});
afterAll(async () => {
  await node?.close();
  await database?.drop();
  if (dataDir && dataDir !== 'memory://') rmSync(dataDir, { recursive: true, force: true });
});

describe('appointment confirmations and reminders', () => {
  let booked: MadeAppointment; // Maria's, booked now, 50 days ahead
  let older: MadeAppointment; // João's, booked before the notices started
  let pedros: MadeAppointment; // Pedro's (Maria's dependent), booked now
  let cancelled: MadeAppointment; // Maria's, booked before, then cancelled

  beforeAll(async () => {
    const db = node.services.ctx.db;
    const beforeNotices = new Date(nowMs() - 10 * 86_400_000);
    booked = await makeAppointment(db, { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0, 50) });
    older = await makeAppointment(db, {
      doctorEmail: HOUSE,
      patientName: 'João Souza',
      startsAt: farSlot(2, 50),
      createdAt: beforeNotices,
    });
    pedros = await makeAppointment(db, {
      doctorEmail: 'dra.ana@example.com',
      patientName: 'Pedro Silva',
      startsAt: farSlot(4, 50),
      priceCents: 0,
    });
    cancelled = await makeAppointment(db, {
      doctorEmail: HOUSE,
      patientName: 'Maria Silva',
      startsAt: farSlot(6, 50),
      createdAt: beforeNotices,
    });
    await setAppointmentStatus(db, cancelled.id, 'CANCELLED');
  });

  it('a new booking gets its confirmation, in the patient’s language, with the room, cancel and payment links', async () => {
    expect(await notices()).toEqual([]);
    const run = await node.services.notices.runOnce();
    // This run also sends the demo's reminders that are due at this hour in both clinics (tomorrow's 09:00 is within
    // 24 h late in the evening): it counts what it wrote, and the two new bookings got one confirmation each.
    const sent = [...(await notices()), ...(await notices(adminB))];
    expect(run.sent).toBe(sent.length);
    expect(about(sent, booked).map((m) => m.template)).toEqual(['appointment_confirmation']);
    expect(about(sent, pedros).map((m) => m.template)).toEqual(['appointment_confirmation']);
    expect(sent.filter((m) => m.template === 'appointment_confirmation')).toHaveLength(2);
    const [mail] = about(sent, booked);
    expect(mail).toMatchObject({
      to: 'maria@example.com',
      subject: 'Your appointment at Clínica Saúde Total is booked',
      template: 'appointment_confirmation',
      locale: 'en',
      status: 'OUTBOX',
    });
    const code = (c: string) => encodeURIComponent(c);
    expect(mail!.text).toContain('Hello, Maria.');
    expect(mail!.text).toContain(`Enter the room: ${PATIENT_APP_URL}/a/${code(booked.roomCode)}`);
    expect(mail!.text).toContain(`Cancel the appointment: ${PATIENT_APP_URL}/cn/${code(booked.cancelCode)}`);
    expect(mail!.text).toContain(`Pay for the appointment: ${PATIENT_APP_URL}/p/${code(booked.paymentCode)}`);
    expect(mail!.html).toContain(`href="${PATIENT_APP_URL}/a/${code(booked.roomCode)}"`);
    // No clinical data: not the professional, the specialty, the title or the reason.
    for (const secret of ['House', 'Cardio', 'cardio', 'Consulta', 'reason']) expect(mail!.text + mail!.html).not.toContain(secret);
  });

  it('SECURITY.md T24: the room, cancel and payment links carry three different codes, each its page’s own', async () => {
    const [mail] = about(await notices(), booked);
    const linked = (path: string) => [...mail!.text.matchAll(new RegExp(`${PATIENT_APP_URL}/${path}/(\\S+)`, 'g'))].map((m) => m[1]);
    const [room, cancel, payment] = [linked('a'), linked('cn'), linked('p')];
    expect([room.length, cancel.length, payment.length]).toEqual([1, 1, 1]);
    expect(new Set([room[0], cancel[0], payment[0]]).size).toBe(3);
    const [stored] = await node.services.ctx.db.query<{ room_code: string; cancel_code: string; payment_code: string }>(
      'select room_code, cancel_code, payment_code from appointment where id = $1',
      [booked.id],
    );
    expect({ room: room[0], cancel: cancel[0], payment: payment[0] }).toEqual({
      room: encodeURIComponent(stored!.room_code),
      cancel: encodeURIComponent(stored!.cancel_code),
      payment: encodeURIComponent(stored!.payment_code),
    });
    // The HTML part links the same codes.
    expect(mail!.html).toContain(`href="${PATIENT_APP_URL}/cn/${cancel[0]}"`);
    expect(mail!.html).toContain(`href="${PATIENT_APP_URL}/p/${payment[0]}"`);
  });

  it('the guardian is told of a dependent’s appointment, by name; a free one has no payment link', async () => {
    const [mail] = about(await notices(), pedros);
    expect(mail).toMatchObject({ to: 'maria@example.com', locale: 'en' });
    expect(mail!.text).toContain('Patient: Pedro.');
    expect(mail!.text).not.toContain('/p/');
  });

  it('running the worker again sends nothing twice; no late confirmation for appointments booked before', async () => {
    const before = await notices();
    expect((await node.services.notices.runOnce()).sent).toBe(0);
    expect(await notices()).toEqual(before);
    expect(about(before, older)).toEqual([]);
  });

  it('24 h and 1 h before: one reminder each, in Portuguese for a patient who never wrote, each sent once', async () => {
    const start = new Date(older.startsAt).getTime();
    await node.services.notices.runOnce(new Date(start - 25 * HOUR));
    expect(about(await notices(), older)).toEqual([]);
    await node.services.notices.runOnce(new Date(start - 23 * HOUR));
    await node.services.notices.runOnce(new Date(start - 22 * HOUR));
    let mails = about(await notices(), older);
    expect(mails.map((m) => [m.template, m.to, m.locale])).toEqual([['appointment_reminder_24h', 'joao@example.com', 'pt-BR']]);
    expect(mails[0]!.subject).toMatch(/^Lembrete: sua consulta na Clínica Saúde Total em /);
    expect(mails[0]!.text).toContain('Olá, João.');
    expect(mails[0]!.text).toContain(`Entrar na sala: ${PATIENT_APP_URL}/a/`);

    await node.services.notices.runOnce(new Date(start - 50 * 60_000));
    await node.services.notices.runOnce(new Date(start - 40 * 60_000));
    mails = about(await notices(), older);
    expect(mails.map((m) => m.template)).toEqual(['appointment_reminder_1h', 'appointment_reminder_24h']);
    expect(mails[0]!.subject).toMatch(/^Sua consulta na Clínica Saúde Total começa em breve, às \d\d:\d\d$/);
    // After the start, nothing more.
    await node.services.notices.runOnce(new Date(start + HOUR));
    expect(about(await notices(), older)).toHaveLength(2);
  });

  it('a cancelled appointment gets no reminder', async () => {
    const start = new Date(cancelled.startsAt).getTime();
    await node.services.notices.runOnce(new Date(start - 23 * HOUR));
    await node.services.notices.runOnce(new Date(start - 30 * 60_000));
    expect(about(await notices(), cancelled)).toEqual([]);
  });

  it('a user of another company gets nothing of these mails', async () => {
    const mine = await notices();
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await notices(adminB);
    expect(theirs.filter((m) => mine.some((x) => x.id === m.id))).toEqual([]);
    expect(theirs.every((m) => !m.to.endsWith('@example.com') || m.to === 'carla@example.com')).toBe(true);
    const r = await gql(
      node.gatewayUrl,
      `query($id: ID!) { outboxMail(id: $id) { id } }`,
      { id: mine[0]!.id },
      { token: adminB.accessToken },
    );
    expect(r.data).toEqual({ outboxMail: null });
  });

  it.runIf(testEngine() === 'postgres')('two instances running at once send each notice once', async () => {
    const other = await boot({ url: database.url, dataDir: 'memory://' });
    try {
      const twins = await Promise.all(
        [3, 5, 7].map((slot) =>
          makeAppointment(node.services.ctx.db, { doctorEmail: HOUSE, patientName: 'João Souza', startsAt: farSlot(slot, 52) }),
        ),
      );
      const runs = await Promise.all([node.services.notices.runOnce(), other.services.notices.runOnce(), node.services.notices.runOnce()]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
      const mails = await notices();
      for (const twin of twins) expect(about(mails, twin).map((m) => m.template)).toEqual(['appointment_confirmation']);
    } finally {
      await other.close();
    }
  });

  describe('after a restart (a new process on the same database)', () => {
    it('sends nothing again, and its timer sends what becomes due', async () => {
      const before = await notices();
      await node.close();
      node = await boot({ url: database.url, dataDir }, { NOTICE_INTERVAL_MS: '100' });
      // Nothing already sent goes again, at any of the earlier moments.
      const start = new Date(older.startsAt).getTime();
      for (const at of [undefined, new Date(start - 23 * HOUR), new Date(start - 40 * 60_000)]) {
        await node.services.notices.runOnce(at);
      }
      expect(await notices()).toEqual(before);
      // A booking made now is confirmed by the running worker on its own.
      const fresh = await makeAppointment(node.services.ctx.db, {
        doctorEmail: HOUSE,
        patientName: 'Maria Silva',
        startsAt: farSlot(8, 50),
      });
      await expect
        .poll(async () => about(await notices(), fresh).map((m) => m.template), { timeout: 10_000 })
        .toEqual(['appointment_confirmation']);
      expect((await notices()).length).toBe(before.length + 1);
    });
  });
});
