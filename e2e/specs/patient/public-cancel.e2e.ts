import { errorText } from '@teleconsulta/schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { PublicCancelPage } from '../../pages/patient/public-cancel.page';
import { schedulingApi } from './scheduling-api.fixtures';

type Api = Awaited<ReturnType<typeof schedulingApi>>;

/** SPEC §2 /cancel/:id and /cn/:id: the short link's page, without signing in (SPEC §4 cancellation, §8 errors). */
describe('public cancel page', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let professionalId: string;
  let browser: Browser;

  beforeAll(async () => {
    api = await schedulingApi(gatewayUrl);
    professionalId = await api.createProfessional('Dr. Otávio Geriatra', '225180');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.cleanUp();
  });

  describe.each([
    {
      locale: 'pt-BR',
      lang: 'pt-BR' as const,
      cancelled: 'Esta consulta está cancelada.',
      reason: 'Não poderei comparecer',
      expiry: 'O link de cancelamento vale até o início da consulta. Depois disso, entre em contato com a clínica.',
    },
    {
      locale: 'en-US',
      lang: 'en' as const,
      cancelled: 'This appointment is cancelled.',
      reason: 'I cannot make it',
      expiry: 'A cancel link works until the appointment starts. After that, please contact the clinic.',
    },
  ])('in $locale', ({ locale, lang, cancelled, reason, expiry }) => {
    it('cancels a free appointment with a reason through /cn/{cancel code}, and then says it is cancelled', async () => {
      const slot = await api.freeSlotFrom(professionalId, 2);
      const appointment = await api.bookAsMaria(professionalId, slot.startsAt);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const cancel = await PublicCancelPage.open(page, patientUrl, appointment.cancelAccess);
      await cancel.loaded();
      expect(await cancel.locator('protocol').textContent()).toBe(appointment.protocol);
      // The code is in the URL: neither the page nor the server lets it leak as a Referer.
      expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
      expect((await fetch(`${patientUrl}/cn/${appointment.cancelAccess}`)).headers.get('referrer-policy')).toBe('no-referrer');

      await cancel.cancel(reason);
      await cancel.locator('cancelled').waitFor();
      expect(await cancel.locator('cancelled').textContent()).toBe(cancelled);
      expect(await cancel.locator('submit').count()).toBe(0);
      const row = (await api.appointmentsOf(professionalId)).find((a) => a.id === appointment.id);
      expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: reason });

      // Opened again later, the link still says so.
      await page.reload();
      await cancel.locator('cancelled').waitFor();
      expect(await cancel.locator('status').getAttribute('data-status')).toBe('CANCELLED');
      await context.close();
    });

    it('shows a paid appointment with the contact-the-company message and no cancel button', async () => {
      const slot = await api.freeSlotFrom(professionalId, 3);
      const appointment = await api.bookAsMaria(professionalId, slot.startsAt);
      await api.markPaid(appointment.id);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const cancel = await PublicCancelPage.open(page, patientUrl, appointment.cancelAccess, 'cancel');
      await cancel.loaded();

      await cancel.locator('blocked').waitFor();
      expect(await cancel.locator('blocked').textContent()).toBe(errorText('APPOINTMENT_PAID_CONTACT_COMPANY', lang));
      expect(await cancel.locator('submit').count()).toBe(0);
      expect(await cancel.locator('reason').count()).toBe(0);
      expect((await api.appointmentsOf(professionalId)).find((a) => a.id === appointment.id)?.status).toBe('PAID');
      await context.close();
    });

    it('says "Unable to retrieve data" for an unknown code, and how long a cancel link works', async () => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const cancel = await PublicCancelPage.open(page, patientUrl, 'no-such-access-code-0123456789');
      await cancel.loaded();
      expect(await cancel.locator('error').textContent()).toContain(errorText('UNABLE_TO_RETRIEVE_DATA', lang));
      expect(await cancel.locator('expiry').textContent()).toBe(expiry);
      expect(await cancel.locator('submit').count()).toBe(0);
      await context.close();
    });

    it('SECURITY.md T24: the room and payment links’ codes do not open the cancel page (answered like an unknown code)', async () => {
      const slot = await api.freeSlotFrom(professionalId, 4);
      const appointment = await api.bookAsMaria(professionalId, slot.startsAt);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      for (const code of [appointment.roomAccess, appointment.paymentAccess]) {
        const cancel = await PublicCancelPage.open(page, patientUrl, code);
        await cancel.loaded();
        expect(await cancel.locator('error').textContent()).toContain(errorText('UNABLE_TO_RETRIEVE_DATA', lang));
        expect(await cancel.locator('expiry').textContent()).toBe(expiry);
        expect(await cancel.locator('protocol').count()).toBe(0);
        expect(await cancel.locator('submit').count()).toBe(0);
      }
      expect((await api.appointmentsOf(professionalId)).find((a) => a.id === appointment.id)?.status).toBe('SCHEDULED');
      await context.close();
    });
  });
});
