import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ServiceRequestFormPage, ServiceRequestListPage, ServiceRequestShowPage } from '../../pages/console/service-request.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { serviceRequestsApi } from './service-requests-api.fixtures';

const note = `Ultrassonografia de abdome total (e2e ${Date.now()})`;
const editedNote = `${note} — em jejum`;

/** One story, in order: each step starts where the previous one left the page. */
describe('console: the clinic admin asks for an exam for a patient (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof serviceRequestsApi>>;
  let mariaId: string;
  let createdId: string | null = null;

  beforeAll(async () => {
    api = await serviceRequestsApi(gatewayUrl);
    mariaId = await api.personId('Maria Silva');
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (createdId && (await api.read(createdId))) await api.remove(createdId);
  });

  it('creates a request: without a patient it shows the field error and saves nothing', async () => {
    const form = await ServiceRequestFormPage.openCreate(page, consoleUrl);
    await form.fill('note', note);
    await form.save();
    await expect.poll(() => form.helperText('subject')).toBe(format('required', 'pt-BR', 'Paciente'));
    expect(await api.findByNote(note)).toBeNull();

    await form.choosePatient('Maria', 'Maria Silva');
    await form.choose('priority', 'URGENT');
    await form.save();
    const show = await ServiceRequestShowPage.waitFor(page);
    expect(await show.field('subjectName').textContent()).toContain('Maria Silva');
    expect(await show.chip('status')).toEqual({ value: 'ACTIVE', text: 'Ativa' });
    expect(await show.chip('priority')).toEqual({ value: 'URGENT', text: 'Urgente' });
    expect(await show.field('requesterName').textContent()).toContain(demoClinicAdmin.name);
    const created = await api.findByNote(note);
    expect(created).toMatchObject({
      subject: `person|${mariaId}`,
      status: 'ACTIVE',
      priority: 'URGENT',
      requesterName: demoClinicAdmin.name,
    });
    createdId = created!.id;
    expect(show.idFromUrl()).toBe(createdId);
  });

  it('edits it: status and note change, the requester stays', async () => {
    const form = await ServiceRequestFormPage.openEdit(page, consoleUrl, createdId!);
    expect(await form.input('subject').inputValue()).toContain('Maria Silva');
    await form.choose('status', 'ON_HOLD');
    await form.fill('note', editedNote);
    await form.save();
    const show = await ServiceRequestShowPage.waitFor(page);
    await expect.poll(() => show.field('note').textContent()).toContain(editedNote);
    expect(await show.chip('status')).toEqual({ value: 'ON_HOLD', text: 'Suspensa' });
    expect(await api.read(createdId!)).toMatchObject({
      status: 'ON_HOLD',
      note: editedNote,
      priority: 'URGENT',
      requesterName: demoClinicAdmin.name,
      subject: `person|${mariaId}`,
    });
  });

  it('finds it in the list filtered by the patient', async () => {
    const list = await ServiceRequestListPage.open(page, consoleUrl, { subject: mariaId });
    expect(await list.column('note')).toContain(editedNote);
    expect((await list.column('subjectName')).every((name) => name.startsWith('Maria Silva'))).toBe(true);
    expect(await list.statusOf(editedNote)).toEqual({ value: 'ON_HOLD', text: 'Suspensa' });
    expect(await list.headerText('authoredOn')).toContain('Solicitado em');
  });

  it('deletes it after the confirmation', async () => {
    await page.goto(`${consoleUrl}/#/serviceRequests/${createdId}/show`);
    const show = await ServiceRequestShowPage.waitFor(page);
    await show.deleteConfirmed();
    expect(await api.read(createdId!)).toBeNull();
  });
});

describe('console: service requests in English', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('labels the list and translates the statuses; the form says what is missing in English', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin);
    const list = await ServiceRequestListPage.open(page, consoleUrl);
    expect(await list.headerText('subjectName')).toContain('Patient');
    expect(await list.headerText('authoredOn')).toContain('Requested on');
    expect(await list.statusOf('Biópsia de pele')).toEqual({ value: 'ON_HOLD', text: 'On hold' });
    const form = await ServiceRequestFormPage.openCreate(page, consoleUrl);
    await form.fill('note', 'Exam without a patient');
    await form.save();
    await expect.poll(() => form.helperText('subject')).toBe(format('required', 'en', 'Patient'));
    await context.close();
  });
});
