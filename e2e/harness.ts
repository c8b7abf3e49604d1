import { clockIsSet, now } from '@teleconsulta/schema';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './browser.js';
import { configureAxeGate, watchWithAxe } from './fixtures/axe-gate.js';
import type { E2EStack } from './global-setup.js';

/** URLs of the running system (started once by global-setup.ts). */
export function getStack(): E2EStack {
  return inject('stack');
}

/** Debian's Chromium, headless, with the browser language given (navigator.language follows the context locale too). */
export async function launchBrowser(opts: { locale?: string } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium was not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(opts.locale ? [`--lang=${opts.locale}`] : [])],
  });
  // Every context: the run's clock (TEST_NOW), when set, starts at the test's now() and runs on from there; and the axe
  // gate checks each page the apps show (e2e/fixtures/axe-gate.ts).
  const stack = getStack();
  configureAxeGate({ origins: [stack.patientUrl, stack.consoleUrl], seenDir: stack.axeGateDir, findingsFile: stack.axeFindingsFile });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (clockIsSet()) await context.clock.install({ time: now() });
    watchWithAxe(context);
    return context;
  };
  return browser;
}
