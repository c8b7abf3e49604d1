import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ProfessionalFormPage } from '../../pages/console/professional-form.page';
import { ProfessionalListPage } from '../../pages/console/professional-list.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { professionalsApi } from './professionals-api.fixtures';

const newDoctor = { name: 'Dra. Helena Cardio', crm: '556677', badCrm: '55a677', cpf: '390.533.447-05' };

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the clinic admin manages professionals (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof professionalsApi>>;
  let createdId: string | null = null;

  beforeAll(async () => {
    api = await professionalsApi(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (createdId) await api.deleteProfessional(createdId);
  });

  it('lists the professionals with their specialties in Portuguese', async () => {
    const list = await ProfessionalListPage.open(page, consoleUrl);
    expect(await list.names()).toContain('Dr. Gregório House');
    expect(await list.specialtiesOf('Dr. Gregório House')).toEqual(['Cardiologia']);
    expect(await list.headerText('specialties')).toContain('Especialidades');
  });

  it('creates a professional with two specialties: a bad CRM and a bad CPF first show their field errors and save nothing', async () => {
    const form = await ProfessionalFormPage.openCreate(page, consoleUrl);
    await form.fill('name', newDoctor.name);
    await form.fill('crm', newDoctor.badCrm);
    await form.fill('cpf', '111.111.111-12');
    await form.choose('crmState', 'SP');
    await form.choose('specialties', '225120', '225124');
    await form.save();
    await expect.poll(() => form.helperText('crm').textContent()).toBe(format('invalid', 'pt-BR', 'CRM'));
    expect(await form.input('crm').getAttribute('aria-invalid')).toBe('true');
    expect(await form.helperText('cpf').textContent()).toBe(format('cpfInvalid', 'pt-BR'));
    expect(await api.findByCrm(newDoctor.crm)).toBeNull();

    await form.fill('crm', newDoctor.crm);
    await form.fill('cpf', newDoctor.cpf);
    await form.fill('rqe', '12.345');
    await form.save();
    await page.waitForURL((url) => /#\/professionals\/[^/]+\/show/.test(url.hash));
    const created = await api.findByCrm(newDoctor.crm);
    expect(created).toMatchObject({ name: newDoctor.name, status: 'ACTIVE', cpf: '39053344705', rqe: '12345' });
    // The show page has them as a clinic reads them.
    await expect.poll(() => page.getByText('390.533.447-05').count()).toBe(1);
    expect(created!.specialties.map((s) => s.code)).toEqual(['225120', '225124']);
    createdId = created!.id;
  });

  it('sees the new professional in the list with both specialties', async () => {
    // Searched by the whole name: other specs create professionals named Helena too
    const list = await ProfessionalListPage.open(page, consoleUrl, newDoctor.name);
    expect(await list.names()).toEqual([newDoctor.name]);
    expect((await list.specialtiesOf(newDoctor.name)).sort()).toEqual(['Cardiologia', 'Pediatria']);
  });

  it('a duplicate CRM is the server’s field error under the input', async () => {
    const form = await ProfessionalFormPage.openCreate(page, consoleUrl);
    await form.fill('name', 'Outro Nome');
    await form.fill('crm', newDoctor.crm);
    await form.choose('crmState', 'SP');
    await form.choose('specialties', '225120');
    await form.save();
    await expect.poll(() => form.helperText('crm').textContent()).toBe(format('exists', 'pt-BR', 'CRM'));
  });
});

describe('console: professionals in English', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('labels the list and names the specialties in English', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin);
    const list = await ProfessionalListPage.open(page, consoleUrl);
    expect(await list.headerText('specialties')).toContain('Specialties');
    expect(await list.specialtiesOf('Dr. Gregório House')).toEqual(['Cardiology']);
    await context.close();
  });
});
