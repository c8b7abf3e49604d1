import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ScreeningFormPage, ScreeningShowPage } from '../../pages/console/screening.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { e2eQuestionnaire, screeningsApi } from './screenings-api.fixtures';

describe('console: the clinic admin edits a screening question (en-US)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;
  let api: Awaited<ReturnType<typeof screeningsApi>>;
  let id: string;

  beforeAll(async () => {
    api = await screeningsApi(gatewayUrl);
    id = (await api.create(e2eQuestionnaire('E2E_EDIT'))).id;
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (id) await api.remove(id);
  });

  it('a blank question shows the field error and changes nothing', async () => {
    const form = await ScreeningFormPage.openEdit(page, consoleUrl, id);
    await form.fill('questions.0.textEn', '');
    await form.save();
    await expect.poll(() => form.helperText('questions.0.textEn')).toBe(format('required', 'en', 'Question in English'));
    expect((await api.read(id))!.version).toBe(1);
  });

  it('edits the question and marks "Yes" as a red flag; the show page has the new text and version 2', async () => {
    const form = await ScreeningFormPage.openEdit(page, consoleUrl, id);
    await form.fill('questions.0.textEn', 'Have you had a fever above 39 °C?');
    await form.fill('questions.0.textPtBR', 'Teve febre acima de 39 °C?');
    await form.toggle('questions.0.options.0.redFlag');
    await form.save();
    const show = await ScreeningShowPage.waitFor(page);
    await expect.poll(() => show.questionTexts(0)).toEqual({ pt: 'Teve febre acima de 39 °C?', en: 'Have you had a fever above 39 °C?' });
    expect(await show.redFlags(0)).toBe(1);
    expect(await show.field('version').textContent()).toContain('2');
    expect(await show.kindText(0)).toBe('Yes or no');
    const saved = (await api.read(id))!;
    expect(saved.version).toBe(2);
    expect(saved.questions[0]!.options.map((o) => o.redFlag)).toEqual([true, false]);
    // answers given before keep the questions of version 1
    expect((await api.read(id, 1))!.questions[0]!.textEn).toBe('Do you have a fever?');
  });
});

describe('console: screenings in Portuguese', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });

  it('shows the seeded emergency questionnaire with its red flags in Portuguese', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin);
    await page.goto(`${consoleUrl}/#/screenings?filter=${encodeURIComponent(JSON.stringify({ type: 'EMERGENCY', subtype: 'ADULT' }))}`);
    await page.locator('tbody tr.RaDataTable-row td.column-title', { hasText: 'Triagem de pronto atendimento — adultos' }).click();
    const show = await ScreeningShowPage.waitFor(page);
    expect(await show.field('version').textContent()).toContain('Versão');
    expect((await show.questionTexts(1)).pt).toBe('Você está com dor no peito e falta de ar ao mesmo tempo?');
    expect(await show.kindText(1)).toBe('Sim ou não');
    expect(await show.redFlags(1)).toBe(1);
    await context.close();
  });
});
