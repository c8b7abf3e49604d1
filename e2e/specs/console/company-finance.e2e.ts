import { format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { CompanyFinancePage } from '../../pages/console/company-finance.page';
import { ConsoleLoginPage } from '../../pages/console/login.page';
import { demoUsers } from './plans-api.fixtures';

type Resume = { revenueCents: number; netCents: number; paidAppointments: number };
const brl = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);

async function signedIn(browser: Browser, locale: string, user: { email: string; password: string }) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const login = await ConsoleLoginPage.open(page, getStack().consoleUrl);
  await login.signIn(user.email, user.password);
  await page.waitForURL((url) => url.hash === '#/');
  return { context, page };
}

async function api(user: { email: string; password: string }) {
  const { gatewayUrl } = getStack();
  const endpoint = new URL('/graphql', gatewayUrl);
  const {
    data: { signIn },
  } = (await (
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { accessToken viewer { companyId } } }',
        variables: { input: { method: 'EMAIL', ...user } },
      }),
    })
  ).json()) as { data: { signIn: { accessToken: string; viewer: { companyId: string } } } };
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const r = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signIn.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return ((await r.json()) as { data: T }).data;
  };
  return { companyId: signIn.viewer.companyId, call };
}

describe('console: a clinic admin sets up the clinic’s finance (pt-BR)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: Awaited<ReturnType<typeof api>>;

  beforeAll(async () => {
    admin = await api(demoUsers.otherClinicAdmin);
    browser = await launchBrowser({ locale: 'pt-BR' });
    ({ context, page } = await signedIn(browser, 'pt-BR', demoUsers.otherClinicAdmin));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the defaults and the summary of the period, as the API computes it', async () => {
    const finance = await CompanyFinancePage.open(page, getStack().consoleUrl, admin.companyId);
    await expect.poll(() => finance.settings().textContent()).toContain('Ainda não configurado');
    expect(await finance.methods()).toEqual(['Pagamento no local']);
    const { companyFinancialResume: resume } = await admin.call<{ companyFinancialResume: Resume }>(
      'query($id: ID!) { companyFinancialResume(companyId: $id) { revenueCents netCents paidAppointments } }',
      { id: admin.companyId },
    );
    await expect.poll(() => finance.figure('revenue').textContent()).toBe(brl(resume.revenueCents, 'pt-BR'));
    expect(await finance.figure('net').textContent()).toBe(brl(resume.netCents, 'pt-BR'));
    expect(await finance.figure('paid').textContent()).toBe(String(resume.paidAppointments));
  });

  it('accepting PIX without a key shows the field errors; with a key it saves and the tab shows PIX', async () => {
    const finance = new CompanyFinancePage(page);
    await finance.openEdit();
    await finance.fill('consultationPriceCents', '250');
    await finance.openFormTab(1);
    await finance.check('acceptsPix');
    await finance.openFormTab(2);
    await finance.save();
    await expect.poll(() => finance.helperText('pixKey').textContent()).toBe(format('required', 'pt-BR', 'Chave PIX'));
    expect(await finance.helperText('merchantCity').textContent()).toBe(format('required', 'pt-BR', 'Cidade do recebedor (PIX)'));

    await finance.choose('pixKeyType', 'E-mail');
    await finance.fill('pixKey', 'Financeiro@BemViver.example.com');
    await finance.fill('merchantName', 'Clinica Bem Viver');
    await finance.fill('merchantCity', 'Rio de Janeiro');
    await finance.save();
    await page.waitForURL((url) => url.hash.endsWith('/show/finance'));
    await expect.poll(() => finance.methods()).toEqual(['PIX', 'Pagamento no local']);
    await expect.poll(() => finance.settings().textContent()).toContain('financeiro@bemviver.example.com');
    expect(await finance.settings().textContent()).toContain(brl(25_000, 'pt-BR'));
    await page.screenshot({ path: 'test-results/console-company-finance-pt-BR.png', fullPage: true });
  });
});

describe('console: a manager reads the finance but does not edit it (en-US)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the summary in English without an edit button, and the edit page says Access Denied', async () => {
    const manager = await api(demoUsers.manager);
    const { context, page } = await signedIn(browser, 'en-US', demoUsers.manager);
    const finance = await CompanyFinancePage.open(page, getStack().consoleUrl, manager.companyId);
    await expect.poll(() => finance.figure('revenue').count()).toBe(1);
    expect(await page.locator('[data-testid="finance-resume"]').textContent()).toContain('Revenue');
    expect(await finance.editLink().count()).toBe(0);
    await page.goto(`${getStack().consoleUrl}/#/companyFinancials/${manager.companyId}`);
    await page.waitForURL((url) => url.hash === '#/access-denied');
    await expect.poll(() => page.locator('body').textContent()).toContain('Access Denied');
    await context.close();
  });
});
