import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_CODE_GRACE_HOURS } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Appointment,
  as,
  BY_ACCESS,
  book,
  CANCEL_BY_ACCESS,
  codeOf,
  freeProfessional,
  type Ids,
  instant,
  localDay,
  type People,
  peopleWithHouseAlwaysAvailable,
  storedById,
} from './harness/booking.js';
import { type GqlResult, gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * SECURITY.md T24, single-purpose links: an appointment has one code for its room (/a/:id), one for its cancel page
 * (/cn/:id) and one for its payment page (/p/:id). A code opens its own page only, and a code of another purpose
 * answers exactly like an unknown one. Each expires with its purpose: the cancel code at the start, the payment code at
 * the end (or later, while a PIX it made can still be paid), the room code at the end + the grace. The one code of the
 * appointments booked before migration 0028 (`access`) keeps opening the three pages until its appointment ends.
 */

const LINKS = `query($id: ID!) { appointment(id: $id) { id protocol startsAt endsAt roomAccess cancelAccess paymentAccess } }`;
const PAYMENT_PAGE = `query($access: String!, $protocol: String!) { paymentByAccess(access: $access, protocol: $protocol) { appointmentStatus paid } }`;
const VOUCHER = `query($access: String!, $protocol: String!) { voucherValid(access: $access, protocol: $protocol, voucher: "BEMVINDO10") { code } }`;
const ON_SITE = `mutation($access: String!, $key: String!) { payOnSite(access: $access, idempotencyKey: $key) { paid } }`;
const PAY_PIX = `mutation($access: String!, $protocol: String!, $key: String!) {
  payAppointment(access: $access, protocol: $protocol, input: { method: PIX }, idempotencyKey: $key) { current { status pix { expiresAt } } } }`;
const JOIN = `mutation($access: String!) { joinRoom(access: $access) { role } }`;

type Page = 'CANCEL' | 'ROOM' | 'PAYMENT';
const PAGES: readonly Page[] = ['CANCEL', 'ROOM', 'PAYMENT'];
/** The services' path of each page's summary. */
const REST_PAGE: Record<Page, string> = { CANCEL: 'cancel', ROOM: 'access', PAYMENT: 'payment' };
type Links = { id: string; protocol: string; startsAt: string; endsAt: string; codes: Record<Page, string> };
type Summary = { protocol: string; canCancel: boolean; cancelBlockedCode: string | null; accessExpiresAt: string };

let stack: TestStack;
let p: People;
let ids: Ids;
let companyId: string;
let doctors: string[];

const anonymous = { locale: 'en' };
const unknown = () => randomBytes(24).toString('base64url');

let hour = 7;
/** A booking of Maria far ahead (day 20), by the clinic admin, and its three codes as the patient reads them. */
async function booked(doctorId = ids.house): Promise<Links> {
  hour += 1;
  const r = await book(stack, p.admin, {
    doctorId,
    patientId: ids.maria,
    startsAt: instant(localDay(20), `${String(hour).padStart(2, '0')}:00`),
  });
  expect(r.errors).toBeUndefined();
  return linksOf(r.data!.bookAppointment, p.maria);
}
async function linksOf(a: Pick<Appointment, 'id'>, who = p.maria): Promise<Links> {
  const r = await gql<{
    appointment: {
      id: string;
      protocol: string;
      startsAt: string;
      endsAt: string;
      roomAccess: string;
      cancelAccess: string;
      paymentAccess: string;
    };
  }>(stack.gatewayUrl, LINKS, { id: a.id }, as(who));
  expect(r.errors).toBeUndefined();
  const x = r.data!.appointment;
  return {
    id: x.id,
    protocol: x.protocol,
    startsAt: x.startsAt,
    endsAt: x.endsAt,
    codes: { ROOM: x.roomAccess, CANCEL: x.cancelAccess, PAYMENT: x.paymentAccess },
  };
}

/** Moves an appointment around now (minutes from now), as time would: only a professional with nothing else booked. */
async function move(a: Links, fromMinutes: number, toMinutes: number): Promise<Links> {
  await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
    tx.execute(sql`update appointment set starts_at = app_now() + make_interval(mins => ${fromMinutes}),
                                          ends_at = app_now() + make_interval(mins => ${toMinutes}) where id = ${a.id}`),
  );
  return linksOf(a);
}
/** Gives an appointment the one code every appointment had before migration 0028 (what 0028 keeps as `access`). */
async function withLegacyCode(a: Links): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
    tx.execute(sql`update appointment set access = ${code} where id = ${a.id}`),
  );
  return code;
}

const summary = (code: string, page: Page) =>
  gql<{ appointmentByAccess: Summary | null }>(stack.gatewayUrl, BY_ACCESS, { access: code, page }, anonymous);
const restSummary = async (code: string, page: Page) => {
  const res = await fetch(`${stack.servicesUrl}/appointment/consultorio/${REST_PAGE[page]}?access=${encodeURIComponent(code)}`);
  return { status: res.status, body: await res.json() };
};
const cancelBy = (code: string) =>
  gql<{ cancelAppointmentByAccess: Summary }>(stack.gatewayUrl, CANCEL_BY_ACCESS, { access: code, reason: 'Imprevisto' }, anonymous);
const restCancel = async (code: string) => {
  const res = await fetch(`${stack.servicesUrl}/appointment/consultorio/cancel?access=${encodeURIComponent(code)}&reason=x`, {
    method: 'PUT',
  });
  return { status: res.status, body: await res.json() };
};
const paymentPage = (code: string, protocol: string) =>
  gql<{ paymentByAccess: { appointmentStatus: string; paid: boolean } | null }>(
    stack.gatewayUrl,
    PAYMENT_PAGE,
    { access: code, protocol },
    anonymous,
  );
const restPaymentPage = async (code: string, protocol: string) => {
  const res = await fetch(`${stack.servicesUrl}/payment?access=${encodeURIComponent(code)}&protocol=${encodeURIComponent(protocol)}`);
  return { status: res.status, body: await res.json() };
};
const voucher = (code: string, protocol: string) => gql(stack.gatewayUrl, VOUCHER, { access: code, protocol }, anonymous);
/** Pay on site with a fixed idempotency key per code: answers stay comparable, and nothing is charged. */
const onSite = (code: string) => gql(stack.gatewayUrl, ON_SITE, { access: code, key: `k-${code.slice(0, 12)}` }, anonymous);
const join = (code: string) => gql<{ joinRoom: { role: string } }>(stack.gatewayUrl, JOIN, { access: code }, as(p.house));
const restJoin = async (code: string) => {
  const res = await fetch(`${stack.servicesUrl}/room/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.house.accessToken}`, 'x-company-id': companyId },
    body: JSON.stringify({ access: code }),
  });
  return { status: res.status, body: await res.json() };
};

/** Every way a page answers a code, without changing anything: the same for a code that does not open it as for an unknown one. */
async function answersOf(page: Page, code: string, protocol: string) {
  switch (page) {
    case 'CANCEL':
      return [await summary(code, 'CANCEL'), await restSummary(code, 'CANCEL')];
    case 'ROOM':
      return [await summary(code, 'ROOM'), await restSummary(code, 'ROOM')];
    case 'PAYMENT':
      return [
        await summary(code, 'PAYMENT'),
        await restSummary(code, 'PAYMENT'),
        await paymentPage(code, protocol),
        await restPaymentPage(code, protocol),
        await voucher(code, protocol),
      ];
  }
}
const opens = (r: GqlResult<{ appointmentByAccess: Summary | null }>) => r.data?.appointmentByAccess?.protocol ?? null;

beforeAll(async () => {
  stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400', APPOINTMENT_HOLD_SWEEP_MS: '3600000' } });
  ({ p, ids } = await peopleWithHouseAlwaysAvailable(stack));
  companyId = p.admin.viewer.companyId;
  // Appointments moved around now each get a professional of their own: nothing of the demo's overlaps them.
  doctors = [];
  for (const n of [1, 2, 3, 4, 5]) doctors.push(await freeProfessional(stack, p.admin, `Dr. Link ${n}`, `77124${n}`));
});
afterAll(async () => {
  await stack?.close();
});

describe('single-purpose short links (SECURITY.md T24)', () => {
  it('an appointment has three codes of 192 random bits, all different; the professional reads only the room’s', async () => {
    const a = await booked();
    const codes = Object.values(a.codes);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(codes).size).toBe(3);
    // The clinic reads the same three (the console shows them); the professional the room's only.
    expect((await linksOf(a, p.admin)).codes).toEqual(a.codes);
    const doctor = await gql<{ appointment: { roomAccess: string | null; cancelAccess: string | null; paymentAccess: string | null } }>(
      stack.gatewayUrl,
      LINKS,
      { id: a.id },
      as(p.house),
    );
    expect(doctor.data!.appointment).toMatchObject({ roomAccess: a.codes.ROOM, cancelAccess: null, paymentAccess: null });
    // No appointment booked now has the old all-purpose code.
    const [legacy] = await inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      const found = await tx.execute(sql`select access from appointment where id = ${a.id}`);
      return (found as unknown as { rows: Array<{ access: string | null }> }).rows;
    });
    expect(legacy!.access).toBeNull();
  });

  it('each code opens only its own page; a code of another purpose answers exactly like an unknown one, GraphQL and REST', async () => {
    const a = await booked();
    for (const page of PAGES) {
      expect(opens(await summary(a.codes[page], page))).toBe(a.protocol);
      expect((await restSummary(a.codes[page], page)).status).toBe(200);
      const nobody = await answersOf(page, unknown(), a.protocol);
      // The answer of an unknown code names nothing of this code: a random one answers the same.
      expect(await answersOf(page, unknown(), a.protocol)).toEqual(nobody);
      for (const other of PAGES.filter((x) => x !== page)) {
        expect(await answersOf(page, a.codes[other], a.protocol), `${other} code on the ${page} page`).toEqual(nobody);
      }
    }
    // The SPEC §8 answers of an unknown code, which the wrong-purpose codes gave above.
    expect((await summary(unknown(), 'ROOM')).errors![0]).toMatchObject({
      message: 'Unable to retrieve data',
      extensions: { code: 'UNABLE_TO_RETRIEVE_DATA', status: 400 },
    });
    expect(await restSummary(unknown(), 'CANCEL')).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Não encontrado' } });
    expect((await paymentPage(unknown(), a.protocol)).data).toEqual({ paymentByAccess: null });

    // The payment page's own calls: the payment code pays, another one is unknown.
    expect((await paymentPage(a.codes.PAYMENT, a.protocol)).data!.paymentByAccess).toMatchObject({ appointmentStatus: 'SCHEDULED' });
    expect((await voucher(a.codes.PAYMENT, a.protocol)).errors).toBeUndefined();
    const noSite = await onSite(unknown());
    expect(codeOf(noSite)).toBe('NOT_FOUND');
    for (const other of [a.codes.ROOM, a.codes.CANCEL]) expect((await onSite(other)).errors).toEqual(noSite.errors);

    // The room: only the room code lets its professional in.
    const noRoom = await join(unknown());
    expect(codeOf(noRoom)).toBe('ROOM_UNAVAILABLE');
    const noRoomRest = await restJoin(unknown());
    for (const other of [a.codes.CANCEL, a.codes.PAYMENT]) {
      expect(await join(other)).toEqual(noRoom);
      expect(await restJoin(other)).toEqual(noRoomRest);
    }
    expect((await join(a.codes.ROOM)).data!.joinRoom.role).toBe('PROFESSIONAL');

    // Cancelling: neither the room code nor the payment code cancels; the cancel code does.
    const noCancel = await cancelBy(unknown());
    expect(codeOf(noCancel)).toBe('NOT_FOUND');
    const noCancelRest = await restCancel(unknown());
    for (const other of [a.codes.ROOM, a.codes.PAYMENT]) {
      expect(await cancelBy(other)).toEqual(noCancel);
      expect(await restCancel(other)).toEqual(noCancelRest);
    }
    expect((await storedById(stack, companyId, a.id))!.status).toBe('SCHEDULED');
    expect((await cancelBy(a.codes.CANCEL)).data!.cancelAppointmentByAccess).toMatchObject({ protocol: a.protocol });
    expect((await storedById(stack, companyId, a.id))!.status).toBe('CANCELLED');
  });

  it('each code expires with its purpose: cancel at the start, payment at the end, the room at the end + the grace', async () => {
    const a = await booked(doctors[0]);
    expect((await summary(a.codes.CANCEL, 'CANCEL')).data!.appointmentByAccess!.accessExpiresAt).toBe(a.startsAt);
    expect((await summary(a.codes.PAYMENT, 'PAYMENT')).data!.appointmentByAccess!.accessExpiresAt).toBe(a.endsAt);
    expect((await summary(a.codes.ROOM, 'ROOM')).data!.appointmentByAccess!.accessExpiresAt).toBe(
      new Date(Date.parse(a.endsAt) + ACCESS_CODE_GRACE_HOURS * 3_600_000).toISOString(),
    );

    // Started five minutes ago: the cancel code is gone (an unknown code's answer on every cancel path), the rest work.
    const started = await move(a, -5, 25);
    const [noSummary, noRest] = await answersOf('CANCEL', unknown(), a.protocol);
    expect(await answersOf('CANCEL', started.codes.CANCEL, a.protocol)).toEqual([noSummary, noRest]);
    expect(await cancelBy(started.codes.CANCEL)).toEqual(await cancelBy(unknown()));
    expect(opens(await summary(started.codes.ROOM, 'ROOM'))).toBe(a.protocol);
    expect(opens(await summary(started.codes.PAYMENT, 'PAYMENT'))).toBe(a.protocol);
    expect((await paymentPage(started.codes.PAYMENT, a.protocol)).data!.paymentByAccess).not.toBeNull();

    // Ended an hour ago: only the room code still works (the grace: the patient may come back to rate it).
    const ended = await move(a, -90, -60);
    for (const page of ['CANCEL', 'PAYMENT'] as const) {
      expect(await answersOf(page, ended.codes[page], a.protocol)).toEqual(await answersOf(page, unknown(), a.protocol));
    }
    expect(opens(await summary(ended.codes.ROOM, 'ROOM'))).toBe(a.protocol);

    // Past the grace: nothing.
    const gone = await move(a, -(ACCESS_CODE_GRACE_HOURS * 60 + 90), -(ACCESS_CODE_GRACE_HOURS * 60 + 30));
    for (const page of PAGES) {
      expect(await answersOf(page, gone.codes[page], a.protocol)).toEqual(await answersOf(page, unknown(), a.protocol));
    }
  });

  it('a payment code follows the PIX it made: past the end while the PIX can be paid, not after it expired', async () => {
    const a = await booked(doctors[1]);
    const pix = await gql<{ payAppointment: { current: { status: string; pix: { expiresAt: string } } } }>(
      stack.gatewayUrl,
      PAY_PIX,
      { access: a.codes.PAYMENT, protocol: a.protocol, key: randomUUID() },
      anonymous,
    );
    expect(pix.errors).toBeUndefined();
    expect(pix.data!.payAppointment.current.status).toBe('PENDING');
    const ended = await move(a, -60, -30);
    const page = await summary(ended.codes.PAYMENT, 'PAYMENT');
    expect(page.data!.appointmentByAccess!.accessExpiresAt).toBe(pix.data!.payAppointment.current.pix.expiresAt);
    expect((await paymentPage(ended.codes.PAYMENT, a.protocol)).data!.paymentByAccess).not.toBeNull();
    await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
      tx.execute(sql`update payment set pix_expires_at = app_now() - interval '1 minute' where appointment_id = ${a.id}`),
    );
    expect(await answersOf('PAYMENT', ended.codes.PAYMENT, a.protocol)).toEqual(await answersOf('PAYMENT', unknown(), a.protocol));
  });

  it('the one code of an appointment booked before 0028 opens the three pages until the appointment ends, not after', async () => {
    // Ahead: the three pages, the payment page's calls and the room, each saying it expires at the end.
    const ahead = await booked();
    const legacy = await withLegacyCode(ahead);
    for (const page of PAGES) {
      const r = await summary(legacy, page);
      expect(r.data!.appointmentByAccess).toMatchObject({ protocol: ahead.protocol, accessExpiresAt: ahead.endsAt });
    }
    expect((await paymentPage(legacy, ahead.protocol)).data!.paymentByAccess).toMatchObject({ appointmentStatus: 'SCHEDULED' });
    expect((await join(legacy)).data!.joinRoom.role).toBe('PROFESSIONAL');
    // Its own new codes work beside it.
    expect(opens(await summary(ahead.codes.CANCEL, 'CANCEL'))).toBe(ahead.protocol);

    // Under way: the room and payment pages open; the cancel page opens too, and says it can no longer be cancelled.
    const running = await move(await booked(doctors[2]), -5, 25);
    const runningCode = await withLegacyCode(running);
    expect((await summary(runningCode, 'CANCEL')).data!.appointmentByAccess).toMatchObject({
      canCancel: false,
      cancelBlockedCode: 'APPOINTMENT_STARTED',
    });
    expect(codeOf(await cancelBy(runningCode))).toBe('APPOINTMENT_STARTED');
    expect(opens(await summary(runningCode, 'ROOM'))).toBe(running.protocol);
    expect(opens(await summary(runningCode, 'PAYMENT'))).toBe(running.protocol);

    // Ended an hour ago: no grace for the old code on any page, while the new room code still opens the room.
    const ended = await move(await booked(doctors[3]), -90, -60);
    const endedCode = await withLegacyCode(ended);
    for (const page of PAGES) {
      expect(await answersOf(page, endedCode, ended.protocol), page).toEqual(await answersOf(page, unknown(), ended.protocol));
    }
    expect(await join(endedCode)).toEqual(await join(unknown()));
    expect(opens(await summary(ended.codes.ROOM, 'ROOM'))).toBe(ended.protocol);
  });

  it('the short-link answers are never cached (Cache-Control: no-store)', async () => {
    const a = await booked();
    for (const page of PAGES) {
      const res = await fetch(stack.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: BY_ACCESS, variables: { access: a.codes[page], page } }),
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { data: { appointmentByAccess: Summary } }).data.appointmentByAccess.protocol).toBe(a.protocol);
    }
  });
});
