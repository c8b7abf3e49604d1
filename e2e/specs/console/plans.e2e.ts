import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { CompanyListPage } from '../../pages/console/company-list.page';
import { ConsoleShellPage } from '../../pages/console/console-shell.page';
import { consoleHome } from '../../pages/console/login.page';
import { RecordFormPage } from '../../pages/console/plan-form.page';
import { demoManager, demoOtherClinicAdmin, demoRepresentative } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { gatewayAs, representedCompanies } from './plans-api.fixtures';

const planTexts = {
  'pt-BR': {
    plan: 'Plano Família E2E',
    branch: 'Clínica Bem Viver — Unidade Niterói',
    billType: 'Mensalidade',
    money: /R\$ 89,90/,
    legalName: 'Razão social',
  },
  'en-US': {
    plan: 'Family Plan E2E',
    branch: 'Clínica Bem Viver — Unidade Icaraí',
    billType: 'Monthly subscription',
    money: /R\$ ?89\.90/,
    legalName: 'Legal name (razão social)',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = planTexts[locale];

  describe(`console: a clinic admin creates a plan and a company using it (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    let api: Awaited<ReturnType<typeof gatewayAs>>;
    let planId: string | undefined;
    let companyId: string | undefined;

    beforeAll(async () => {
      api = await gatewayAs(gatewayUrl, demoOtherClinicAdmin);
      ({ page } = await browser.signIn(demoOtherClinicAdmin, { until: consoleHome }));
    });

    afterAll(async () => {
      await api?.releaseAndDeletePlan(companyId, planId);
    });

    it('creates a plan; its values are shown in reais', async () => {
      const form = await RecordFormPage.openCreate(page, consoleUrl, 'plans');
      await form.fill('name', t.plan);
      await form.fill('durationDays', '90');
      await form.openTab(1);
      await form.fill('attendanceValueCents', '89.9');
      planId = await form.saveAndShow('plans');

      const text = await new ConsoleShellPage(page).showText();
      expect(text).toContain(t.plan);
      expect(text).toContain(t.billType);
      // The attendance value, on the show page's second tab, in reais in the browser's language
      await page.getByRole('tab').nth(1).click();
      await expect.poll(async () => (await new ConsoleShellPage(page).showText()).replace(/\s/g, ' ')).toMatch(t.money);
      expect(await api.readPlan(planId)).toMatchObject({ name: t.plan, attendanceValueCents: 8_990 });
    });

    it('creates a branch that uses the new plan, and its page shows the plan', async () => {
      const form = await RecordFormPage.openCreate(page, consoleUrl, 'companies');
      await form.fill('name', t.branch);
      await form.pick('planId', t.plan);
      companyId = await form.saveAndShow('companies');

      const shown = await new ConsoleShellPage(page).showText();
      expect(shown).toContain(t.plan);
      // The company's razão social is its legal name, not a person's "social name" (issue 20).
      expect(shown).toContain(t.legalName);
      expect(shown).not.toContain('Social name');
      expect(await api.readCompany(companyId)).toMatchObject({ plan: { id: planId, name: t.plan } });
    });
  });
}

describe('console: role rules', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser();

  for (const locale of ['en-US', 'pt-BR'] as const) {
    it(`a manager reads the plans from the menu, without create, edit or delete buttons (${locale})`, async () => {
      const { context, page } = await browser.signIn(demoManager, { locale, until: consoleHome });
      const shell = new ConsoleShellPage(page);
      await shell.menuItem('plans').click();
      await page.waitForURL((url) => url.hash.startsWith('#/plans'));
      await page.getByText('Plano Essencial').first().waitFor();
      expect(await shell.accessDenied().count()).toBe(0);
      expect(await shell.createButtons().count()).toBe(0);

      await page.getByText('Plano Essencial').first().click();
      await page.waitForURL((url) => /^#\/plans\/[^/]+\/show$/.test(url.hash));
      expect(await shell.showText()).toContain('Plano Essencial');
      expect(await shell.editButtons().count()).toBe(0);
      await context.close();
    });

    it(`a representative sees only the companies they represent, without create or edit buttons (${locale})`, async () => {
      const { context, page } = await browser.signIn(demoRepresentative, { locale, until: consoleHome });
      const shell = new ConsoleShellPage(page);
      const list = await CompanyListPage.open(page, consoleUrl);
      expect(await list.names()).toEqual([...representedCompanies]);
      expect(await shell.createButtons().count()).toBe(0);

      await list.openRow(representedCompanies[2]);
      expect(await shell.showText()).toContain(representedCompanies[2]);
      expect(await shell.editButtons().count()).toBe(0);
      await context.close();
    });
  }
});
