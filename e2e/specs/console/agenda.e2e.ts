import { appointmentStatusName, dateInZone } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { AgendaPage } from '../../pages/console/agenda.page';
import { AppointmentShowPage } from '../../pages/console/appointment-show.page';
import { agendaApi } from './agenda-api.fixtures';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const TZ = 'America/Sao_Paulo';
const SHOTS = '/tmp/shots-agenda';
const viewport = { width: 1280, height: 900 };
const HOUSE = 'Dr. Gregório House';

const same = (a: string | undefined, b: string) => a !== undefined && Date.parse(a) === Date.parse(b);
const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: TZ }).format(new Date(iso));
const localTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: TZ }).format(new Date(iso));

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the agenda — the clinic admin books Maria’s dependent and moves it (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof agendaApi>>;
  let agenda: AgendaPage;
  let houseId: string;
  let pedroId: string;
  let starts: string[];
  let target: string;
  let bookedId: string;
  const booked: string[] = [];

  beforeAll(async () => {
    api = await agendaApi(gatewayUrl, 'pt-BR');
    houseId = await api.professionalId(HOUSE);
    pedroId = await api.personId('Pedro Silva');
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  afterAll(async () => {
    for (const id of booked) await api.remove(id).catch(() => undefined);
  });

  it('opens the agenda with its heading and shows Dr. House’s free slots from the availability engine', async () => {
    agenda = await AgendaPage.open(page, consoleUrl);
    expect(await agenda.heading().textContent()).toBe('Agenda');
    await agenda.chooseProfessional(HOUSE);
    starts = await agenda.showWeekWithFreeSlots(houseId);
    // Exactly the engine's free slots for the days on screen (from the first to the last shown).
    const engine = await api.freeSlots(houseId, dateInZone(TZ, new Date(starts[0]!)), dateInZone(TZ, new Date(starts.at(-1)!)));
    expect(starts.map((s) => Date.parse(s))).toEqual(engine.map((s) => Date.parse(s)));
  });

  it('books Pedro, Maria’s dependent, found by Maria’s CPF, into a free slot; it shows on the calendar', async () => {
    target = starts[1]!;
    await agenda.openBooking(houseId, target);
    expect(await agenda.dialogWhen()).toBe(`${when(target, 'pt-BR')} com ${HOUSE}`);
    await agenda.search(demoPatient.cpf);
    expect(await agenda.resultText('Maria Silva')).toContain('CPF 529.982.247-25');
    expect(await agenda.resultText('Pedro Silva')).toContain('Dependente de Maria Silva');
    await agenda.choose('Pedro Silva');
    await agenda.confirm();
    await agenda.dialog().waitFor({ state: 'detached' });
    await expect.poll(async () => (await api.appointmentsOf(pedroId, houseId)).find((a) => same(a.startsAt, target))?.id).toBeTruthy();
    bookedId = (await api.appointmentsOf(pedroId, houseId)).find((a) => same(a.startsAt, target))!.id;
    booked.push(bookedId);
    await agenda.idle();
    const event = agenda.appointment(bookedId);
    await event.waitFor();
    const text = (await event.textContent()) ?? '';
    expect(text).toContain('Pedro Silva');
    expect(same((await agenda.appointmentStart(bookedId)) ?? undefined, target)).toBe(true);
    expect(text).toContain(appointmentStatusName('SCHEDULED', 'pt-BR'));
    // The slot is no longer offered.
    expect(await agenda.freeSlotStarts(houseId)).not.toContain(target);
    await page.screenshot({ path: `${SHOTS}/pt-BR-1280-booked.png`, fullPage: true });
  });

  it('moves it to another free slot with the move action; the appointment’s start changed', async () => {
    const other = (await agenda.freeSlotStarts(houseId)).find((s) => Date.parse(s) > Date.parse(target))!;
    expect(other).toBeTruthy();
    await agenda.startMove(bookedId);
    expect(await agenda.movingBanner().textContent()).toContain('Escolha um horário livre para Pedro Silva');
    await agenda.clickSlot(houseId, other);
    await expect.poll(async () => same((await api.appointment(bookedId))?.startsAt, other), { timeout: 10_000 }).toBe(true);
    await agenda.idle();
    await expect.poll(async () => same((await agenda.appointmentStart(bookedId)) ?? undefined, other)).toBe(true);
    // The old time is free again.
    await expect.poll(() => agenda.freeSlotStarts(houseId)).toContain(target);
    await page.screenshot({ path: `${SHOTS}/pt-BR-1280-moved.png`, fullPage: true });
    // A click on the appointment opens its page, with the new time.
    await agenda.openAppointment(bookedId);
    await page.waitForURL((url) => url.hash === `#/appointments/${bookedId}/show`);
    const show = await AppointmentShowPage.ready(page);
    expect(await show.text('startTime')).toContain(localTime(other));
    // The patient is a reference: its name arrives after the appointment's own fields.
    await expect.poll(() => show.text('patientId')).toBe('Pedro Silva');
  });
});

describe('console: the agenda in English — a time taken meanwhile is refused with SPEC’s text', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;
  let api: Awaited<ReturnType<typeof agendaApi>>;
  let agenda: AgendaPage;
  const booked: string[] = [];

  beforeAll(async () => {
    api = await agendaApi(gatewayUrl, 'en');
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  afterAll(async () => {
    for (const id of booked) await api.remove(id).catch(() => undefined);
  });

  it('João, found by his CNS, cannot have a time another receptionist just booked; nothing is saved', async () => {
    const houseId = await api.professionalId(HOUSE);
    const joaoId = await api.personId('João Souza');
    const anaId = await api.personId('Ana Souza');
    agenda = await AgendaPage.open(page, consoleUrl);
    expect(await agenda.heading().textContent()).toBe('Agenda');
    await agenda.chooseProfessional(HOUSE);
    const starts = await agenda.showWeekWithFreeSlots(houseId);
    const slot = starts[2]!;
    await agenda.openBooking(houseId, slot);
    expect(await agenda.dialogWhen()).toBe(`${when(slot, 'en-US')} with ${HOUSE}`);
    await agenda.search('700 0000 0000 0005');
    expect(await agenda.resultText('João Souza')).toContain('CNS 700 0000 0000 0005');
    await agenda.choose('João Souza');
    // Another receptionist books the same time for someone else first.
    booked.push(await api.book(houseId, anaId, slot));
    await agenda.confirm();
    await expect.poll(() => agenda.bookError().textContent(), { timeout: 10_000 }).toBe('This time is no longer available');
    await expect(agenda.dialog().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}/en-US-1280-slot-taken.png`, fullPage: true });
    expect((await api.appointmentsOf(joaoId, houseId)).filter((a) => same(a.startsAt, slot))).toEqual([]);
  });

  it('fits 1440 px; at 390 px the week scrolls inside its card, not the page', async () => {
    await agenda.closeDialog();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => agenda.laidOut()).toBe(true);
    expect((await agenda.widths()).document).toBeLessThanOrEqual(1440);
    await page.screenshot({ path: `${SHOTS}/en-US-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await agenda.widths()).document).toBeLessThanOrEqual(390);
    await expect.poll(() => agenda.laidOut()).toBe(true);
    const narrow = await agenda.widths();
    expect(narrow.calendarScroll).toBeGreaterThan(narrow.calendarClient);
    await page.screenshot({ path: `${SHOTS}/en-US-390.png`, fullPage: true });
  });
});
