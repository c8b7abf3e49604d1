import { type AppointmentStatus, appointmentStatusName, format, nowMs } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { AppointmentListPage } from '../../pages/console/appointment-list.page';
import { AppointmentReportPage } from '../../pages/console/appointment-report.page';
import { AppointmentShowPage } from '../../pages/console/appointment-show.page';
import { appointmentsApi } from './appointments-api.fixtures';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1440, height: 900 };

const TZ = 'America/Sao_Paulo';
const localDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(nowMs() + offset * 86_400_000));

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the clinic admin reads the appointments (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof appointmentsApi>>;
  let list: AppointmentListPage;
  let houseId: string;

  beforeAll(async () => {
    api = await appointmentsApi(gatewayUrl, 'pt-BR');
    houseId = await api.professionalId('Dr. Gregório House');
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  it('lists the clinic’s appointments with Portuguese labels and statuses', async () => {
    list = await AppointmentListPage.open(page, consoleUrl);
    expect(await list.headerText('patientName')).toContain('Paciente');
    expect(await list.headerText('status')).toContain('Situação');
    const all = await api.protocols({});
    expect(await list.protocols()).toEqual(all.slice(0, 25));
    // Each status as Portuguese names it (which statuses page 1 holds depends on what other specs booked).
    const statuses = await list.statuses();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s.text).toBe(appointmentStatusName(s.code as AppointmentStatus, 'pt-BR'));
  });

  it('filters by status (two of them) and professional, and shows exactly the matching rows', async () => {
    await list.chooseStatuses('NO_SHOW', 'FINISHED_BY_PROFESSIONAL');
    await list.chooseProfessional('Dr. Gregório House');
    const expected = await api.protocols({ status: ['NO_SHOW', 'FINISHED_BY_PROFESSIONAL'], doctorId: houseId });
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => list.protocols(), { timeout: 10_000 }).toEqual(expected);
    expect(new Set(await list.column('professionalName'))).toEqual(new Set(['Dr. Gregório House']));
    expect(new Set((await list.statuses()).map((s) => s.text))).toEqual(new Set(['Não compareceu', 'Finalizado pelo profissional']));
  });

  it('a date range ending before it starts is the service rule’s field error, and changes nothing', async () => {
    const before = await list.protocols();
    await list.fillDate('from', localDay(1));
    await list.fillDate('to', localDay(0));
    await expect.poll(() => list.helperText('to').textContent()).toBe(format('endBeforeStart', 'pt-BR'));
    expect(await list.protocols()).toEqual(before);
    await list.fillDate('from', localDay(-7));
    await list.fillDate('to', localDay(-1));
    await expect.poll(() => list.helperText('to').count()).toBe(0);
  });

  it('opens an appointment and sees its detail: summary, clinical data and history', async () => {
    const filter = { status: ['FINISHED_BY_PROFESSIONAL'], doctorId: houseId, from: localDay(-7), to: localDay(-1) };
    const finished = await api.protocols(filter);
    const protocol = finished.at(-1)!; // the oldest: the first consultation
    const expected = await api.detailByProtocol(protocol, filter);
    // The list still has the filters of the previous steps: two statuses, Dr. House, the last seven days.
    const shown = await api.protocols({ ...filter, status: ['NO_SHOW', 'FINISHED_BY_PROFESSIONAL'] });
    await expect.poll(() => list.protocols(), { timeout: 10_000 }).toEqual(shown);
    expect(shown).toContain(protocol);
    await list.openProtocol(protocol);
    const show = await AppointmentShowPage.ready(page);
    expect(await show.text('protocol')).toBe(protocol);
    expect(await show.status()).toEqual({ code: 'FINISHED_BY_PROFESSIONAL', text: 'Finalizado pelo profissional' });
    await expect.poll(() => show.text('patientId')).toBe(expected.patientName);
    expect(await show.text('doctorId')).toBe('Dr. Gregório House');
    expect(await show.text('specialtyName')).toBe('Cardiologia');
    expect(await show.label('priceCents')).toBe('Valor');
    expect(await show.text('priceCents')).toMatch(/R\$\s?250,00/);
    await show.openTab('clinical');
    expect(await show.label('reason')).toBe('Queixa principal');
    expect(await show.text('reason')).toBe(expected.reason);
    expect(await show.text('cid10')).toBe(expected.cid10);
    await show.openTab('timeline');
    expect(await show.text('attendanceStartedAt')).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(await show.text('cancelReason')).toBe('—');
  });

  it('the report shows the counts per professional and the totals, in Portuguese', async () => {
    list = await AppointmentListPage.open(page, consoleUrl);
    await list.openReport();
    const report = await AppointmentReportPage.ready(page);
    const totals = await api.reportTotals();
    expect(await report.totalLabel('noShow')).toBe('Não compareceu');
    expect(await report.total('total')).toBe(String(totals.total));
    expect(await report.total('noShow')).toBe(String(totals.noShow));
    expect(await report.total('cancelled')).toBe(String(totals.cancelled));
    expect(await report.total('attendedMinutes')).toBe(String(totals.attendedMinutes));
    expect(await report.total('noShowRate')).toBe(
      new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(totals.noShowRate!),
    );
    expect(await report.headerText('finishedByProfessional')).toContain('Finalizadas');
  });
});

describe('console: appointments in English', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  it('filters cancelled appointments and shows their reason in English labels', async () => {
    const api = await appointmentsApi(gatewayUrl, 'en');
    const list = await AppointmentListPage.open(page, consoleUrl);
    expect(await list.headerText('professionalName')).toContain('Professional');
    await list.chooseStatuses('CANCELLED');
    const expected = await api.protocols({ status: ['CANCELLED'] });
    await expect.poll(() => list.protocols(), { timeout: 10_000 }).toEqual(expected);
    expect(new Set((await list.statuses()).map((s) => s.text))).toEqual(new Set(['Cancelled']));
    await list.openProtocol(expected[0]!);
    const show = await AppointmentShowPage.ready(page);
    await show.openTab('timeline');
    expect(await show.label('cancelReason')).toBe('Cancellation reason');
    expect((await show.text('cancelReason')).length).toBeGreaterThan(10);
  });

  it('the report labels and totals are in English', async () => {
    const api = await appointmentsApi(gatewayUrl, 'en');
    await page.goto(`${consoleUrl}/#/appointmentReport`);
    const report = await AppointmentReportPage.ready(page);
    const totals = await api.reportTotals();
    expect(await report.totalLabel('noShowRate')).toBe('No-show rate');
    expect(await report.total('total')).toBe(String(totals.total));
    expect(await report.total('finishedByProfessional')).toBe(String(totals.finishedByProfessional));
    expect(await report.headerText('attendedMinutes')).toContain('Attended minutes');
  });
});
