import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { HealthRecordPage, healthRecordSelectors } from '../../pages/patient/health-record.page';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-health-record';

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    height: 900,
    title: 'Meu prontuário',
    pedro: 'Prontuário de Pedro Silva',
    empty: 'Nada no prontuário corresponde a estes filtros.',
    by: 'Por Dra. Ana Pediatra',
    house: 'Por Dr. Gregório House',
  },
  {
    locale: 'en-US',
    width: 390,
    height: 844,
    title: 'My health record',
    pedro: 'Health record of Pedro Silva',
    empty: 'Nothing in the record matches these filters.',
    by: 'By Dra. Ana Pediatra',
    house: 'By Dr. Gregório House',
  },
] as const;

/** Issue 19 item 6: Maria reads her health record, filters it, and reads her son Pedro's. */
describe('the patient’s health record', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  for (const v of VARIANTS) {
    it(`opens her record from the menu, filters it and switches to Pedro (${v.locale}, ${v.width}px)`, async () => {
      const { context, page } = await signInPatient(browser, patientUrl, demoPatient, {
        locale: v.locale,
        width: v.width,
        height: v.height,
      });
      contexts.push(context);
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${v.locale}-${v.width}-${name}.png`, fullPage: true });
      const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);

      // The home offers the record too.
      expect(await page.locator(healthRecordSelectors.homeAction).isVisible()).toBe(true);
      const record = await HealthRecordPage.open(page);
      expect(await record.title()).toBe(v.title);
      const mine = await record.items();
      await shot('1-mine');
      // Her record, newest first, ten a page (what other specs issued for her may come first).
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.length).toBeLessThanOrEqual(10);
      await noOverflow();

      await record.toggleType('APPOINTMENT');
      const appointments = await record.items();
      expect(appointments.length).toBeGreaterThan(0);
      expect(appointments.every((i) => i.type === 'APPOINTMENT')).toBe(true);
      // Her appointments with Dr. House among them.
      expect(appointments.some((i) => i.by === v.house)).toBe(true);
      expect(new URL(page.url()).searchParams.get('type')).toBe('APPOINTMENT');
      await shot('2-appointments');

      await record.period('2001-01-01', '2001-01-31');
      await record.empty().waitFor();
      expect(await record.empty().textContent()).toBe(v.empty);
      await noOverflow();
      await shot('3-empty');

      await record.clear();
      expect((await record.items()).length).toBe(mine.length);

      await record.switchTo('Pedro Silva', v.pedro);
      const pedro = await record.items();
      expect(pedro).toContainEqual({ type: 'APPOINTMENT', title: 'Consulta pediátrica', by: v.by });
      // The clinic does not share a dependent's clinical findings with the guardian (the seed's setting).
      expect(pedro.some((i) => i.type === 'NOTES' || i.type === 'DIAGNOSTIC')).toBe(false);
      await noOverflow();
      await shot('4-pedro');

      await record.openItem('Consulta pediátrica');
      await page.getByTestId('patient-appointment-detail').waitFor();

      // A record she does not reach (no such person, or another patient's): the not-found screen.
      await page.goto(`${patientUrl}/profile/person/ehr/6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11`);
      await page.getByTestId('page-not-found').waitFor();
    });
  }
});
