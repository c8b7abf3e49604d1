import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack } from '../../harness';
import { RecordAccessListPage } from '../../pages/console/record-access.page';
import { demoDoctor, demoPatient } from '../patient/demo-users.fixtures';
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
    const client = gatewayClient(gatewayUrl);
    const maria = await client.signInByCpf(demoPatient);
    const { me } = await maria.call<{ me: { personId: string } }>('query { me { personId } }');
    const house = await client.signIn(demoDoctor);
    const { personHistory } = await house.call<{ personHistory: { items: Array<{ type: string; itemId: string }> } }>(
      'query H($p: ID!) { personHistory(personId: $p, filter: [APPOINTMENT]) { items { type itemId } } }',
      { p: me.personId },
    );
    const first = personHistory.items[0]!;
    await house.call(
      'query I($p: ID!, $t: PersonHistoryItemType!, $i: ID!) { personHistoryItem(personId: $p, itemType: $t, itemId: $i) { itemId } }',
      {
        p: me.personId,
        t: first.type,
        i: first.itemId,
      },
    );
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport: { width: 1440, height: 900 } }));
  });

  it('lists Dr. House opening an item of Maria’s record as the newest access', async () => {
    const list = await RecordAccessListPage.open(page, consoleUrl);
    expect(await list.newest()).toEqual({ patient: 'Maria Silva', reader: 'Dr. Gregório House', roles, what });
    await page.screenshot({ path: `/tmp/shots-record-accesses-${locale}.png`, fullPage: true });
  });
});
