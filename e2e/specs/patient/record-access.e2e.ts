import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseReadsMariasRecord } from '../../fixtures/record-access-api';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { PrivacyPage } from '../../pages/patient/privacy.page';
import { demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-record-access';

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    height: 900,
    reader: 'Dr. Gregório House · Médico',
    opened: 'Abriu um item (Consulta) de Maria Silva em',
  },
  {
    locale: 'en-US',
    width: 390,
    height: 844,
    reader: 'Dr. Gregório House · Doctor',
    opened: 'Opened an item (Appointment) of Maria Silva on',
  },
] as const;

/**
 * Issue 19 item 7 (SECURITY.md T20): Dr. House opens Maria's record and one of its items; on "My data", Maria sees who
 * accessed it — his name, his role, what he opened and when — newest first.
 */
describe('the patient sees who accessed her health record', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    await houseReadsMariasRecord(gatewayUrl);
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const v of VARIANTS) {
    it(`lists Dr. House's reads, newest first (${v.locale}, ${v.width}px)`, async () => {
      const { context, page } = await signInPatient(browser, patientUrl, demoPatient, {
        locale: v.locale,
        width: v.width,
        height: v.height,
      });
      const privacy = await PrivacyPage.open(page);
      const [newest, before] = await privacy.recordAccesses();
      expect(newest?.reader).toBe(v.reader);
      expect(newest?.what).toContain(v.opened);
      expect(before?.reader).toBe(v.reader);
      await page.getByTestId('record-access-card').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${v.locale}-${v.width}.png`, fullPage: true });
      await context.close();
    });
  }
});
