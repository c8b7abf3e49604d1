import { addDays, appointmentStatusName } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalEn, professionalPtBR } from '../../../patient-app/src/features/professional/professional.i18n';
import { getStack, launchBrowser } from '../../harness';
import { ProfessionalAppointmentsPage } from '../../pages/patient/professional-appointments.page';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { demoDoctors, type ProfessionalApi, professionalApi } from './professional-api.fixtures';

const LANGUAGES = [
  { browser: 'pt-BR', locale: 'pt-BR', ui: professionalPtBR, width: 1280 },
  { browser: 'en-US', locale: 'en', ui: professionalEn, width: 390 },
] as const;

for (const lang of LANGUAGES) {
  describe(`patient app: Dr. House's appointments, filtered (${lang.browser}, ${lang.width}px)`, () => {
    const { patientUrl, gatewayUrl } = getStack();
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let api: ProfessionalApi;

    beforeAll(async () => {
      api = await professionalApi(gatewayUrl);
      browser = await launchBrowser({ locale: lang.browser });
      ({ context, page } = await signInDoctor(browser, patientUrl, demoDoctors.house, { locale: lang.browser, width: lang.width }));
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    it('filters by status: only finished ones, as many as the API has', async () => {
      const list = await ProfessionalAppointmentsPage.open(page, patientUrl);
      expect(await list.heading().textContent()).toBe(lang.ui['professional.allAppointments']);
      expect(await list.statusChip('FINISHED_BY_PROFESSIONAL').textContent()).toBe(
        appointmentStatusName('FINISHED_BY_PROFESSIONAL', lang.locale),
      );
      const all = await api.houseAppointments({});
      const finished = all.filter((a) => a.status === 'FINISHED_BY_PROFESSIONAL');
      expect(finished.length).toBeGreaterThan(0);
      expect(finished.length).toBeLessThan(all.length);

      await list.toggleStatus('FINISHED_BY_PROFESSIONAL');
      const shown = Math.min(10, finished.length); // the first page
      await expect.poll(() => list.rowStatuses()).toEqual(Array(shown).fill('FINISHED_BY_PROFESSIONAL'));
      const ids = new Set(finished.map((a) => a.id));
      expect((await list.rowIds()).every((id) => ids.has(id))).toBe(true);
      expect(await list.statusChip('FINISHED_BY_PROFESSIONAL').getAttribute('aria-pressed')).toBe('true');
      expect(new URL(page.url()).searchParams.get('status')).toBe('FINISHED_BY_PROFESSIONAL');
      expect(await list.total().textContent()).toBe(lang.ui['professional.list.total'].replace('{count}', String(finished.length)));
      await snap(page, `appointments-status-${lang.browser}`);
    });

    it('filters by dates too: only the days asked for; a range with none says so', async () => {
      const list = await ProfessionalAppointmentsPage.open(page, patientUrl, '?status=FINISHED_BY_PROFESSIONAL');
      const finished = await api.houseAppointments({ status: ['FINISHED_BY_PROFESSIONAL'] });
      const day = finished[0]!.startDate; // his earliest finished appointment: the day before has none
      const expected = finished.filter((a) => a.startDate === day);

      await list.setDate('from', day);
      await list.setDate('to', day);
      await expect.poll(() => list.rowIds()).toEqual(expected.map((a) => a.id));
      expect(await list.rowStatuses()).toEqual(expected.map(() => 'FINISHED_BY_PROFESSIONAL'));
      const params = new URL(page.url()).searchParams;
      expect([params.get('from'), params.get('to')]).toEqual([day, day]);

      const before = addDays(day, -1);
      await list.setDate('from', before);
      await list.setDate('to', before);
      await page.getByTestId('appointment-list-empty').waitFor();
      expect(await page.getByTestId('appointment-list-empty').textContent()).toBe(lang.ui['professional.list.empty']);
      await snap(page, `appointments-dates-${lang.browser}`);
    });

    it('keeps the filters in the address: opening it again shows the same rows', async () => {
      const all = await api.houseAppointments({ status: ['SCHEDULED', 'PAID'] });
      const list = await ProfessionalAppointmentsPage.open(page, patientUrl, '?status=SCHEDULED,PAID&order=ASC');
      await expect.poll(() => list.rowIds()).toEqual(all.slice(0, 10).map((a) => a.id));
      expect(await list.statusChip('PAID').getAttribute('aria-pressed')).toBe('true');
      expect(await list.statusChip('CANCELLED').getAttribute('aria-pressed')).toBe('false');
    });
  });
}
