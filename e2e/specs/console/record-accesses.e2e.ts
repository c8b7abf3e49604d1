import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseReadsMariasRecord, joaoTriesMariasRecord } from '../../fixtures/record-access-api';
import { getStack } from '../../harness';
import { RecordAccessListPage } from '../../pages/console/record-access.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const RUNS = [
  {
    locale: 'pt-BR',
    what: 'Um item: Consulta',
    roles: 'Médico',
    read: 'Leitura',
    outcome: 'Resultado',
    refused: { patient: 'Maria Silva', reader: 'João Souza', roles: 'Paciente', what: 'O prontuário', access: 'Leitura', refused: true },
  },
  {
    locale: 'en-US',
    what: 'One item: Appointment',
    roles: 'Doctor',
    read: 'Read',
    outcome: 'Outcome',
    refused: { patient: 'Maria Silva', reader: 'João Souza', roles: 'Patient', what: 'The record', access: 'Read', refused: true },
  },
] as const;

/**
 * Issue 19 item 7 (SECURITY.md T20): the clinic administrator reads who opened a patient's record, newest first, and
 * the refused attempts, marked and filtered.
 */
describe.each(RUNS)('console: the access log of the health record ($locale)', ({ locale, what, roles, read, outcome, refused }) => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale });
  let page: Page;

  beforeAll(async () => {
    await houseReadsMariasRecord(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport: { width: 1440, height: 900 } }));
  });

  it('lists Dr. House opening an item of Maria’s record as the newest access', async () => {
    const list = await RecordAccessListPage.open(page, consoleUrl);
    expect(await list.newest()).toEqual({
      patient: 'Maria Silva',
      reader: 'Dr. Gregório House',
      roles,
      what,
      access: read,
      refused: false,
    });
    await page.screenshot({ path: `/tmp/shots-record-accesses-${locale}.png`, fullPage: true });
  });

  it('shows João’s refused attempt on Maria’s record, and only refusals under that filter', async () => {
    await joaoTriesMariasRecord(gatewayUrl);
    const list = await RecordAccessListPage.open(page, consoleUrl);
    // The list was open already: the administrator reloads it to see what happened since.
    await page.reload();
    await list.waitForRows();
    expect(await list.newest()).toEqual(refused);
    await list.onlyRefused(outcome);
    // Once the filtered page has loaded: refusals only, João's first.
    await expect.poll(async () => [...new Set(await list.outcomes())]).toEqual(['DENIED']);
    expect(await list.newest()).toEqual(refused);
    await page.screenshot({ path: `/tmp/shots-record-accesses-refused-${locale}.png`, fullPage: true });
  });
});
