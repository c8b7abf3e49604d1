import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { PersonHistoryPage } from '../../pages/console/person-history.page';
import { PersonListPage } from '../../pages/console/person-list.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { personHistoryApi } from './person-history-api.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1400, height: 900 };

const maria = 'Maria Silva | 529.982.247-25';

/** The type names the clinic admin reads, per language (the console's catalogue, not the API's codes). */
const TYPE_NAMES: Record<string, Record<string, string>> = {
  'pt-BR': {
    APPOINTMENT: 'Consulta',
    NOTES: 'Anotações clínicas',
    DIAGNOSTIC: 'Diagnóstico',
    EXAM: 'Solicitação de exame',
    ARCHIVE: 'Anexo',
    EVENT: 'Pronto atendimento',
    QUESTIONNAIRE: 'Questionário',
    PRESCRIPTION: 'Prescrição',
    MEDICAL_REFERRAL: 'Encaminhamento',
  },
  'en-US': {
    APPOINTMENT: 'Appointment',
    NOTES: 'Clinical notes',
    DIAGNOSTIC: 'Diagnostic',
    EXAM: 'Exam request',
    ARCHIVE: 'Attachment',
    EVENT: 'Emergency care',
    QUESTIONNAIRE: 'Questionnaire',
    PRESCRIPTION: 'Prescription',
    MEDICAL_REFERRAL: 'Medical referral',
  },
};

/** One story, in order: the clinic admin opens Maria, reads her history, filters it and opens an item. */
describe('console: the clinic admin reads a patient’s history (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof personHistoryApi>>;
  let mariaId: string;

  beforeAll(async () => {
    api = await personHistoryApi(gatewayUrl);
    mariaId = await api.personId('Maria Silva');
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  it('opens Maria and sees her history, newest first, with the types in Portuguese', async () => {
    const list = await PersonListPage.open(page, consoleUrl);
    await list.openRow(maria);
    const history = new PersonHistoryPage(page);
    expect(await history.tab().textContent()).toBe('Histórico');
    await history.open();
    expect(await history.headers()).toEqual(['Data', 'Tipo', 'Item', 'Profissional', '']);
    const expected = (await api.history(mariaId)).items.slice(0, 10);
    await expect.poll(() => history.types()).toEqual(expected.map((i) => i.type));
    expect(await history.titles()).toEqual(expected.map((i) => i.title));
    expect(await history.typeLabels()).toEqual(expected.map((i) => TYPE_NAMES['pt-BR']![i.type]));
    await page.screenshot({ path: '/tmp/history-list.png' });
  });

  it('filters by type: only her diagnostics', async () => {
    const history = new PersonHistoryPage(page);
    await history.toggleFilter('DIAGNOSTIC');
    const diagnostics = await api.history(mariaId, ['DIAGNOSTIC']);
    expect(diagnostics.total).toBe(2);
    await expect.poll(() => history.types()).toEqual(['DIAGNOSTIC', 'DIAGNOSTIC']);
    expect(await history.titles()).toEqual(diagnostics.items.map((i) => i.title));
    expect(await history.filterChip('DIAGNOSTIC').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a diagnostic and reads its whole content', async () => {
    const history = new PersonHistoryPage(page);
    await history.openItem('I10 ·');
    expect(await history.dialogType()).toBe('Diagnóstico');
    expect(await history.contentLabel('cid10')).toBe('CID-10');
    expect(await history.contentValue('cid10')).toBe('I10');
    expect(await history.contentLabel('description')).toBe('Descrição');
    expect(await history.contentValue('description')).toContain('Hipertensão essencial (primária)');
    expect(await history.contentValue('description')).toContain('PA 150/95 em duas medidas');
    await page.screenshot({ path: '/tmp/history.png' });
    await history.closeItem();
  });

  it('clears the filter: every type again', async () => {
    const history = new PersonHistoryPage(page);
    await history.toggleFilter('ALL');
    const expected = (await api.history(mariaId)).items.slice(0, 10);
    await expect.poll(() => history.types()).toEqual(expected.map((i) => i.type));
  });
});

describe('console: a patient’s history in English', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('names the tab and the types in English, filters exam requests and opens one', async () => {
    const api = await personHistoryApi(gatewayUrl);
    const mariaId = await api.personId('Maria Silva');
    const { context, page } = await browser.signIn(demoClinicAdmin, { viewport });
    const list = await PersonListPage.open(page, consoleUrl);
    await list.openRow(maria);
    const history = new PersonHistoryPage(page);
    expect(await history.tab().textContent()).toBe('History');
    await history.open();
    const expected = (await api.history(mariaId)).items.slice(0, 10);
    await expect.poll(() => history.typeLabels()).toEqual(expected.map((i) => TYPE_NAMES['en-US']![i.type]));

    await history.toggleFilter('EXAM');
    const exams = await api.history(mariaId, ['EXAM']);
    await expect.poll(() => history.types()).toEqual(exams.items.map(() => 'EXAM'));
    expect(await history.typeLabels()).toEqual(exams.items.map(() => 'Exam request'));

    await history.openItem('Eletrocardiograma de repouso');
    expect(await history.dialogType()).toBe('Exam request');
    expect(await history.contentLabel('status')).toBe('Status');
    expect(await history.contentValue('status')).toBe('Active');
    expect(await history.contentValue('priority')).toBe('Urgent');
    expect(await history.contentValue('requester')).toBe('Dr. Gregório House');
    await page.screenshot({ path: '/tmp/history-en.png' });
    await context.close();
  });
});
