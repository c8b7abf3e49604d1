import { dateInZone, fieldLabel, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { DependentsPage } from '../../pages/patient/dependents.page';
import { HealthRecordPage } from '../../pages/patient/health-record.page';
import { LoginPage } from '../../pages/patient/login.page';
import { PersonAppointmentsPage } from '../../pages/patient/person-appointments.page';
import { SchedulePage, scheduleSelectors } from '../../pages/patient/schedule.page';
import { demoPatient } from './demo-users.fixtures';
import { demoClinicAdmin, schedulingApi } from './scheduling-api.fixtures';

/** Vascular surgery: no seeded professional has it, so its free times are this spec's professional's only. */
const SPECIALTY = '225203';
const SHOTS = '/tmp/shots-dependents';
type Api = Awaited<ReturnType<typeof schedulingApi>>;

/** Issue 18 item 2: Maria registers a dependent, finds them in her list, chooses them and books for them. */
describe('patient dependents', () => {
  const { patientUrl, gatewayUrl } = getStack();
  const gateway = gatewayClient(gatewayUrl);
  let api: Api;
  let professionalId: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const registered: Array<{ id: string; name: string }> = [];

  async function signedIn(locale: string, width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
    return page;
  }

  beforeAll(async () => {
    api = await schedulingApi(gatewayUrl);
    professionalId = await api.createProfessional('Dr. Caio Vascular', SPECIALTY);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await removeWhatWasMade().catch(() => undefined);
    await api?.cleanUp(); // cancels what is left, deactivates the professional
  });

  /**
   * Leaves Maria's dependents as the seed made them (other specs count them): the bookings (scheduled, never paid) are
   * deleted by the clinic, then Maria removes the dependents, who no longer have a health record. A dependent that
   * cannot be removed is deactivated (out of her lists).
   */
  async function removeWhatWasMade(): Promise<void> {
    const admin = await gateway.signIn(demoClinicAdmin);
    const maria = await gateway.signInByCpf(demoPatient);
    const { me } = await maria.call<{ me: { personId: string } }>('query { me { personId } }');
    const names = registered.map((d) => d.name);
    for (const booked of (await api.appointmentsOf(professionalId)).filter((a) => names.includes(a.patientName))) {
      await admin.call('mutation Del($id: ID!) { deleteAppointment(id: $id) { id } }', { id: booked.id }).catch(() => undefined);
    }
    for (const { id } of registered) {
      await maria
        .call('mutation Rm($p: ID!, $id: ID!) { removeDependent(parentId: $p, id: $id) { id } }', { p: me.personId, id })
        .catch(() => admin.call('mutation Off($id: ID!) { setPersonStatus(id: $id, active: false) { id } }', { id }));
    }
  }

  describe.each([
    { locale: 'pt-BR', lang: 'pt-BR' as const, width: 390, height: 844, name: 'Bento Silva', older: 'Davi Silva' },
    { locale: 'en-US', lang: 'en' as const, width: 1280, height: 900, name: 'Clara Silva', older: 'Eva Silva' },
  ])('in $locale at $width×$height', ({ locale, lang, width, height, name, older }) => {
    it('her home lists her dependents, each with a way to book and to their health record', async () => {
      const page = await signedIn(locale, width, height);
      const names = await DependentsPage.homeDependents(page);
      expect(names).toEqual(expect.arrayContaining(['Pedro Silva', 'Laura Silva']));
      const maria = await gateway.signInByCpf(demoPatient);
      const { persons } = await maria.call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query { persons(perPage: 100) { items { id name } } }',
      );
      const pedro = persons.items.find((p) => p.name === 'Pedro Silva')!;
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-home.png`, fullPage: true });
      await DependentsPage.openRecordFromHome(page, pedro.id);
      const record = new HealthRecordPage(page);
      await record.loaded();
      expect(await record.title()).toContain('Pedro Silva');
    });

    it('tells her, on the card of a child who turns 18 within 90 days, the day the child starts looking after their own data', async () => {
      // Turns 18 in 30 days, in the clinic's time zone (a 29 February birthday is moved a day, to exist 18 years before).
      let turns = new Date(Date.parse(`${dateInZone('America/Sao_Paulo')}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      if (turns.endsWith('-02-29')) turns = `${turns.slice(0, 5)}03-01`;
      const [y, m, d] = turns.split('-');
      const page = await signedIn(locale, width, height);
      const dependents = await DependentsPage.fromAccountMenu(page);
      await dependents.openRegistration();
      await dependents.fillAndSave({ name: older, birthDate: `${Number(y) - 18}-${m}-${d}`, relationship: 'CHILD' });
      expect(await dependents.names()).toContain(older);
      const maria = await gateway.signInByCpf(demoPatient);
      const { persons } = await maria.call<{ persons: { items: Array<{ id: string; name: string; status: string }> } }>(
        'query { persons(perPage: 100) { items { id name status } } }',
      );
      registered.push({ id: persons.items.find((p) => p.name === older && p.status === 'ACTIVE')!.id, name: older });

      const notice = await dependents.comingOfAge(older);
      expect(notice).toContain(lang === 'en' ? `Turns 18 on ${m}/${d}/${y}` : `Completa 18 anos em ${d}/${m}/${y}`);
      expect(notice).toContain(older.split(' ')[0]);
      // Pedro, years from it, has no notice.
      expect(await dependents.comingOfAge('Pedro Silva')).toBeNull();
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-coming-of-age.png`, fullPage: true });
    });

    it('registers a dependent (a bad CPF first), lists them, chooses them and books for them', async () => {
      const page = await signedIn(locale, width, height);
      const dependents = await DependentsPage.fromAccountMenu(page);
      await dependents.openRegistration();
      await dependents.fillAndSave({ name, birthDate: '2019-05-10', relationship: 'CHILD', cpf: '111.111.111-12' });
      expect(await dependents.fieldError('cpf')).toBe(format('cpfInvalid', lang, fieldLabel('cpf', lang)));
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-register-error.png`, fullPage: true });
      await dependents.saveWithoutCpf();
      expect(await dependents.names()).toContain(name);
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-list.png`, fullPage: true });

      const maria = await gateway.signInByCpf(demoPatient);
      const { persons } = await maria.call<{ persons: { items: Array<{ id: string; name: string; status: string }> } }>(
        'query { persons(perPage: 100) { items { id name status } } }',
      );
      const dependent = persons.items.find((p) => p.name === name && p.status === 'ACTIVE')!;
      registered.push({ id: dependent.id, name });

      await DependentsPage.openChoice(page, patientUrl);
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-choose.png`, fullPage: true });
      await DependentsPage.choose(page, dependent.id);
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-specialty.png`, fullPage: true });
      const schedule = new SchedulePage(page);
      await schedule.locator(scheduleSelectors.specialtyOption(SPECIALTY)).check();
      await schedule.next('slot');
      const slot = await api.freeSlotFrom(professionalId, 3);
      await schedule.showDay(slot.date);
      await schedule.chooseTime(professionalId, slot.startsAt);
      await schedule.toConfirm('Check-up');
      expect(await schedule.summary('patient').textContent()).toBe(name);
      await schedule.confirm();
      expect(await schedule.outcome()).toBe('booked');
      const protocol = await schedule.finish();

      const list = await PersonAppointmentsPage.open(page, patientUrl, 'upcoming');
      const card = await list.findCard(patientUrl, 'upcoming', protocol);
      expect(card).not.toBeNull();
      expect(await card!.textContent()).toContain(name);
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-appointments.png`, fullPage: true });

      // Now they have a health record: kept, and the dialog says why.
      const again = await DependentsPage.open(page, patientUrl);
      expect(await again.removeRefused(name)).toBe(format('dependentHasHealthRecord', lang));
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}-remove-refused.png` });
    });
  });
});
