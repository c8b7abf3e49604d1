import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseConfig as parsePrintHelperConfig } from '@teleconsulta/print-helper/config';
import { createPrintHelper } from '@teleconsulta/print-helper/server';
import { setClock } from '@teleconsulta/schema';
import { createApp } from '@teleconsulta/services/app';
import { parseConfig as parseServicesConfig } from '@teleconsulta/services/config';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM scripts without type declarations
import { buildApps } from '../scripts/build.mjs';
// @ts-expect-error plain ESM scripts without type declarations
import { serveApp } from '../scripts/serve-static.mjs';
import { gatewayInFrontOf, listenOnFreePort } from '../tests/harness/in-process.js';
import { chromiumPath } from './browser.js';
import { startFakeSpeechServer } from './fixtures/fake-speech-server.js';
import { startPlatformMailServer } from './fixtures/platform-mail-server.js';

export type E2EStack = {
  patientUrl: string;
  consoleUrl: string;
  gatewayUrl: string;
  servicesUrl: string;
  /** The reception's local print helper (emergency tags), writing into printSpoolDir. */
  printHelperUrl: string;
  printSpoolDir: string;
  /** The fake speech-to-text websocket's control (the services transcribe through it): e2e/fixtures/fake-speech-api.ts. */
  speechControlUrl: string;
  /** The platform's mails (password links) as their recipients get them: e2e/fixtures/platform-mail-api.ts. */
  platformMailUrl: string;
  /** The axe gate's record of the routes already checked in this run (e2e/fixtures/axe-gate.ts). */
  axeGateDir: string;
  /** The axe gate's findings of this run, all in one file (test-results/axe-findings.log). */
  axeFindingsFile: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: E2EStack;
  }
}

/** The whole system for the browser tests: services on a fresh embedded database, gateway, both built apps. */
export default async function setup(project: TestProject) {
  // The run's clock (npm run test:calendar): the services and the gateway here live at TEST_NOW like the specs' workers.
  if (process.env.TEST_NOW) setClock(process.env.TEST_NOW);
  if (!chromiumPath()) throw new Error('Chromium was not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  buildApps();
  const token = 'e2e-internal-token-0123456789';
  const speech = await startFakeSpeechServer();
  const services = await createApp(
    parseServicesConfig({
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: token,
      // No reminder mails in the middle of the outbox pages' checks (the worker is tested in tests/).
      NOTICE_INTERVAL_MS: '0',
      // The video room specs book days ahead: the room opens up to 60 days before the start (the setting's maximum).
      ROOM_OPENS_MINUTES_BEFORE: '86400',
      // The complaint's voice goes through the server's speech-to-text, a local vosk-style fake.
      SPEECH_PROVIDER: 'ws',
      // The integrations spec's webhook URL is a closed local port (nothing leaves the machine).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SPEECH_WS_URL: speech.wsUrl,
    }),
  );
  const servicesUrl = await listenOnFreePort(services);
  const platformMail = await startPlatformMailServer(services.ctx.db);
  const gateway = gatewayInFrontOf(servicesUrl, token, {
    ACCESS_CODE_RATE_LIMIT_PER_MINUTE: '10000',
    // The browser tests share a 2-core machine with Chromium and vite: a slow answer is not an unreachable service.
    UPSTREAM_TIMEOUT_MS: '10000',
  });
  const gatewayGraphql = await gateway.start();
  const gatewayUrl = gatewayGraphql.replace(/\/graphql$/, '');
  const root = join(import.meta.dirname, '..');
  // The SSO spec frames the patient app in a clinic portal on this origin (SPEC §1's embedding partners): the CSP's
  // frame-ancestors names it, as CSP_FRAME_ANCESTORS does for a real portal.
  const patient = await serveApp({ dir: join(root, 'patient-app/dist'), port: 0, gatewayUrl, frameAncestors: "'self' http://127.0.0.1:9" });
  const consoleApp = await serveApp({ dir: join(root, 'console/dist'), port: 0, gatewayUrl });
  const printSpoolDir = mkdtempSync(join(tmpdir(), 'teleconsulta-e2e-spool-'));
  const printHelper = createPrintHelper(
    parsePrintHelperConfig({ PRINT_HELPER_PORT: '0', PRINT_SPOOL_DIR: printSpoolDir, PRINT_ALLOWED_ORIGINS: patient.url }),
    { info: () => undefined, warn: () => undefined },
  );
  const printHelperUrl = await printHelper.start();
  const axeGateDir = mkdtempSync(join(tmpdir(), 'teleconsulta-e2e-axe-'));
  const axeFindingsFile = join(import.meta.dirname, '..', 'test-results', 'axe-findings.log');
  mkdirSync(dirname(axeFindingsFile), { recursive: true });
  writeFileSync(axeFindingsFile, '');
  project.provide('stack', {
    patientUrl: patient.url,
    consoleUrl: consoleApp.url,
    gatewayUrl: gatewayGraphql,
    servicesUrl,
    printHelperUrl,
    printSpoolDir,
    speechControlUrl: speech.controlUrl,
    platformMailUrl: platformMail.url,
    axeGateDir,
    axeFindingsFile,
  });

  return async () => {
    await printHelper.stop();
    rmSync(printSpoolDir, { recursive: true, force: true });
    rmSync(axeGateDir, { recursive: true, force: true });
    await new Promise((r) => patient.server.close(r));
    await new Promise((r) => consoleApp.server.close(r));
    patient.server.closeAllConnections?.();
    await gateway.stop();
    await services.close();
    await speech.close();
    await platformMail.close();
  };
}
