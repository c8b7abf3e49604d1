import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyQueueApi } from '../../fixtures/emergency-queue-api';
import { getStack, launchBrowser } from '../../harness';
import { EmergencyPersonPage } from '../../pages/patient/emergency-person.page';
import { loginSelectors } from '../../pages/patient/login.page';
import { fillDate } from '../../pages/picker-input';
import { demoSecondPatient } from './scheduling-api.fixtures';

/**
 * Issue 7, the reception kiosk (/kioski, SPEC §2 kioski-mode): a patient identifies with CPF and birth date, joins the
 * queue, gives the complaint and answers the pre-assessment; the tag (PDF) prints by itself through the local print
 * helper (GET /healthcheck, then POST /print), which the e2e stack runs with a spool folder; "Finish" returns the
 * kiosk to the start for the next patient.
 */
describe('the reception kiosk', () => {
  const { patientUrl, gatewayUrl, printHelperUrl, printSpoolDir } = getStack();
  let api: Awaited<ReturnType<typeof emergencyQueueApi>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    api = await emergencyQueueApi(gatewayUrl);
    await api.clearBoard();
    // Patients join only a queue a professional is checked in to: Dr. House is on duty in both.
    await api.checkIn(['Clínica geral', 'Pediatria']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await api?.clearBoard().catch(() => undefined);
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  it('identifies the patient by CPF, runs the flow and prints the tag through the helper; finishing starts over', async () => {
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const before = readdirSync(printSpoolDir).length;
    await page.goto(`${patientUrl}/kioski?printer=${encodeURIComponent(printHelperUrl)}`);
    await page.getByTestId('kiosk-identify').waitFor();
    const identify = page.getByTestId('kiosk-identify');
    await identify.locator(loginSelectors.input('cpf')).fill(demoSecondPatient.cpf);
    await fillDate(identify.locator(loginSelectors.input('birthDate')), demoSecondPatient.birthDate);
    await identify.locator('button[type="submit"]').click();

    const flow = new EmergencyPersonPage(page);
    await flow.byTestId('emergency-arrival').waitFor();
    await flow.byTestId('emergency-queue-Clínica geral').click();
    await flow.byTestId('emergency-join').click();
    await flow.byTestId('emergency-complaint').waitFor();
    await flow.reportComplaint('Febre e dor de garganta desde ontem');
    await flow.answerPreAssessment({ waitFor: 'kiosk-ticket' });

    const protocol = (await flow.byTestId('kiosk-protocol').textContent())?.trim();
    expect(protocol).toMatch(/^\d+$/);
    await page.locator('[data-testid="emergency-print-tag-status"]', { hasText: 'Senha enviada para a impressora' }).waitFor();
    const printed = readdirSync(printSpoolDir);
    expect(printed.length).toBe(before + 1);
    const pdf = readFileSync(join(printSpoolDir, printed.sort().at(-1)!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await flow.byTestId('kiosk-finish').click();
    await page.getByTestId('kiosk-identify').waitFor();
  });
});
