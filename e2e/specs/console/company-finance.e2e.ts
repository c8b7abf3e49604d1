import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEmergencyPrice } from '../../fixtures/emergency-payment-api';
import { type GatewaySession, gatewayClient } from '../../fixtures/gateway.client';
import { getStack } from '../../harness';
import { CompanyFinancePage } from '../../pages/console/company-finance.page';
import { consoleHome } from '../../pages/console/login.page';
import { demoManager, demoOtherClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

type Resume = { revenueCents: number; netCents: number; paidAppointments: number };
const brl = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

describe('console: a clinic admin sets up the clinic’s finance (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let admin: GatewaySession;

  beforeAll(async () => {
    admin = await gatewayClient(gatewayUrl).signIn(demoOtherClinicAdmin);
    ({ page } = await browser.signIn(demoOtherClinicAdmin, { until: consoleHome }));
  });

  // The emergency price story sets its price back itself; this holds even when it fails half-way.
  afterAll(async () => {
    if (admin) await setEmergencyPrice(admin, 0);
  });

  it('shows the defaults and the summary of the period, as the API computes it', async () => {
    const finance = await CompanyFinancePage.open(page, consoleUrl, admin.companyId!);
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

  it('sets the benefits club discount as a percentage: the tab shows 10 % and the API keeps 1000 basis points', async () => {
    const finance = new CompanyFinancePage(page);
    expect(await finance.clubDiscount()).toBe('0%');
    await finance.openEdit();
    expect(await finance.input('benefitClubDiscountBps').inputValue()).toBe('0');
    await finance.fill('benefitClubDiscountBps', '10.555');
    await finance.save();
    await expect
      .poll(() => finance.helperText('benefitClubDiscountBps').textContent())
      .toBe('Informe uma porcentagem de 0 a 100, com no máximo 2 casas decimais');

    await finance.fill('benefitClubDiscountBps', '10');
    await finance.save();
    await page.waitForURL((url) => url.hash.endsWith('/show/finance'));
    await expect.poll(() => finance.clubDiscount()).toBe('10%');
    const { companyFinancial } = await admin.call<{ companyFinancial: { benefitClubDiscountBps: number } }>(
      'query($id: ID!) { companyFinancial(companyId: $id) { benefitClubDiscountBps } }',
      { id: admin.companyId },
    );
    expect(companyFinancial.benefitClubDiscountBps).toBe(1000);
    // And back as a percentage when the form is opened again.
    await finance.openEdit();
    expect(await finance.input('benefitClubDiscountBps').inputValue()).toBe('10');
  });

  it('sets an emergency attendance price: saved, still on the tab after a reload, then back to what it was', async () => {
    const finance = await CompanyFinancePage.open(page, consoleUrl, admin.companyId!);
    await expect.poll(() => finance.emergencyPrice()).not.toBe('');
    const before = await finance.emergencyPriceCents();
    if (before === 0) expect(await finance.emergencyPrice()).toBe('Pronto atendimento: gratuito');

    await finance.openEdit();
    expect(await finance.input('emergencyPriceCents').inputValue()).toBe(String(before / 100));
    expect(await finance.helperText('emergencyPriceCents').textContent()).toBe(
      'Pago pelo paciente antes do pronto atendimento; 0 se a clínica não cobra por ele',
    );
    await finance.fill('emergencyPriceCents', '89.9');
    await shot(page, 'console-emergency-price');
    await finance.save();
    await page.waitForURL((url) => url.hash.endsWith('/show/finance'));
    await expect.poll(() => finance.emergencyPrice()).toBe(`Valor do pronto atendimento: ${brl(8_990, 'pt-BR')}`);

    await page.reload();
    await finance.settings().waitFor();
    await expect.poll(() => finance.emergencyPrice()).toBe(`Valor do pronto atendimento: ${brl(8_990, 'pt-BR')}`);
    const { companyFinancial } = await admin.call<{ companyFinancial: { emergencyPriceCents: number } }>(
      'query($id: ID!) { companyFinancial(companyId: $id) { emergencyPriceCents } }',
      { id: admin.companyId },
    );
    expect(companyFinancial.emergencyPriceCents).toBe(8_990);

    await finance.openEdit();
    expect(await finance.input('emergencyPriceCents').inputValue()).toBe('89.9');
    await finance.fill('emergencyPriceCents', String(before / 100));
    await finance.save();
    await page.waitForURL((url) => url.hash.endsWith('/show/finance'));
    await expect.poll(() => finance.emergencyPriceCents()).toBe(before);
    if (before === 0) expect(await finance.emergencyPrice()).toBe('Pronto atendimento: gratuito');
  });
});

describe('console: a manager reads the finance but does not edit it (en-US)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('sees the summary in English without an edit button, and the edit page says Access Denied', async () => {
    const manager = await gatewayClient(gatewayUrl).signIn(demoManager);
    const { context, page } = await browser.signIn(demoManager, { until: consoleHome });
    const finance = await CompanyFinancePage.open(page, consoleUrl, manager.companyId!);
    await expect.poll(() => finance.figure('revenue').count()).toBe(1);
    expect(await page.locator('[data-testid="finance-resume"]').textContent()).toContain('Revenue');
    expect(await finance.editLink().count()).toBe(0);
    await page.goto(`${consoleUrl}/#/companyFinancials/${manager.companyId}`);
    await page.waitForURL((url) => url.hash === '#/access-denied');
    await expect.poll(() => page.locator('body').textContent()).toContain('Access Denied');
    await context.close();
  });
});
