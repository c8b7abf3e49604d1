// `npm test`: the whole suite. Unit tests, integration tests through the gateway on embedded PGlite (and on the
// PostgreSQL server of TEST_DATABASE_URL when it is set), then the Playwright tests in Chromium.
// Without Chromium the browser tests cannot run: that is said loudly, and it fails when CI or REQUIRE_BROWSER is set.
// The two integration runs go side by side (each runs its files one at a time, on one core): the PGlite one prints as
// it goes, the PostgreSQL one into test-results/ and then here. The end names every failed test.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { ensureInstall, ROOT } from './ensure-install.mjs';

ensureInstall();
const onlyE2e = process.argv.includes('--only-e2e');
const results = join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

const failures = [];

function reportPath(label) {
  return join(results, `${label.replace(/\W+/g, '-').toLowerCase()}.json`);
}

function vitestArgs(label, args) {
  return [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath(label)}`,
  ];
}

/** Adds a finished run's report to the totals, and its failed tests to the list printed at the end. */
function count(label, status) {
  const out = reportPath(label);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${label}: ${file.name.replace(`${ROOT}/`, '')} › ${t.fullName}`);
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${label}: ${file.name.replace(`${ROOT}/`, '')} (${file.message || 'the file failed'})`.slice(0, 400));
    }
  } else if (status !== 0) failures.push(`${label}: no report (exit ${status})`);
  if (status !== 0) failedRuns++;
}

/** A run that prints as it goes (asynchronous, so that a run aside keeps draining its output meanwhile). */
async function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const child = spawn(process.execPath, vitestArgs(label, args), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  count(label, status);
}

/**
 * A run whose output goes straight into test-results/<label>.log (a file, not a pipe: nothing here has to read it while
 * the other checks run); resolves with its exit status.
 */
function vitestAside(label, args, env = {}) {
  const log = join(results, `${label.replace(/\W+/g, '-').toLowerCase()}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, vitestArgs(label, args), { cwd: ROOT, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('close', (status) => {
      closeSync(fd);
      resolve({ label, log, status: status ?? 1 });
    }),
  );
}

function chromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  );
}

/** The folders graphql-codegen writes: committed, and always what the SDL and the documents generate. */
const GENERATED = ['gateway/src/__generated__', 'patient-app/src/gql', 'console/src/gql'];

/** Generates the typed GraphQL code again; a difference from what is committed fails the run (a forgotten `npm run codegen`). */
function codegenDrift() {
  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: ROOT, encoding: 'utf8' });
  if (git.status !== 0) return console.log('\n(not a git checkout: the codegen drift check is skipped)');
  const run = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  const changed = spawnSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  if (run.status !== 0 || changed) {
    console.error(`codegen drift: the generated code differs from the committed one; run npm run codegen and commit:\n${changed}`);
    failedRuns++;
  }
}

/**
 * Static checks: types in every package, lint, and no unused file, export or dependency (knip.jsonc); a failure fails
 * the run like a failing test.
 */
function staticChecks() {
  console.log('\n=== type check and lint ===');
  for (const [label, args] of [
    ['typecheck', ['-y', 'pnpm@10', '-r', '--parallel', 'typecheck']],
    ['lint', ['biome', 'check', '.']],
    ['knip', ['knip']],
  ]) {
    const run = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${label} failed`);
      failedRuns++;
    }
  }
}

if (!onlyE2e) {
  // First, as it rewrites the generated files that the type check and the tests read.
  console.log('\n=== codegen drift ===');
  codegenDrift();
  const aside = process.env.TEST_DATABASE_URL
    ? vitestAside('integration on PostgreSQL', ['--project', 'integration'], { TEST_DB: 'postgres' })
    : null;
  if (aside) console.log('\n(The integration tests on PostgreSQL run alongside; their output follows the PGlite run.)');
  staticChecks();
  await vitest('unit', ['--project', 'unit']);
  await vitest('integration on PGlite', ['--project', 'integration']);
  if (aside) {
    const { label, log, status } = await aside;
    console.log(`\n=== ${label} ===`);
    process.stdout.write(readFileSync(log, 'utf8'));
    count(label, status);
  } else console.log('\n(TEST_DATABASE_URL is not set: the integration tests ran on embedded PGlite only.)');
}

if (chromium()) {
  buildApps();
  await vitest('end-to-end in Chromium', ['--project', 'e2e']);
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

// The axe gate's findings of the browser run (e2e/axe-gate.setup.ts): counted here, listed in the file.
const axeFindings = join(results, 'axe-findings.log');
if (existsSync(axeFindings)) {
  const pages = (readFileSync(axeFindings, 'utf8').match(/^axe: /gm) ?? []).length;
  console.log(
    pages === 0
      ? '\naxe gate: no serious or critical accessibility violation on any page the browser tests opened.'
      : `\naxe gate: ${pages} page(s) with serious or critical accessibility violations, listed in test-results/axe-findings.log${process.env.AXE_GATE === 'report' ? ' (AXE_GATE=report: listed, not failed)' : ' (each failed the test that opened it)'}.`,
  );
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
