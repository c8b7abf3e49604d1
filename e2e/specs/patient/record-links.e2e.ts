import { addDays, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalEn, professionalPtBR } from '../../../patient-app/src/features/professional/professional.i18n';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { HealthRecordPage } from '../../pages/patient/health-record.page';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { ProfessionalDetailPage } from '../../pages/patient/professional-detail.page';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { demoOtherPatient } from './demo-users.fixtures';
import { type ApiAppointment, demoDoctors, EVERY_DAY_ALL_DAY, type ProfessionalApi, professionalApi } from './professional-api.fixtures';

/**
 * Issue 19 item 6, the LINK items of the record: Dr. House shares a link with João from his appointment's page (the
 * doctor in Portuguese on a phone), a script address is refused under its input and nothing is shared; João (in
 * English, on a desktop) finds it in his record and it opens the address in a new tab, without passing the record's
 * address along.
 */
describe('links shared in the health record', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let api: ProfessionalApi;
  let appointment: ApiAppointment;
  const title = `Laudo da ressonância ${Date.now() % 100_000}`;
  const url = 'https://laudos.example.com.br/r/8f2a?acesso=77';
  const note = 'A senha é a sua data de nascimento';

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    api = await professionalApi(gatewayUrl);
    await api.setSchedule(api.houseId, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
    const booked = await api.bookHouse(addDays(api.today, 1), demoOtherPatient.name, 'Revisão do joelho');
    if (!booked) throw new Error('no free slot for Dr. House tomorrow');
    appointment = booked;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    if (appointment) await api.discard(appointment.id);
  });

  it('the doctor shares a link from the appointment; a script address is refused under its input (pt-BR, 390px)', async () => {
    const { context, page } = await signInDoctor(browser, patientUrl, demoDoctors.house, { locale: 'pt-BR', width: 390 });
    contexts.push(context);
    const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
    await detail.shareLink({ title, url: 'javascript:alert(document.cookie)' });
    await expect.poll(() => detail.shareLinkError('url').textContent()).toBe(format('invalid', 'pt-BR', 'URL'));
    expect(await detail.shareLinkDone().count()).toBe(0);

    await detail.shareLink({ url, note });
    await expect
      .poll(() => detail.shareLinkDone().textContent())
      .toBe(professionalPtBR['professional.shareLink.shared'].replace('{title}', title));
    // The form is empty again, ready for another link; the page does not overflow the phone.
    expect(await page.locator('#share-link-title').inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'share-link-pt-BR');
  });

  it('the patient finds it in his record and it opens in a new tab, with no referrer (en-US, 1280px)', async () => {
    const { context, page } = await signInPatient(browser, patientUrl, demoOtherPatient, { locale: 'en-US', width: 1280 });
    contexts.push(context);
    const record = await HealthRecordPage.open(page);
    const [first] = await record.items();
    expect(first).toMatchObject({ type: 'LINK', title, by: 'By Dr. Gregório House' });
    expect(await record.sharedLink(title)).toEqual({
      href: url,
      target: '_blank',
      rel: 'noopener noreferrer',
      summary: `${note} · laudos.example.com.br`,
    });
    expect(await page.getByRole('link', { name: professionalEn['professional.history.openLink'].replace('{title}', title) }).count()).toBe(
      1,
    );
    await page.screenshot({ path: '/tmp/shots-record-links/en-US-record.png', fullPage: true });
  });
});
