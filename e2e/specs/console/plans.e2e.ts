import { errorText } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { CompanyListPage } from '../../pages/console/company-list.page';
import { ConsoleShellPage } from '../../pages/console/console-shell.page';
import { ConsoleLoginPage } from '../../pages/console/login.page';
import { RecordFormPage } from '../../pages/console/plan-form.page';
import { demoUsers, gatewayAs, representedCompanies } from './plans-api.fixtures';

async function signedIn(browser: Browser, locale: string, user: { email: string; password: string }) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const { consoleUrl } = getStack();
  const login = await ConsoleLoginPage.open(page, consoleUrl);
  await login.signIn(user.email, user.password);
  await page.waitForURL((url) => url.hash === '#/');
  return { context, page };
}

describe('console: a clinic admin creates a plan and a company using it (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Awaited<ReturnType<typeof gatewayAs>>;
  let planId: string | undefined;
  let companyId: string | undefined;

  beforeAll(async () => {
    api = await gatewayAs(gatewayUrl, demoUsers.otherClinicAdmin);
    browser = await launchBrowser({ locale: 'pt-BR' });
    ({ context, page } = await signedIn(browser, 'pt-BR', demoUsers.otherClinicAdmin));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await api?.releaseAndDeletePlan(companyId, planId);
  });

  it('creates a plan; its values are shown in reais', async () => {
    const form = await RecordFormPage.openCreate(page, consoleUrl, 'plans');
    await form.fill('name', 'Plano Família E2E');
    await form.fill('durationDays', '90');
    await form.openTab(1);
    await form.fill('attendanceValueCents', '89.9');
    planId = await form.saveAndShow('plans');

    const text = await new ConsoleShellPage(page).showText();
    expect(text).toContain('Plano Família E2E');
    expect(text).toContain('Mensalidade');
    expect(await api.readPlan(planId)).toMatchObject({ name: 'Plano Família E2E', attendanceValueCents: 8_990 });
  });

  it('creates a branch that uses the new plan, and its page shows the plan', async () => {
    const form = await RecordFormPage.openCreate(page, consoleUrl, 'companies');
    await form.fill('name', 'Clínica Bem Viver — Unidade Niterói');
    await form.pick('planId', 'Plano Família E2E');
    companyId = await form.saveAndShow('companies');

    expect(await new ConsoleShellPage(page).showText()).toContain('Plano Família E2E');
    expect(await api.readCompany(companyId)).toMatchObject({ plan: { id: planId, name: 'Plano Família E2E' } });
  });
});

describe('console: role rules', () => {
  const { consoleUrl } = getStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a manager opening #/plans sees "Access Denied" (en-US), and no Plans menu entry', async () => {
    const { context, page } = await signedIn(browser, 'en-US', demoUsers.manager);
    const shell = new ConsoleShellPage(page);
    await shell.menuItem('companies').waitFor();
    expect(await shell.menuItem('plans').count()).toBe(0);

    await page.goto(`${consoleUrl}/#/plans`);
    await shell.accessDenied().waitFor();
    expect(await shell.accessDenied().textContent()).toContain(errorText('ACCESS_DENIED', 'en'));
    await context.close();
  });

  it('a representative sees only the companies they represent, without create or edit buttons', async () => {
    const { context, page } = await signedIn(browser, 'pt-BR', demoUsers.representative);
    const shell = new ConsoleShellPage(page);
    const list = await CompanyListPage.open(page, consoleUrl);
    expect(await list.names()).toEqual([...representedCompanies]);
    expect(await shell.createButtons().count()).toBe(0);

    await list.openRow(representedCompanies[2]);
    expect(await shell.showText()).toContain(representedCompanies[2]);
    expect(await shell.editButtons().count()).toBe(0);
    await context.close();
  });
});
