import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseReadsMariasRecord } from '../../fixtures/record-access-api';
import { getStack } from '../../harness';
import { RecordAccessListPage } from '../../pages/console/record-access.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const RUNS = [
  { locale: 'pt-BR', what: 'Um item: Consulta', roles: 'Médico' },
  { locale: 'en-US', what: 'One item: Appointment', roles: 'Doctor' },
] as const;

/** Issue 19 item 7 (SECURITY.md T20): the clinic administrator reads who opened a patient's record, newest first. */
describe.each(RUNS)('console: the access log of the health record ($locale)', ({ locale, what, roles }) => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale });
  let page: Page;

  beforeAll(async () => {
    await houseReadsMariasRecord(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport: { width: 1440, height: 900 } }));
  });

  it('lists Dr. House opening an item of Maria’s record as the newest access', async () => {
    const list = await RecordAccessListPage.open(page, consoleUrl);
    expect(await list.newest()).toEqual({ patient: 'Maria Silva', reader: 'Dr. Gregório House', roles, what });
    await page.screenshot({ path: `/tmp/shots-record-accesses-${locale}.png`, fullPage: true });
  });
});
