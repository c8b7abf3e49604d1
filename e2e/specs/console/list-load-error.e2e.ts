import { errorText } from '@teleconsulta/schema';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { consoleListSelectors } from '../../pages/console/console-list.page';
import { PersonListPage } from '../../pages/console/person-list.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** The persons list's read answers as the gateway does when a service fails to answer: an error, no rows. */
async function failPersonList(page: Page, lang: 'en' | 'pt-BR'): Promise<void> {
  await page.route('**/graphql', (route: Route) => {
    if (!route.request().postData()?.includes('query PersonList')) return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: errorText('UNABLE_TO_RETRIEVE_DATA', lang), extensions: { code: 'UNABLE_TO_RETRIEVE_DATA' } }],
      }),
    });
  });
}

/** Issue 21: a list whose read fails says so, never "no results" beside the count of a page that did not load. */
describe.each([
  { locale: 'pt-BR', lang: 'pt-BR' as const, refresh: 'Atualizar', notFound: 'O elemento não existe' },
  { locale: 'en-US', lang: 'en' as const, refresh: 'Refresh', notFound: 'Element does not exist' },
])('console: a list that fails to load, a record that is not there ($locale)', ({ locale, lang, refresh, notFound }) => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale });

  it('says why with a way to try again, shows no page range; trying again once the service answers shows the rows', async () => {
    const { page, context } = await browser.signIn(demoClinicAdmin);
    try {
      const list = await PersonListPage.open(page, consoleUrl);
      expect((await list.displayNames()).length).toBeGreaterThan(0);

      await failPersonList(page, lang);
      await page.reload();
      const alert = page.getByTestId('list-load-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(errorText('UNABLE_TO_RETRIEVE_DATA', lang));
      expect(await page.locator(consoleListSelectors.row).count()).toBe(0);
      expect(await page.locator('.MuiTablePagination-root').count()).toBe(0);
      expect(await page.locator('.RaList-noResults, .RaEmpty-message').count()).toBe(0);
      await page.screenshot({ path: `/tmp/list-load-error-${locale}.png` });

      await page.unroute('**/graphql');
      await alert.getByRole('button', { name: refresh }).click();
      await list.waitForRows();
      expect(await alert.count()).toBe(0);
      expect(await page.locator('.MuiTablePagination-root').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a malformed id in the address says the record does not exist and goes back to its list', async () => {
    const { page, context } = await browser.signIn(demoClinicAdmin);
    try {
      await page.goto(`${consoleUrl}/#/persons/not-a-person/show`);
      await page.getByText(notFound).first().waitFor();
      await page.waitForURL((url) => url.hash === '#/persons');
      await page.screenshot({ path: `/tmp/malformed-id-${locale}.png` });
    } finally {
      await context.close();
    }
  });
});
