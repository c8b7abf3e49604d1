import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack } from '../../harness';
import { ListExportPage } from '../../pages/console/list-export.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** Every list's CSV export, as the clinic admin downloads it: the file, its columns and a row the demo is known to have. */
describe('console: CSV export of the lists (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await browser.signIn(demoClinicAdmin, { acceptDownloads: true }));
  });

  const exportOf = async (resource: string) => (await ListExportPage.open(page, consoleUrl, resource)).export();

  it('companies: the formatted CNPJ of the main clinic', async () => {
    const csv = await exportOf('companies');
    expect(csv.fileName).toBe('companies.csv');
    expect(csv.rows.find((r) => r.name === 'Clínica Saúde Total')?.cnpj).toBe('11.222.333/0001-81');
    expect(csv.rows.length).toBeGreaterThanOrEqual(13);
  });

  it('plans: the network’s plans, money in cents', async () => {
    const csv = await exportOf('plans');
    expect(csv.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Plano Essencial', 'Plano Premium Anual']));
    expect(csv.header).toContain('attendanceValueCents');
  });

  it('persons: Maria with her formatted CPF', async () => {
    const csv = await exportOf('persons');
    expect(csv.rows.find((r) => r.name === 'Maria Silva')?.cpf).toBe('529.982.247-25');
  });

  it('professionals: Dr. House with his specialty by name', async () => {
    const csv = await exportOf('professionals');
    const house = csv.rows.find((r) => r.name?.includes('House'));
    expect(house?.specialties).toBe('Cardiologia');
  });

  it('staff: the clinic admin with the role code', async () => {
    const csv = await exportOf('staff');
    expect(csv.rows.find((r) => r.email === demoClinicAdmin.email)?.roles).toContain('CA');
  });

  it('appointments and the appointment report: every appointment of the clinic, and the totals per day', async () => {
    // As many as the API counts (the demo's 21, and what other specs booked before this one)
    const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
    const { appointments } = await admin.call<{ appointments: { total: number } }>('query { appointments(perPage: 1) { total } }');
    expect(appointments.total).toBeGreaterThanOrEqual(21);
    const list = await exportOf('appointments');
    expect(list.fileName).toBe('appointments.csv');
    expect(list.rows.length).toBe(appointments.total);
    expect(new Set(list.rows.map((r) => r.timeZone))).toEqual(new Set(['America/Sao_Paulo']));
    const report = await exportOf('appointmentReport');
    const sum = report.rows.reduce((total, r) => total + Number(r.total), 0);
    expect(sum).toBe(appointments.total);
  });

  it('emergency queues and groups: the demo queues with their granted professionals', async () => {
    const queues = await exportOf('emergencyQueues');
    expect(queues.fileName).toBe('emergency-queues.csv');
    const general = queues.rows.find((r) => r.name === 'Clínica geral');
    expect(general?.groupName).toBe('Pronto atendimento virtual');
    expect(general?.professionals).toContain('House');
    const groups = await exportOf('emergencyGroups');
    expect(groups.rows.find((r) => r.name === 'Pronto atendimento virtual')?.queueCount).toBe('2');
  });

  it('screenings: the questionnaires with their titles in both languages', async () => {
    const csv = await exportOf('screenings');
    expect(csv.rows.length).toBeGreaterThan(0);
    expect(csv.header).toEqual(['id', 'type', 'subtype', 'titlePtBR', 'titleEn', 'version', 'questionCount', 'active']);
    expect(Number(csv.rows[0]!.questionCount)).toBeGreaterThan(0);
  });
});
