import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack } from '../../harness';
import { CompanyFinancePage } from '../../pages/console/company-finance.page';
import { type CsvExport, ListExportPage } from '../../pages/console/list-export.page';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

/**
 * What a spreadsheet sees in every export: the BOM, the header line as the first line of the file, every row split
 * into exactly the header's columns, and no technical id (no "ID" column, no UUID in any cell).
 */
function expectSpreadsheetReady(csv: CsvExport, separator: ';' | ',', header: string[]) {
  expect(csv.hasBom).toBe(true);
  expect(csv.text.slice(1).split(/\r?\n/)[0]).toBe(header.join(separator));
  expect(csv.header).toEqual(header);
  expect(csv.cells.length).toBeGreaterThan(0);
  for (const cells of csv.cells) expect(cells).toHaveLength(header.length);
  expect(csv.header.some((h) => /^(id|ID)$/.test(h))).toBe(false);
  expect(csv.cells.flat().filter((cell) => UUID.test(cell))).toEqual([]);
}

/** Every list's CSV export, as the clinic admin downloads it in Portuguese: `;`, BOM, Portuguese headers, decimal comma. */
describe('console: CSV export of the lists (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await browser.signIn(demoClinicAdmin, { acceptDownloads: true }));
  });

  const exportOf = async (resource: string) => (await ListExportPage.open(page, consoleUrl, resource)).export(';');

  it('companies: split by ";" into the Portuguese columns, the main clinic with its formatted CNPJ', async () => {
    const csv = await exportOf('companies');
    await shot(page, 'console-exports-companies-pt-BR');
    expect(csv.fileName).toBe('companies.csv');
    expectSpreadsheetReady(csv, ';', [
      'Nome',
      'Razão social',
      'CNPJ',
      'Empresa mãe',
      'Data de expiração',
      'Página de destino',
      'Estado',
      'Link permanente',
    ]);
    const main = csv.rows.find((r) => r.Nome === 'Clínica Saúde Total');
    expect(main?.CNPJ).toBe('11.222.333/0001-81');
    expect(main?.Estado).toBe('SP');
    expect(main?.['Página de destino']).toMatch(/^(Sim|Não)$/);
    const centro = csv.rows.find((r) => r.Nome === 'Clínica Saúde Total — Unidade Centro');
    expect(centro?.CNPJ).toBe('11.444.777/0001-61');
    expect(centro?.['Empresa mãe']).toBe('Clínica Saúde Total');
    expect(csv.rows.length).toBeGreaterThanOrEqual(13);
  });

  it('persons: Maria Silva with her formatted CPF under "CPF" and her birth date as dd/mm/yyyy', async () => {
    const csv = await exportOf('persons');
    expect(csv.fileName).toBe('persons.csv');
    expectSpreadsheetReady(csv, ';', [
      'Nome',
      'CPF',
      'Matrícula',
      'Data de nascimento',
      'E-mail',
      'Celular',
      'Situação',
      'Cidade',
      'Estado',
    ]);
    const maria = csv.rows.find((r) => r.Nome === 'Maria Silva');
    expect(maria?.CPF).toBe(demoPatient.cpf);
    expect(maria?.['Data de nascimento']).toBe('12/04/1985');
    expect(maria?.['E-mail']).toBe(demoPatient.email);
    expect(maria?.Situação).toMatch(/^(Ativo|Inativo)$/);
  });

  it('plans: the network’s plans, money in reais with a decimal comma', async () => {
    const csv = await exportOf('plans');
    expectSpreadsheetReady(csv, ';', [
      'Nome',
      'Tipo de cobrança',
      'Duração (dias)',
      'Valor do atendimento',
      'Minutos',
      'Valor dos minutos',
      'Ativo',
    ]);
    expect(csv.rows.map((r) => r.Nome)).toEqual(expect.arrayContaining(['Plano Essencial', 'Plano Premium Anual']));
    const premium = csv.rows.find((r) => r.Nome === 'Plano Premium Anual');
    expect(premium?.['Tipo de cobrança']).toBe('Anuidade');
    expect(premium?.['Duração (dias)']).toBe('365');
    expect(premium?.['Valor do atendimento']).toBe('69,90');
    expect(premium?.['Valor dos minutos']).toBe('8999,00');
  });

  it('professionals: Dr. House with his specialty by name', async () => {
    const csv = await exportOf('professionals');
    expectSpreadsheetReady(csv, ';', [
      'Nome',
      'Conselho',
      'Registro',
      'UF do registro',
      'Especialidades',
      'Perfil',
      'Situação',
      'E-mail',
      'Celular',
    ]);
    const house = csv.rows.find((r) => r.Nome?.includes('House'));
    expect(house?.Especialidades).toBe('Cardiologia');
  });

  it('staff: the clinic admin with the role by name', async () => {
    const csv = await exportOf('staff');
    expectSpreadsheetReady(csv, ';', ['Nome', 'E-mail', 'Perfis', 'Membro desde']);
    const admin = csv.rows.find((r) => r['E-mail'] === demoClinicAdmin.email);
    expect(admin?.Perfis).toContain('Administrador da clínica');
    expect(admin?.['Membro desde']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('appointments and the appointment report: every appointment of the clinic, and the totals per day', async () => {
    // As many as the API counts (the demo's 21, and what other specs booked before this one)
    const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
    const { appointments } = await admin.call<{ appointments: { total: number } }>('query { appointments(perPage: 1) { total } }');
    expect(appointments.total).toBeGreaterThanOrEqual(21);
    const list = await exportOf('appointments');
    expect(list.fileName).toBe('appointments.csv');
    expectSpreadsheetReady(list, ';', [
      'Protocolo',
      'Data',
      'Horário',
      'Duração (minutos)',
      'Fuso horário',
      'Situação',
      'Origem',
      'Tipo',
      'Profissional',
      'Paciente',
    ]);
    expect(list.rows.length).toBe(appointments.total);
    expect(new Set(list.rows.map((r) => r['Fuso horário']))).toEqual(new Set(['America/Sao_Paulo']));
    expect(list.rows.every((r) => /^\d{2}\/\d{2}\/\d{4}$/.test(r.Data ?? ''))).toBe(true);
    const report = await exportOf('appointmentReport');
    expect(report.header).toHaveLength(12);
    expect(report.header.slice(0, 2)).toEqual(['Data', 'Profissional']);
    const sum = report.rows.reduce((total, r) => total + Number(r.Total), 0);
    expect(sum).toBe(appointments.total);
    expect(
      report.rows.every((r) => r['Taxa de não comparecimento'] === '' || /^\d+(,\d)?%$/.test(r['Taxa de não comparecimento'] ?? '')),
    ).toBe(true);
  });

  it('emergency queues and groups: the demo queues with their granted professionals', async () => {
    const queues = await exportOf('emergencyQueues');
    expect(queues.fileName).toBe('emergency-queues.csv');
    expect(queues.header).toHaveLength(10);
    expect(queues.header.slice(0, 3)).toEqual(['Nome', 'Grupo', 'Especialidade']);
    const general = queues.rows.find((r) => r.Nome === 'Clínica geral');
    expect(general?.Grupo).toBe('Pronto atendimento virtual');
    expect(general?.['Profissionais que podem fazer check-in']).toContain('House');
    const groups = await exportOf('emergencyGroups');
    expectSpreadsheetReady(groups, ';', ['Nome', 'Filas']);
    expect(groups.rows.find((r) => r.Nome === 'Pronto atendimento virtual')?.Filas).toBe('2');
  });

  it('the finance summary of the main clinic: one row per day of the period, amounts with a decimal comma', async () => {
    const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
    const { companyFinancialResume: resume } = await admin.call<{
      companyFinancialResume: { from: string; to: string; revenueCents: number; days: Array<{ date: string }> };
    }>('query($id: ID!) { companyFinancialResume(companyId: $id) { from to revenueCents days { date } } }', { id: admin.companyId });
    await CompanyFinancePage.open(page, consoleUrl, admin.companyId!);
    await page.locator('[data-testid="finance-resume"]').waitFor();
    const csv = await new ListExportPage(page).export(';');
    expect(csv.fileName).toBe(`finance-${resume.from}-${resume.to}.csv`);
    expectSpreadsheetReady(csv, ';', ['Data', 'Consultas pagas', 'Receita', 'Comissão', 'Líquido']);
    expect(csv.rows).toHaveLength(resume.days.length);
    const [y, m, d] = resume.days[0]!.date.split('-');
    expect(csv.rows[0]!.Data).toBe(`${d}/${m}/${y}`);
    expect(csv.rows.every((r) => /^\d+,\d{2}$/.test(r.Receita ?? ''))).toBe(true);
    const revenue = csv.rows.reduce((total, r) => total + Math.round(Number(r.Receita!.replace(',', '.')) * 100), 0);
    expect(revenue).toBe(resume.revenueCents);
  });

  it('screenings: the questionnaires with their titles in both languages', async () => {
    const csv = await exportOf('screenings');
    expectSpreadsheetReady(csv, ';', ['Tipo', 'Subtipo', 'Título em português', 'Título em inglês', 'Versão', 'Perguntas', 'Ativa']);
    expect(Number(csv.rows[0]!.Perguntas)).toBeGreaterThan(0);
  });
});

/** The same files for a reader in English: `,`, BOM, English headers, a decimal point, month-first dates. */
describe('console: CSV export of the lists (en-US)', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await browser.signIn(demoClinicAdmin, { acceptDownloads: true }));
  });

  const exportOf = async (resource: string) => (await ListExportPage.open(page, consoleUrl, resource)).export(',');

  it('companies: split by "," into the English columns, the main clinic with its formatted CNPJ', async () => {
    const csv = await exportOf('companies');
    await shot(page, 'console-exports-companies-en-US');
    expectSpreadsheetReady(csv, ',', [
      'Name',
      'Legal name (razão social)',
      'CNPJ',
      'Parent company',
      'Expiration date',
      'Landing page',
      'State',
      'Permalink',
    ]);
    expect(csv.rows.find((r) => r.Name === 'Clínica Saúde Total')?.CNPJ).toBe('11.222.333/0001-81');
  });

  it('persons: Maria Silva with her CPF and her birth date as mm/dd/yyyy', async () => {
    const csv = await exportOf('persons');
    expectSpreadsheetReady(csv, ',', ['Name', 'CPF', 'Registration', 'Birth date', 'E-mail', 'Cell phone', 'Status', 'City', 'State']);
    const maria = csv.rows.find((r) => r.Name === 'Maria Silva');
    expect(maria?.CPF).toBe(demoPatient.cpf);
    expect(maria?.['Birth date']).toBe('04/12/1985');
  });

  it('plans: money with a decimal point', async () => {
    const csv = await exportOf('plans');
    expect(csv.header).toEqual(['Name', 'Bill type', 'Duration (days)', 'Attendance value', 'Minutes', 'Minutes value', 'Active']);
    const premium = csv.rows.find((r) => r.Name === 'Plano Premium Anual');
    expect([premium?.['Bill type'], premium?.['Attendance value'], premium?.['Minutes value']]).toEqual([
      'Yearly subscription',
      '69.90',
      '8999.00',
    ]);
  });

  it('staff: the clinic admin with the role in English', async () => {
    const csv = await exportOf('staff');
    expectSpreadsheetReady(csv, ',', ['Name', 'E-mail', 'Roles', 'Member since']);
    expect(csv.rows.find((r) => r['E-mail'] === demoClinicAdmin.email)?.Roles).toContain('Clinic administrator');
  });
});
