// `npm test`: the whole suite. Unit tests, integration tests through the gateway on embedded PGlite (and on the
// PostgreSQL server of TEST_DATABASE_URL when it is set), then the Playwright tests in Chromium.
// Without Chromium the browser tests cannot run: that is said loudly, and it fails when CI or REQUIRE_BROWSER is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { ensureInstall, ROOT } from './ensure-install.mjs';

ensureInstall();
const onlyE2e = process.argv.includes('--only-e2e');
const results = join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const out = join(results, `${label.replace(/\W+/g, '-').toLowerCase()}.json`);
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (run.status !== 0) failedRuns++;
}

function chromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  );
}

/** Static checks: types in every package, and lint; a failure fails the run like a failing test. */
function staticChecks() {
  console.log('\n=== type check and lint ===');
  for (const [label, args] of [
    ['typecheck', ['-y', 'pnpm@10', '-r', '--parallel', 'typecheck']],
    ['lint', ['biome', 'check', '.']],
  ]) {
    const run = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${label} failed`);
      failedRuns++;
    }
  }
}

if (!onlyE2e) {
  staticChecks();
  vitest('unit', ['--project', 'unit']);
  vitest('integration on PGlite', ['--project', 'integration']);
  if (process.env.TEST_DATABASE_URL) vitest('integration on PostgreSQL', ['--project', 'integration'], { TEST_DB: 'postgres' });
  else console.log('\n(TEST_DATABASE_URL is not set: the integration tests ran on embedded PGlite only.)');
}

if (chromium()) {
  buildApps();
  vitest('end-to-end in Chromium', ['--project', 'e2e']);
} else {
  const required = process.env.CI || process.env.REQUIRE_BROWSER;
  console.error(`
############################################################################
#  CHROMIUM NOT FOUND: the browser (Playwright) tests did ${required ? 'NOT run and this FAILS' : 'NOT run'}.
#  Install it with:  sudo apt-get install -y chromium
#  or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again.
############################################################################`);
  if (required) failedRuns++;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
