import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { ProfessionalEhrPage } from '../../pages/patient/professional-ehr.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { demoDoctor, demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-professional-ehr';

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    height: 900,
    type: 'DIAGNOSTIC',
    total: /^Itens: \d+$/,
    empty: 'Nada no prontuário corresponde a estes filtros.',
    house: 'Por Dr. Gregório House',
  },
  {
    locale: 'en-US',
    width: 390,
    height: 844,
    type: 'APPOINTMENT',
    total: /^Items: \d+$/,
    empty: 'Nothing in the record matches these filters.',
    house: 'By Dr. Gregório House',
  },
] as const;

/** Issue 19 item 6: Dr. House opens Maria's history and narrows it with the health record's filters. */
describe('the doctor’s patient history, filtered', () => {
  const { patientUrl, gatewayUrl } = getStack();
  const browsers: Browser[] = [];

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    // Closing a browser closes its contexts.
    for (const b of browsers) await b.close().catch(() => undefined);
  });

  for (const v of VARIANTS) {
    it(`filters Maria’s history by type, professional and period, then clears (${v.locale}, ${v.width}px)`, async () => {
      // The browser in the variant's language, so the date fields read as they would (dd/mm/aaaa in pt-BR).
      const browser = await launchBrowser({ locale: v.locale });
      browsers.push(browser);
      const { page } = await signInDoctor(browser, patientUrl, demoDoctor, { locale: v.locale, width: v.width });
      await page.setViewportSize({ width: v.width, height: v.height });
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${v.locale}-${v.width}-${name}.png`, fullPage: true });
      const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      const address = () => new URL(page.url()).searchParams;

      const ehr = await ProfessionalEhrPage.open(page, patientUrl);
      await ehr.choosePatient(demoPatient.name);
      const patientId = address().get('patient');
      expect(patientId).toBeTruthy();
      const all = await ehr.items();
      expect(all.length).toBe(10);
      expect(await ehr.total().textContent()).toMatch(v.total);
      await ehr.pagination().waitFor();
      await noOverflow();
      await shot('1-all');

      // The page is in the address; a filter change starts again at page 1 and keeps the patient.
      await page.goto(`${patientUrl}/professional/ehr?patient=${patientId}&page=2`);
      await ehr.loaded();
      const second = await ehr.items();
      expect(second.length).toBeGreaterThan(0);
      expect(second).not.toEqual(all);
      await ehr.toggleType(v.type);
      const ofType = await ehr.items();
      expect(ofType.length).toBeGreaterThan(0);
      expect(ofType.every((i) => i.type === v.type)).toBe(true);
      expect(address().get('type')).toBe(v.type);
      expect(address().get('page')).toBeNull();
      expect(address().get('patient')).toBe(patientId);
      await noOverflow();
      await shot('2-type');

      // His own items: every one of them is by him.
      await ehr.professional('Dr. Gregório House');
      expect(address().get('professional')).toBeTruthy();
      const his = await ehr.items();
      expect(his.length).toBeGreaterThan(0);
      expect(his.every((i) => i.type === v.type && i.by === v.house)).toBe(true);

      // A period with nothing in it: the empty state.
      await ehr.period('2001-01-01', '2001-01-31');
      await ehr.empty().waitFor();
      expect(await ehr.empty().textContent()).toBe(v.empty);
      expect(address().get('from')).toBe('2001-01-01');
      expect(address().get('to')).toBe('2001-01-31');
      await noOverflow();
      await shot('3-empty');

      // Clearing brings everything back, page 1, the patient kept.
      await ehr.clear();
      expect(await ehr.items()).toEqual(all);
      expect([...address().keys()]).toEqual(['patient']);
      await shot('4-cleared');
    });
  }
});
