import { now } from '@teleconsulta/schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewaySession, gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { ProfessionalTodayPage } from '../../pages/patient/professional-today.page';
import { SchedulePage } from '../../pages/patient/schedule.page';
import { demoPatient } from './demo-users.fixtures';
import { demoClinicAdmin, demoDependent } from './scheduling-api.fixtures';

const CARDIOLOGY = '225120';
const HOUSE = { email: 'dr.house@example.com', password: 'Medico123' } as const;
type Slot = { professionalId: string; date: string; startsAt: string };

/**
 * A zone where it is about 10 in the morning now, so that "today" has free hours whenever the suite runs: the clinic is
 * moved there for this story (and back afterwards). Etc/GMT-N is UTC+N.
 */
function morningZone(at = now()): string {
  let offset = 10 - at.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** SPEC §2's daily story across both sides: a patient books for a dependent, and the doctor sees it in today's list. */
describe('patient app: Maria books today for Pedro, and Dr. House sees it in his list of today', () => {
  const { patientUrl, gatewayUrl } = getStack();
  const client = gatewayClient(gatewayUrl);
  let admin: GatewaySession;
  let maria: GatewaySession;
  let houseId: string;
  let pedroId: string;
  let settingsBefore: { timeZone: string; allowsPatientToScheduleTimeBefore: number };
  let bookedId: string | null = null;
  let browser: Browser;

  beforeAll(async () => {
    admin = await client.signIn(demoClinicAdmin);
    maria = await client.signInByCpf(demoPatient);
    const { company } = await admin.call<{ company: { settings: typeof settingsBefore } }>(
      'query($id: ID!) { company(id: $id) { settings { timeZone allowsPatientToScheduleTimeBefore } } }',
      { id: admin.companyId },
    );
    settingsBefore = company.settings;
    await admin.call('mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
      id: admin.companyId,
      input: { settings: { timeZone: morningZone(), allowsPatientToScheduleTimeBefore: 0 } },
    });
    const { professionals } = await admin.call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
      'query { professionals(filter: { q: "House" }) { items { id name } } }',
    );
    houseId = professionals.items[0]!.id;
    await admin.call(
      'mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { today } }',
      {
        id: houseId,
        input: { skipHolidays: false, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true })) },
      },
    );
    const { me } = await maria.call<{ me: { personId: string } }>('query { me { personId } }');
    const { person } = await maria.call<{ person: { dependents: Array<{ id: string; name: string }> } }>(
      'query($id: ID!) { person(id: $id) { dependents { id name } } }',
      { id: me.personId },
    );
    pedroId = person.dependents.find((d) => d.name === demoDependent)!.id;
    browser = await launchBrowser({ locale: 'pt-BR' });
  });

  afterAll(async () => {
    await browser?.close();
    if (bookedId)
      await admin
        .call('mutation($id: ID!) { cancelAppointment(id: $id, reason: "e2e clean-up") { id } }', { id: bookedId })
        .catch(() => undefined);
    if (settingsBefore)
      await admin.call('mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
        id: admin.companyId,
        input: { settings: settingsBefore },
      });
  });

  it('books the first free time of today with Dr. House for Pedro, and it is in the doctor’s list with its reason', async () => {
    const { availableSlots } = await maria.call<{ availableSlots: { slots: Slot[] } }>(
      'query($id: ID) { availableSlots(professionalId: $id) { slots { professionalId date startsAt } } }',
      { id: houseId },
    );
    const today = availableSlots.slots[0]!.date;
    const slot = availableSlots.slots.find((s) => s.date === today)!;

    const patientContext = await browser.newContext({ locale: 'pt-BR' });
    const page = await patientContext.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
    const schedule = await SchedulePage.open(page, patientUrl);
    await schedule.toTimes(pedroId, CARDIOLOGY);
    await schedule.showDay(slot.date);
    await schedule.chooseTime(houseId, slot.startsAt);
    await schedule.toConfirm('Palpitações ao deitar');
    await schedule.confirm();
    expect(await schedule.outcome()).toBe('booked');
    const protocol = await schedule.finish();
    await patientContext.close();

    const { appointments } = await admin.call<{ appointments: { items: Array<{ id: string; protocol: string; startsAt: string }> } }>(
      'query($f: AppointmentFilter) { appointments(perPage: 100, filter: $f) { items { id protocol startsAt } } }',
      { f: { doctorId: houseId, from: today, to: today } },
    );
    const booked = appointments.items.find((a) => a.protocol === protocol)!;
    bookedId = booked.id;
    expect(booked.startsAt).toBe(slot.startsAt);

    const { context, page: doctor } = await signInDoctor(browser, patientUrl, HOUSE, { locale: 'pt-BR' });
    const list = await ProfessionalTodayPage.open(doctor, patientUrl);
    await expect.poll(() => list.rowIds()).toContain(booked.id);
    expect(await list.patient(booked.id)).toContain('Pedro Silva');
    expect(await list.reason(booked.id)).toContain('Palpitações ao deitar');
    expect(await list.statusText(booked.id)).toBe('Agendado');
    await doctor.screenshot({ path: '/tmp/house-today.png', fullPage: true });
    await context.close();
  });
});
