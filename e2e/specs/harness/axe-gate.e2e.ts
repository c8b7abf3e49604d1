import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_GATE_PROBE, axeRouteOf, drainAxeFindings } from '../../fixtures/axe-gate';
import { getStack, launchBrowser } from '../../harness';

/** The axe gate fails a test on a page with a serious violation: here a page made broken on purpose, on the app's origin. */
describe('the axe gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports the rule and the element of a serious violation on a page the test opens', async () => {
    const { patientUrl } = getStack();
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await context.route(`${patientUrl}${AXE_GATE_PROBE}`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1><button id="nameless"></button></main></body></html>',
        }),
      );
      const page = await context.newPage();
      await page.goto(`${patientUrl}${AXE_GATE_PROBE}`);
      const found = await drainAxeFindings();
      expect(found).toContain('button-name');
      expect(found).toContain('#nameless');
      expect(found).toContain(`${AXE_GATE_PROBE} @wide`);
    } finally {
      await context.close();
    }
  });

  it('sees ids and tokens in a path as one route', () => {
    const width = 1280;
    expect(axeRouteOf('http://x/appointments/0b7a3c2e-1d2f-4a5b-9c8d-7e6f5a4b3c2d?tab=1', width)).toBe('http://x/appointments/:id @wide');
    expect(axeRouteOf('http://x/#/persons/42/show?x=1', 390)).toBe('http://x/#/persons/:id/show @phone');
    expect(axeRouteOf('http://x/schedule', width)).toBe('http://x/schedule @wide');
    expect(axeRouteOf('http://x/schedule_availability/0b7a3c2e-1d2f-4a5b-9c8d-7e6f5a4b3c2d', width)).toBe(
      'http://x/schedule_availability/:id @wide',
    );
    expect(axeRouteOf('http://x/a/sW0EPNKz2266kYTO-jGB6RnpklrOIdLF', 390)).toBe('http://x/a/:id @phone');
  });
});
