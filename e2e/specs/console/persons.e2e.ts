import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { PersonFormPage } from '../../pages/console/person-form.page';
import { PersonListPage } from '../../pages/console/person-list.page';
import { PersonShowPage } from '../../pages/console/person-show.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { personsApi } from './persons-api.fixtures';

const maria = 'Maria Silva | 529.982.247-25';
const newPatient = { name: 'Helena Prado', cpf: '390.533.447-05', badCpf: '390.533.447-06', birthDate: '1992-07-15' };

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the clinic admin manages persons (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof personsApi>>;
  let createdId: string | null = null;

  beforeAll(async () => {
    api = await personsApi(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (createdId) await api.deletePerson(createdId);
  });

  it('lists the persons with the SPEC §3 display name', async () => {
    const list = await PersonListPage.open(page, consoleUrl);
    expect(await list.displayNames()).toContain(maria);
    expect(await list.headerText('displayName')).toContain('Paciente');
  });

  it('opens Maria and sees her dependents', async () => {
    const list = new PersonListPage(page);
    await list.openRow(maria);
    const show = new PersonShowPage(page);
    await show.openDependents();
    expect((await show.dependentNames()).sort()).toEqual(['Laura Silva', 'Pedro Silva']);
  });

  it('creates a patient: a bad CPF first shows the field error and saves nothing', async () => {
    const form = await PersonFormPage.openCreate(page, consoleUrl);
    await form.fill('name', newPatient.name);
    await form.fill('cpf', newPatient.badCpf);
    await form.fill('birthDate', newPatient.birthDate);
    await form.save();
    await expect.poll(() => form.helperText('cpf').textContent()).toBe(format('cpfInvalid', 'pt-BR'));
    expect(await form.input('cpf').getAttribute('aria-invalid')).toBe('true');
    expect(await api.findByCpf('39053344705')).toBeNull();

    await form.fill('cpf', newPatient.cpf);
    await form.save();
    await page.waitForURL((url) => /#\/persons\/[^/]+\/show/.test(url.hash));
    const created = await api.findByCpf('39053344705');
    expect(created).toMatchObject({ name: newPatient.name, displayName: `${newPatient.name} | ${newPatient.cpf}`, status: 'ACTIVE' });
    createdId = created!.id;
    expect(new PersonShowPage(page).personId()).toBe(createdId);
  });

  it('deactivates on the show page, after confirming', async () => {
    const show = new PersonShowPage(page);
    await expect.poll(() => show.statusChip().textContent()).toBe('Ativo');
    await show.deactivate();
    await expect.poll(() => show.statusChip().textContent()).toBe('Inativo');
    expect((await api.readPerson(createdId!))?.status).toBe('INACTIVE');
  });
});

describe('console: persons in English', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('labels the list in English', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin);
    const list = await PersonListPage.open(page, consoleUrl);
    expect(await list.headerText('displayName')).toContain('Patient');
    expect(await list.displayNames()).toContain(maria);
    await context.close();
  });
});
