import { errorText } from '@teleconsulta/schema';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityIncidentsEn, securityIncidentsPtBr } from '../../../console/src/i18n/security-incident';
import type { EmailCredentials } from '../../fixtures/gateway.client';
import { getStack } from '../../harness';
import { ConsoleShellPage } from '../../pages/console/console-shell.page';
import { ConsoleLoginPage, consoleHome } from '../../pages/console/login.page';
import { SecurityIncidentFormPage, SecurityIncidentListPage, SecurityIncidentShowPage } from '../../pages/console/security-incident.page';
import { demoClinicAdmin, demoManager, demoOtherClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { securityIncidentsApi } from './security-incidents-api.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1280, height: 900 };

/** Set E2E_SCREENSHOTS_DIR to keep a PNG of each screen the story passes through. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/security-incidents-${name}.png`, fullPage: true });
}

/**
 * Signs in to the console in a browser set in São Paulo (the clinic's zone): the date-time inputs are the browser's
 * local time, so "10:00" is 10:00 there whatever the machine's zone.
 */
async function signInSaoPaulo(
  browser: ReturnType<typeof consoleBrowser>,
  user: EmailCredentials,
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport, timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const login = await ConsoleLoginPage.open(page, getStack().consoleUrl);
  await login.signIn(user.email, user.password);
  await page.waitForURL(consoleHome);
  return { context, page };
}

/** Known on Wednesday 18 November 2026 in São Paulo: Friday the 20th (Consciência Negra) and the weekend are skipped. */
const LEAK = {
  detectedAt: '2026-11-18T10:00',
  occurredAt: '2026-11-17T22:30',
  dataCategories: ['IDENTIFICATION', 'HEALTH'],
  affectedSubjects: 42,
  risk: 'RELEVANT',
} as const;

/**
 * The clinic administrator keeps the register of security incidents (LGPD art. 48; Resolução CD/ANPD 15/2024, art. 10):
 * records a relevant incident, sees its notification overdue, is told what closing still needs, completes the entry
 * and closes it; a closed entry has no action left.
 */
describe('console: the clinic admin records and closes a security incident (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const ui = securityIncidentsPtBr;
  const description = `Planilha com nomes e CIDs de pacientes enviada por e-mail a um fornecedor errado — e2e ${Date.now()}`;
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof securityIncidentsApi>>;
  let id: string;

  beforeAll(async () => {
    api = await securityIncidentsApi(gatewayUrl);
    ({ page } = await signInSaoPaulo(browser, demoClinicAdmin, 'pt-BR'));
  });

  it('a clinic with no entry sees the empty register, with the way to record one', async () => {
    const { page: other } = await signInSaoPaulo(browser, demoOtherClinicAdmin, 'pt-BR');
    const empty = await SecurityIncidentListPage.openEmpty(other, consoleUrl);
    expect(empty).toContain(ui.empty);
    expect(empty).toContain(ui.invite);
    await snap(other, 'empty-pt-BR');
    await other.context().close();
  });

  it('opens the register from the menu and records a relevant incident known on 18/11/2026 10:00', async () => {
    const shell = new ConsoleShellPage(page);
    const item = shell.menuItem('securityIncidents');
    await item.waitFor();
    expect(await item.textContent()).toContain('Incidentes de segurança');
    await item.click();
    await page.waitForURL((u) => u.hash.startsWith('#/securityIncidents'));

    const form = await SecurityIncidentFormPage.openCreate(page, consoleUrl);
    expect(await form.label('detectedAt')).toContain(ui.fields.detectedAt);
    expect(await form.label('notNotifiedReason')).toContain(ui.fields.notNotifiedReason);
    expect(await form.helper('risk')).toContain('3 dias úteis');
    await form.fillIn({ ...LEAK, description });
    await snap(page, 'create-pt-BR');
    const show = await form.saveAndShow();
    id = show.id();

    expect(await show.status()).toBe('OPEN');
    expect(await show.text('notificationDue')).toContain('24/11/2026');
    expect(await show.deadline().getAttribute('data-deadline')).toBe('OVERDUE');
    expect(await show.text('detectedAt')).toContain('18/11/2026');
    expect(await show.text('detectedAt')).toContain('10:00');
    expect(await show.text('dataCategories')).toContain(ui.dataCategories.HEALTH);
    expect(await show.text('recordedByName')).toContain(demoClinicAdmin.name);
    await snap(page, 'show-open-pt-BR');
    // Sent with the browser's offset: 10:00 in São Paulo is 13:00 UTC.
    expect(await api.find(description)).toMatchObject({
      id,
      status: 'OPEN',
      detectedAt: '2026-11-18T13:00:00.000Z',
      occurredAt: '2026-11-18T01:30:00.000Z',
      dataCategories: ['IDENTIFICATION', 'HEALTH'],
      affectedSubjects: 42,
      risk: 'RELEVANT',
      notificationDue: '2026-11-24',
    });
  });

  it('lists it newest known first with its risk, status, due day and the red Overdue chip', async () => {
    const list = await SecurityIncidentListPage.open(page, consoleUrl);
    // "dd/mm/aaaa, hh:mm" as "aaaa-mm-ddThh:mm": the rows go from the most recently known down.
    const known = (await list.column('detectedAt')).map((d) => d.replace(/(\d{2})\/(\d{2})\/(\d{4}), (\d{2}:\d{2})/, '$3-$2-$1T$4'));
    expect(known).toEqual([...known].sort().reverse());
    expect(await list.cell(description, 'detectedAt')).toContain('18/11/2026');
    expect(await list.riskOf(description)).toBe('RELEVANT');
    expect(await list.statusOf(description)).toBe('OPEN');
    expect(await list.cell(description, 'notificationDue')).toContain('24/11/2026');
    expect(await list.deadlineOf(description)).toEqual({ code: 'OVERDUE', text: ui.deadline.overdue });
    expect(await list.headerTexts(['detectedAt', 'description', 'risk', 'status', 'notificationDue'])).toEqual([
      ui.fields.detectedAt,
      ui.fields.description,
      ui.fields.risk,
      ui.fields.status,
      ui.fields.notificationDue,
    ]);
    await snap(page, 'list-pt-BR');
  });

  it('closing is refused while the measures and both communications are missing, and the dialog names them', async () => {
    const show = await SecurityIncidentShowPage.open(page, consoleUrl, id);
    expect(await show.openClose()).toContain(ui.close.content);
    const missing = await show.confirmCloseRefused();
    expect(missing.map((m) => m.field)).toEqual(['measures', 'anpdNotifiedAt', 'subjectsNotifiedAt']);
    expect(missing.map((m) => m.message)).toEqual([
      `O campo ${ui.fields.measures} não foi informado`,
      `O campo ${ui.fields.anpdNotifiedAt} não foi informado`,
      `O campo ${ui.fields.subjectsNotifiedAt} não foi informado`,
    ]);
    await snap(page, 'close-refused-pt-BR');
    await show.cancelClose();
    expect((await api.find(description))?.status).toBe('OPEN');
  });

  it('completes the entry with the measures and both notification dates: nothing is owed any more', async () => {
    const show = await SecurityIncidentShowPage.open(page, consoleUrl, id);
    await show.openClose();
    await show.confirmCloseRefused();
    const form = await show.completeEntry();
    // The entry as recorded, in the browser's zone.
    expect(await form.field('detectedAt').inputValue()).toBe(LEAK.detectedAt);
    expect(await form.field('description').inputValue()).toBe(description);
    await form.fillIn({
      measures: 'Fornecedor apagou a planilha e confirmou por escrito; envio de planilhas por e-mail bloqueado',
      anpdNotifiedAt: '2026-11-20T09:00',
      subjectsNotifiedAt: '2026-11-23T09:00',
    });
    await snap(page, 'edit-pt-BR');
    const saved = await form.saveAndShow();
    await expect.poll(() => saved.text('measures')).toContain('Fornecedor apagou a planilha');
    expect(await saved.deadline().count()).toBe(0);
    // The whole entry was sent again: what was not touched is kept as it was.
    expect(await api.find(description)).toMatchObject({
      status: 'OPEN',
      detectedAt: '2026-11-18T13:00:00.000Z',
      dataCategories: ['IDENTIFICATION', 'HEALTH'],
      affectedSubjects: 42,
      anpdNotifiedAt: '2026-11-20T12:00:00.000Z',
      subjectsNotifiedAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('closes it; the closed entry shows who closed it and has no edit nor close action, even at its edit address', async () => {
    const show = await SecurityIncidentShowPage.open(page, consoleUrl, id);
    await show.openClose();
    await show.confirmClose();
    await expect.poll(() => show.status()).toBe('CLOSED');
    await show.closedNotice().waitFor();
    expect(await show.text('closedByName')).toContain(demoClinicAdmin.name);
    expect(await show.actions().edit.count()).toBe(0);
    expect(await show.actions().close.count()).toBe(0);
    await snap(page, 'show-closed-pt-BR');
    expect(await api.find(description)).toMatchObject({ status: 'CLOSED', closedByName: demoClinicAdmin.name });

    // The edit page of a closed entry only shows it.
    await page.goto(`${consoleUrl}/#/securityIncidents/${encodeURIComponent(id)}`);
    await page.locator('[data-testid="incident-closed"]').waitFor();
    expect(await page.locator('form button[type="submit"]').count()).toBe(0);
    const list = await SecurityIncidentListPage.open(page, consoleUrl);
    await expect.poll(() => list.statusOf(description)).toBe('CLOSED');
    expect(await list.deadlineOf(description)).toBeNull();
  });
});

describe('console: the register of security incidents in English (en-US)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const ui = securityIncidentsEn;
  const description = `Reception e-mail sent to the wrong patient — e2e ${Date.now()}`;
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;

  beforeAll(async () => {
    await (await securityIncidentsApi(gatewayUrl)).recordOwed(description);
    ({ page } = await signInSaoPaulo(browser, demoClinicAdmin, 'en-US'));
  });

  it('labels the menu, the list, its chips and the form in English', async () => {
    expect(await new ConsoleShellPage(page).menuItem('securityIncidents').textContent()).toContain('Security incidents');
    const list = await SecurityIncidentListPage.open(page, consoleUrl);
    expect(await list.headerTexts(['detectedAt', 'description', 'risk', 'status', 'notificationDue'])).toEqual([
      ui.fields.detectedAt,
      ui.fields.description,
      ui.fields.risk,
      ui.fields.status,
      ui.fields.notificationDue,
    ]);
    expect(await list.deadlineOf(description)).toEqual({ code: 'OWED', text: ui.deadline.owed });
    expect(await list.row(description).textContent()).toContain(ui.risks.RELEVANT);
    await snap(page, 'list-en-US');

    const form = await list.create();
    for (const field of ['detectedAt', 'description', 'dataCategories', 'risk', 'measures', 'anpdNotifiedAt'] as const) {
      expect(await form.label(field)).toContain(ui.fields[field]);
    }
    expect(await form.helper('risk')).toContain('3 business days');
    await form.fillIn({ affectedSubjects: 3 });
    await form.save();
    // An incomplete entry is refused before it leaves the browser, each message under its input.
    await expect.poll(() => form.helper('detectedAt')).toBe('Known since is required');
    expect(await form.helper('description')).toBe('Description is required');
    expect(await form.helper('dataCategories')).toBe('Data affected is required');
    expect(await form.helper('risk')).toBe('Risk is required');
    await snap(page, 'create-invalid-en-US');
  });
});

describe('console: managers do not keep the register of security incidents', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });

  it('the manager has no menu entry, and #/securityIncidents is "Access Denied"', async () => {
    const { context, page } = await browser.signIn(demoManager, { until: consoleHome, viewport });
    const shell = new ConsoleShellPage(page);
    await shell.menuItem('companies').waitFor();
    expect(await shell.menuItem('securityIncidents').count()).toBe(0);
    await page.goto(`${consoleUrl}/#/securityIncidents`);
    await shell.accessDenied().waitFor();
    expect(await shell.accessDenied().textContent()).toContain(errorText('ACCESS_DENIED', 'pt-BR'));
    await context.close();
  });
});
