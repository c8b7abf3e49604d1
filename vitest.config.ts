import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// graphql 16 ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for every package in
// node_modules, so our own code must use that same one or schemas cross "realms".
const graphqlCjs = require.resolve('graphql', { paths: [new URL('./gateway', import.meta.url).pathname] });
// pdf-lib the same way: @signpdf/placeholder-pdf-lib requires its CommonJS build, and the signature placeholder it adds
// to our PDFDocument must be of that realm's classes, or the signed file has no /ByteRange to fill (as Node runs it).
const pdfLibCjs = require.resolve('pdf-lib', { paths: [new URL('./services', import.meta.url).pathname] });
// TEST_EXCLUDE: comma-separated globs of test files left out of every project (scripts/test-calendar.mjs; vitest's own
// --exclude does not reach the projects).
const excluded = process.env.TEST_EXCLUDE?.split(',').filter(Boolean) ?? [];

/**
 * unit: pure rules beside the code (*.test.ts[x]).
 * integration: services + gateway + database in process (*.int.test.ts); TEST_DB=postgres runs them on
 * the PostgreSQL server of TEST_DATABASE_URL, otherwise on embedded PGlite.
 * e2e: Playwright (playwright-core) in Chromium against the whole stack (*.e2e.ts).
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: graphqlCjs },
      { find: /^pdf-lib$/, replacement: pdfLibCjs },
    ],
  },
  test: {
    // TEST_NOW: the instant the clock starts at in every test file (scripts/test-calendar.mjs); unset: the real time.
    setupFiles: ['tests/harness/clock.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{schema,services,gateway,console,patient-app,tests,print-helper}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', ...excluded],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{services,gateway,tests,print-helper}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...excluded],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // What a user waits for (a save, an upload, a live update) may take seconds on a loaded machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
          // The axe gate: a page with a serious or critical accessibility violation fails the test that opened it.
          setupFiles: ['e2e/axe-gate.setup.ts'],
        },
      },
    ],
  },
});
