import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { CompanyShowPage, labelledValues } from '../../pages/console/company-show.page';
import { pageWidth, tableScroll } from '../../pages/console/page-width.page';
import { PersonShowPage } from '../../pages/console/person-show.page';
import { demoClinicAdmin, demoCompanies, demoManager, gatewayAsClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { personsApi } from './persons-api.fixtures';

/** The seeded representative of Clínica Saúde Total, its Centro unit and Bela Vista (services demo seed). */
const representativeName = 'Ricardo Representante';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SHOTS = '/tmp/console-fixes';

const texts = {
  'pt-BR': {
    customMessagesEmpty: 'Nenhuma mensagem personalizada: os aplicativos usam os textos padrão.',
    deactivateTitle: (name: string) => `Desativar ${name}?`,
    active: 'Ativo',
    inactive: 'Inativo',
    unsaved: 'Algumas de suas alterações não foram salvas. Você tem certeza que quer ignorá-las?',
  },
  'en-US': {
    customMessagesEmpty: 'No custom messages: the apps use their standard texts.',
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    active: 'Active',
    inactive: 'Inactive',
    unsaved: "Some of your changes weren't saved. Are you sure you want to ignore them?",
  },
} as const;

/** Waits for the next dialog of the browser (window.confirm), answers it, and returns it; none within 10 s fails. */
function nextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no confirmation was asked')), 10_000);
    page.once('dialog', async (dialog) => {
      clearTimeout(timer);
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      resolve(dialog);
    });
  });
}

/** The whole page fits the window: nothing wider than it, no sideways scroll of the page. */
async function expectFits(page: Page) {
  const { scrollWidth, innerWidth } = await pageWidth(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each([
  { locale: 'pt-BR', width: 1280, height: 800 },
  { locale: 'en-US', width: 1440, height: 900 },
] as const)('console fixes of issue 20 ($locale, $width px)', ({ locale, width, height }) => {
  const { consoleUrl, gatewayUrl } = getStack();
  const t = texts[locale];
  const browser = consoleBrowser({ locale });
  const viewport = { width, height };
  let companies: Awaited<ReturnType<typeof gatewayAsClinicAdmin>>;
  let persons: Awaited<ReturnType<typeof personsApi>>;
  let mainId: string;
  let centroId: string;
  let person: { id: string; name: string } | null = null;

  beforeAll(async () => {
    companies = await gatewayAsClinicAdmin(gatewayUrl);
    persons = await personsApi(gatewayUrl);
    mainId = (await companies.findCompany(demoCompanies.main)).id;
    centroId = (await companies.findCompany(demoCompanies.centro)).id;
  });

  afterAll(async () => {
    if (person) await persons.deletePerson(person.id);
  });

  it('names the representative, fills every label, fits the window (the manager)', async () => {
    const { context, page } = await browser.signIn(demoManager, { viewport });
    const show = await CompanyShowPage.open(page, consoleUrl, mainId);
    await expect.poll(() => show.representative().textContent()).toBe(representativeName);
    expect(await show.value('representativeId')).not.toMatch(UUID);
    // The main clinic has no parent: "—", not a label over nothing.
    expect(await show.value('parents')).toBe('—');
    for (const { label, value } of await show.labelledValues()) expect(value, `"${label}" has a value`).not.toBe('');
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/company-${locale}-${width}.png` });

    // Every tab fits too, the finance tab's export button included.
    for (const tab of ['1', '3', '6', 'holidays', 'finance']) {
      await show.openTab(`/show/${tab}`);
      await page.waitForTimeout(300);
      await expectFits(page);
    }
    const exportBox = await page
      .getByRole('button', { name: locale === 'pt-BR' ? 'Exportar' : 'Export' })
      .first()
      .boundingBox();
    expect(exportBox && exportBox.x + exportBox.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/company-finance-${locale}-${width}.png` });

    // A branch names its parents.
    const centro = await CompanyShowPage.open(page, consoleUrl, centroId);
    await expect.poll(() => centro.value('parents')).toBe(demoCompanies.main);
    await context.close();
  });

  it('shows no label without a value on the pages of a person, a professional and a plan', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    for (const resource of ['persons', 'professionals', 'plans']) {
      await page.goto(`${consoleUrl}/#/${resource}`);
      await page.locator('.RaDataTable-tbody tr').first().click();
      await page.waitForURL((url) => url.hash.endsWith('/show'));
      const tabs = await page.locator('.RaShow-main [role="tab"]').count();
      // The identity-like tabs of fields (the last ones of a person and a professional are tables and a schedule).
      for (let tab = 0; tab < Math.min(tabs, 4); tab++) {
        await page.locator('.RaShow-main [role="tab"]').nth(tab).click();
        await page.waitForTimeout(300);
        if ((await page.locator('.RaShow-main .ra-field').count()) === 0) continue;
        for (const { label, value } of await labelledValues(page)) expect(value, `${resource}: "${label}" has a value`).not.toBe('');
      }
      await expectFits(page);
    }
    await context.close();
  });

  it('says that a company has no custom messages, in the language of the page', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    const show = await CompanyShowPage.open(page, consoleUrl, mainId, '6');
    await expect.poll(() => show.emptyText().first().textContent()).toBe(t.customMessagesEmpty);
    expect(await page.locator('.RaShow-main').textContent()).not.toMatch(/Compan(y|ies)|Empresas? encontrad/);
    await page.screenshot({ path: `${SHOTS}/custom-messages-${locale}.png` });
    await context.close();
  });

  it('leads the resources without a list to where their records are read, never a blank page', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    await page.goto(`${consoleUrl}/#/professionalSchedules`);
    await page.waitForURL((url) => url.hash.startsWith('#/professionals'));
    await page.locator('.RaDataTable-tableWrapper tbody tr').first().waitFor();

    await page.goto(`${consoleUrl}/#/companyFinancials`);
    await page.waitForURL((url) => url.hash === `#/companies/${mainId}/show/finance`);
    await page.locator('[role="tab"][aria-selected="true"][href$="/show/finance"]').waitFor();
    expect(((await page.locator('#main-content').textContent()) ?? '').trim()).not.toBe('');
    await context.close();
  });

  it('scrolls a wide table inside its card on a phone, not the page', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport: { width: 390, height: 800 } });
    await page.goto(`${consoleUrl}/#/securityIncidents`);
    await page.locator('.RaDataTable-tableWrapper table').waitFor();
    await expectFits(page);
    const table = await tableScroll(page);
    expect(table?.wrapperScrolls).toBe(true);
    expect(table?.tableWidth).toBeGreaterThan(table?.wrapperWidth ?? Number.POSITIVE_INFINITY);
    await page.screenshot({ path: `${SHOTS}/incidents-${locale}-390.png` });
    await context.close();
  });

  it('asks before deactivating a person, and the deactivation can be undone', async () => {
    person = await persons.createPerson(
      locale === 'pt-BR' ? 'Otávio Lacerda' : 'Olivia Lacerda',
      locale === 'pt-BR' ? '27182818205' : '31415926590',
      '1990-03-04',
    );
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    await page.goto(`${consoleUrl}/#/persons/${person.id}/show`);
    const show = new PersonShowPage(page);
    await expect.poll(() => show.statusChip().textContent()).toBe(t.active);

    await show.toggleStatus();
    await expect.poll(() => show.dialogTitle().textContent()).toBe(t.deactivateTitle(person.name));
    await page.screenshot({ path: `${SHOTS}/deactivate-${locale}.png` });
    await show.cancelDialog();
    expect((await persons.readPerson(person.id))?.status).toBe('ACTIVE');
    expect(await show.statusChip().textContent()).toBe(t.active);

    await show.deactivate();
    await expect.poll(() => show.statusChip().textContent()).toBe(t.inactive);
    expect((await persons.readPerson(person.id))?.status).toBe('INACTIVE');
    await show.deactivatedNotice().waitFor();
    await show.undoDeactivation();
    await expect.poll(() => show.statusChip().textContent()).toBe(t.active);
    expect((await persons.readPerson(person.id))?.status).toBe('ACTIVE');
    await context.close();
  });

  it('warns before leaving a form with unsaved changes (Back on a person, the menu on a holiday)', async () => {
    if (!person) throw new Error('the person of the previous test');
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    // Into the form through the console's own links (Back returns to a page the console navigated to).
    await page.goto(`${consoleUrl}/#/persons/${person.id}/show`);
    await new PersonShowPage(page).openDependents();
    await page.locator(`a[href$="#/persons/${person.id}"]`).first().click();
    await page.waitForURL((url) => url.hash === `#/persons/${person?.id}`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    await name.fill(`${person.name} Jr.`);

    // Back, answered "stay": react-admin asks with window.confirm; the page and the typed name stay.
    // (The browser's Back button: history.back(), as page.goBack() would wait for a page load that never comes.)
    let dialog = nextDialog(page, false);
    await page.evaluate(() => history.back());
    expect((await dialog).message()).toBe(t.unsaved);
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/persons/${person.id}`);
    expect(await name.inputValue()).toBe(`${person.name} Jr.`);

    // Back again, answered "leave": the show page, and nothing saved.
    dialog = nextDialog(page, true);
    await page.evaluate(() => history.back());
    await dialog;
    await page.waitForURL((url) => url.hash === `#/persons/${person?.id}/show/dependents`);
    expect((await persons.readPerson(person.id))?.name).toBe(person.name);

    await context.close();

    // A holiday typed and not added on the company page (a form of plain inputs): the menu asks too.
    const other = await browser.signIn(demoClinicAdmin, { viewport });
    const company = await CompanyShowPage.open(other.page, consoleUrl, mainId);
    await company.openTab('/show/holidays');
    await other.page.locator('[data-testid="holiday-name"]').fill('Aniversário da clínica');
    dialog = nextDialog(other.page, false);
    await other.page.locator('a[href="#/persons"]').first().click();
    expect((await dialog).message()).toBe(t.unsaved);
    await expect.poll(() => new URL(other.page.url()).hash).toBe(`#/companies/${mainId}/show/holidays`);
    expect(await other.page.locator('[data-testid="holiday-name"]').inputValue()).toBe('Aniversário da clínica');
    await other.context.close();
  });
});
