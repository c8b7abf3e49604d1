import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ConsoleFormPage, consoleFormSelectors } from '../../pages/console/console-form.page';
import { PersonShowPage } from '../../pages/console/person-show.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { personsApi } from './persons-api.fixtures';

const SHOTS = '/tmp/shots-dependents';
const dependent = { name: 'Davi Souza', birthDate: '2021-03-04', badCpf: '390.533.447-06' };

/** Issue 18 item 2: the clinic registers a dependent from the person's page (João Souza's, whom no other spec counts). */
describe('console: register a dependent of a person (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof personsApi>>;
  let joaoId: string;

  beforeAll(async () => {
    api = await personsApi(gatewayUrl);
    joaoId = (await api.findByCpf('11144477735'))!.id;
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    const made = await api.findByName(dependent.name);
    if (made) await api.deletePerson(made.id);
  });

  it('a bad CPF shows its field error and saves nothing; once fixed, the dependent is listed', async () => {
    await page.goto(`${consoleUrl}/#/persons/${joaoId}/show/dependents`);
    const show = new PersonShowPage(page);
    await page.locator('button.add-dependent').click();
    const form = new ConsoleFormPage(page);
    await form.fill('name', dependent.name);
    await form.fill('birthDate', dependent.birthDate);
    await page.locator(consoleFormSelectors.select('relationship')).click();
    await page.locator(consoleFormSelectors.option('CHILD')).click();
    await form.fill('cpf', dependent.badCpf);
    await form.save();
    await expect.poll(() => form.helperText('cpf').textContent()).toBe(format('cpfInvalid', 'pt-BR'));
    await page.screenshot({ path: `${SHOTS}/console-pt-BR-dialog-error.png` });
    expect(await api.findByName(dependent.name)).toBeNull();

    await form.fill('cpf', '');
    await form.save();
    await expect.poll(() => show.dependentNames()).toContain(dependent.name);
    await page.screenshot({ path: `${SHOTS}/console-pt-BR-dependents.png` });
  });
});
