import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { CompanyEditPage } from '../../pages/console/company-edit.page';
import { CompanyListPage } from '../../pages/console/company-list.page';
import { demoClinicAdmin, demoCompanies, gatewayAsClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the clinic admin manages companies', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const renamed = `${demoCompanies.lastByName} (renomeada)`;
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof gatewayAsClinicAdmin>>;
  let edited: { id: string; name: string; cnpj: string | null };
  let list: CompanyListPage;

  beforeAll(async () => {
    api = await gatewayAsClinicAdmin(gatewayUrl);
    edited = await api.findCompany(demoCompanies.lastByName);
  });

  afterAll(async () => {
    if (edited) await api.renameCompany(edited.id, edited.name);
  });

  it('signs in and sees the seeded companies, ten per page, by name', async () => {
    ({ page } = await browser.signIn(demoClinicAdmin));

    list = await CompanyListPage.open(page, consoleUrl);
    const names = await list.names();
    expect(names).toHaveLength(10);
    expect(names).toContain(demoCompanies.main);
    expect(names).toContain(demoCompanies.centro);
    expect(await list.sortedBy()).toEqual({ column: 'name', order: 'ASC' });
  });

  it('goes to page 2 for the rest', async () => {
    await list.goToPage(2);
    const names = await list.names();
    expect(names).toHaveLength(demoCompanies.total - 10);
    expect(names).toContain(demoCompanies.lastByName);
  });

  it('sorts by name, descending, from the first page', async () => {
    await list.sortBy('name', 'DESC');
    expect(await list.sortedBy()).toEqual({ column: 'name', order: 'DESC' });
    expect(list.params().get('page')).toBe('1');
    const names = await list.names();
    expect(names[0]).toBe(demoCompanies.lastByName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });

  it('renames a company, and the list shows the new name', async () => {
    await list.openRow(demoCompanies.lastByName);
    const form = await CompanyEditPage.fromShow(page);
    expect(form.companyId()).toBe(edited.id);
    await form.fill('name', renamed);
    await form.save();

    await page.waitForURL((url) => url.hash.startsWith('#/companies?') || url.hash === '#/companies');
    await list.waitForRows();
    await expect.poll(() => list.names()).toContain(renamed);
    expect((await api.readCompany(edited.id)).name).toBe(renamed);
  });

  it('refuses a CNPJ with a wrong check digit under the input, and saves nothing', async () => {
    await list.openRow(renamed);
    const form = await CompanyEditPage.fromShow(page);
    await form.fill('cnpj', '11.222.333/0001-82');
    await form.save();

    await expect.poll(() => form.helperText('cnpj').textContent()).toBe(format('cnpjInvalid', 'pt-BR'));
    expect(await form.input('cnpj').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).hash).toBe(`#/companies/${edited.id}`);
    expect(await api.readCompany(edited.id)).toEqual({ ...edited, name: renamed });
  });
});
