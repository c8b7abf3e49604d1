import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, formatAxeViolations, seriousAxeViolations } from '../../fixtures/axe';
import { checkedBySweep } from '../../fixtures/axe-gate';
import { getStack } from '../../harness';
import { consoleListSelectors } from '../../pages/console/console-list.page';
import { ConsoleShellPage } from '../../pages/console/console-shell.page';
import { consoleHome } from '../../pages/console/login.page';
import { appointmentRequestsApi } from './appointment-requests-api.fixtures';
import { demoClinicAdmin, demoManager } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { messagesApi } from './messages-api.fixtures';

/** The console's pages (console/src/App.tsx and each resource's index.ts): which views each resource has. */
type ConsoleResource = {
  name: string;
  show?: boolean;
  edit?: boolean;
  create?: boolean;
  /** Edit pages of another resource's record (a company's finance, a professional's availability). */
  recordFrom?: string;
  /** Nothing seeded nor made here: its record pages are checked when a record happens to exist. */
  mayBeEmpty?: boolean;
};

const RESOURCES: readonly ConsoleResource[] = [
  { name: 'companies', show: true, edit: true, create: true },
  // Edit pages only, of a company and of a professional (the show pages' tabs link there).
  { name: 'companyFinancials', edit: true, recordFrom: 'companies' },
  { name: 'plans', show: true, edit: true, create: true },
  { name: 'persons', show: true, edit: true, create: true },
  { name: 'professionals', show: true, edit: true, create: true },
  { name: 'professionalSchedules', edit: true, recordFrom: 'professionals' },
  { name: 'emergencyBoard' },
  { name: 'emergencyQueues', edit: true, create: true },
  { name: 'emergencyGroups', edit: true, create: true },
  { name: 'integrations' },
  { name: 'serviceRequests', show: true, edit: true, create: true },
  { name: 'screenings', show: true, edit: true, create: true },
  { name: 'staff', edit: true, create: true },
  { name: 'agenda' },
  { name: 'appointments', show: true },
  { name: 'appointmentReport' },
  { name: 'appointmentRequests', show: true, edit: true },
  { name: 'erasureRequests', show: true, mayBeEmpty: true },
  { name: 'recordAccesses' },
  { name: 'securityIncidents', show: true, edit: true, create: true },
  { name: 'messages', show: true, create: true },
  { name: 'outbox', show: true, mayBeEmpty: true },
  { name: 'termsVersions' },
];

/**
 * A record of each resource with a show or edit page, as the clinic admin's lists open it (the first row). The inbox's
 * is a thread a patient writes for this spec (opening a thread marks it read, and the messages specs count those).
 */
const recordIds = new Map<string, string>();

type Visit = { where: string; violations: AxeViolation[]; headings: string[] };

/** Opens a console URL, waits until it has settled, and checks it (and each tab of its content) with axe. */
async function visit(page: Page, consoleUrl: string, hash: string): Promise<Visit[]> {
  const shell = new ConsoleShellPage(page);
  await page.goto(`${consoleUrl}/#${hash}`);
  await shell.settled();
  const visits: Visit[] = [{ where: `#${hash}`, violations: await seriousAxeViolations(page), headings: await shell.mainHeadings() }];
  const tabs = await shell.tabs().count();
  for (let index = 1; index < tabs; index++) {
    const tab = shell.tabs().nth(index);
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await shell.settled();
    visits.push({
      where: `#${hash} (tab "${name}")`,
      violations: await seriousAxeViolations(page),
      headings: await shell.mainHeadings(),
    });
  }
  return visits;
}

/** The id of the list's first record, from the page its row opens (show or edit). */
async function firstRecordId(page: Page, consoleUrl: string, resource: string): Promise<string | undefined> {
  await page.goto(`${consoleUrl}/#/${resource}`);
  await new ConsoleShellPage(page).settled();
  const row = page.locator(consoleListSelectors.row).first();
  if ((await row.count()) === 0) return undefined;
  const before = page.url();
  // The corner of the first cell: the row's own click (show or edit), never a link or a button inside it.
  await row
    .locator('td')
    .first()
    .click({ position: { x: 2, y: 2 } });
  await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => undefined);
  const match = new URL(page.url()).hash.match(new RegExp(`^#/${resource}/([^/?]+)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Every page of a resource the user can reach: list, create, show (with its tabs), edit. */
function pagesOf(resource: ConsoleResource): string[] {
  const id = recordIds.get(resource.recordFrom ?? resource.name);
  const record = id ? `/${resource.name}/${encodeURIComponent(id)}` : undefined;
  return [
    ...(resource.recordFrom ? [] : [`/${resource.name}`]),
    ...(resource.create ? [`/${resource.name}/create`] : []),
    ...(resource.show && record ? [`${record}/show`] : []),
    ...(resource.edit && record ? [record] : []),
  ];
}

/** What is wrong with the visits: axe's serious and critical violations, and pages without exactly one main heading. */
function problems(visits: readonly Visit[]): string {
  return visits
    .flatMap((v) => [
      formatAxeViolations(v.where, v.violations),
      v.headings.length === 1 && v.headings[0] !== ''
        ? ''
        : `${v.where}: main headings (h1) ${JSON.stringify(v.headings)}, not exactly one`,
    ])
    .filter(Boolean)
    .join('\n');
}

const USERS = [
  { locale: 'pt-BR', who: 'clinic admin', user: demoClinicAdmin },
  { locale: 'en-US', who: 'manager', user: demoManager },
] as const;

/** Checks the pages, then fails with what is wrong on them, printed one element a line. */
async function expectAccessible(page: Page, consoleUrl: string, hashes: readonly string[]): Promise<number> {
  const visits: Visit[] = [];
  for (const hash of hashes) visits.push(...(await visit(page, consoleUrl, hash)));
  const found = problems(visits);
  if (found) console.error(found);
  expect(found).toBe('');
  return visits.length;
}

for (const { locale, who, user } of USERS) {
  describe(`console accessibility (axe, WCAG 2.1 A/AA): every page as the ${who} (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    let context: BrowserContext;
    let thread: string | undefined;
    let requests: Awaited<ReturnType<typeof appointmentRequestsApi>> | undefined;

    beforeAll(async () => {
      // A patient's appointment request for the requests' show and edit pages (closed again afterwards).
      if (locale === 'pt-BR') {
        requests = await appointmentRequestsApi(gatewayUrl);
        await requests.patientAsks('Acessibilidade: retorno de cardiologia');
      }
      const messages = await messagesApi(gatewayUrl);
      thread = await messages.patientWrites(`Acessibilidade ${locale}`, 'Posso remarcar?', locale === 'en-US' ? 'en' : 'pt-BR');
      recordIds.set('messages', thread);
      ({ context, page } = await browser.signIn(user, { until: consoleHome }));
      checkedBySweep(context);
      if (locale === 'pt-BR') {
        for (const resource of RESOURCES.filter((r) => !r.recordFrom && (r.show || r.edit) && r.name !== 'messages')) {
          const id = await firstRecordId(page, consoleUrl, resource.name);
          if (id) recordIds.set(resource.name, id);
        }
      }
    });
    afterAll(async () => {
      await context?.close();
      if (thread) await (await messagesApi(gatewayUrl)).archive([thread]);
      await requests?.cleanup();
    });

    it('the sign-in and forgotten-password pages', async () => {
      const signedOut = await browser.newContext({ locale });
      checkedBySweep(signedOut);
      await expectAccessible(await signedOut.newPage(), consoleUrl, ['/login', '/forgot-password']);
      await signedOut.close();
    });

    it('the dashboard and the change-password page', async () => {
      await expectAccessible(page, consoleUrl, ['/', '/account/password']);
      // The product's look at 1280 px, to read: the dashboard and a list with status chips.
      for (const [name, hash] of [
        ['dashboard', '/'],
        ['appointments', '/appointments'],
      ] as const) {
        await page.goto(`${consoleUrl}/#${hash}`);
        await new ConsoleShellPage(page).settled();
        await page.screenshot({ path: `/tmp/console-theme-${name}-${locale}.png`, fullPage: true });
      }
    });

    for (const resource of RESOURCES) {
      it(`${resource.name}: ${[resource.recordFrom ? '' : 'list', resource.create && 'create', resource.show && 'show (each tab)', resource.edit && 'edit'].filter(Boolean).join(', ')}`, async () => {
        const hashes = pagesOf(resource);
        // Each of these has seeded records the clinic admin opens: a missing one would be a page left unchecked.
        if ((resource.show || resource.edit) && !resource.mayBeEmpty)
          expect(recordIds.get(resource.recordFrom ?? resource.name), `a record of ${resource.name}`).toBeTruthy();
        await expectAccessible(page, consoleUrl, hashes);
      });
    }
  });
}
