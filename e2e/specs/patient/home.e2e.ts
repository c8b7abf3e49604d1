import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientHomeApi } from '../../fixtures/patient-home-api';
import { getStack, launchBrowser } from '../../harness';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { demoOtherClinicAdmin } from '../console/console-api.fixtures';

const CARLA = { cpf: '123.456.789-09', birthDate: '1978-11-02' } as const;

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    startsIn: /^Começa em \d+ (dia|dias|hora|horas|minuto|minutos)$/,
    unread: (n: number) => `${n} não lidas`,
  },
  { locale: 'en-US', width: 1280, startsIn: /^Starts in \d+ (day|days|hour|hours|minute|minutes)$/, unread: (n: number) => `${n} unread` },
  {
    locale: 'pt-BR',
    width: 390,
    startsIn: /^Começa em \d+ (dia|dias|hora|horas|minuto|minutos)$/,
    unread: (n: number) => `${n} não lidas`,
  },
] as const;

describe('the patient home: the next appointment and what to do now (issue 18)', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const v of VARIANTS) {
    it(`shows Carla's next appointment with its actions, and a message from the clinic live (${v.locale}, ${v.width}px)`, async () => {
      const api = await patientHomeApi(gatewayUrl, CARLA, demoOtherClinicAdmin);
      const next = await api.next();
      const { context, page } = await signInPatient(browser, patientUrl, CARLA, { locale: v.locale, width: v.width });
      const card = page.getByTestId('home-next');
      await card.waitFor();
      if (!next) {
        await card.getByTestId('home-next-none').waitFor();
      } else {
        await card.getByTestId('home-next-countdown').waitFor();
        expect(await card.getByTestId('home-next-countdown').textContent()).toMatch(v.startsIn);
        expect(await card.getByTestId('home-next-professional').textContent()).toContain(next.professionalName ?? '');
        expect(await card.getByTestId('home-next-details').getAttribute('href')).toBe(`/appointment/detail/${next.id}`);
        // The e2e room opens 60 days ahead of the start (ROOM_OPENS_MINUTES_BEFORE), so the room is offered already.
        expect(await card.getByTestId('home-next-enter-room').isVisible()).toBe(true);
        const due = next.priceCents > 0 && !next.paidAt && next.paymentAccess !== null;
        expect(await card.getByTestId('home-next-pay').count()).toBe(due ? 1 : 0);
      }

      const unread = page.getByTestId('home-action-messages');
      await unread.waitFor();
      const before = Number(((await unread.textContent()) ?? '').match(/(\d+) (unread|não lidas)/)?.[1] ?? 0);
      await api.clinicWrites(`Lembrete ${v.locale} ${v.width}`);
      await expect.poll(() => unread.textContent(), { timeout: 15_000 }).toContain(v.unread(before + 1));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await context.close();
    });
  }
});
