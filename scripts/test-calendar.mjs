// `npm run test:calendar`: the unit and integration suites with the one clock (schema's now(), TEST_NOW) set to the
// days a calendar breaks tests on — New Year in São Paulo, Carnival, a 29 February, a month's last day, a Sunday, the
// hours when São Paulo and UTC disagree on the date, the hours around the demo's appointments — one run per instant.
// Not part of `npm test` (it takes hours): run it after changing a rule of dates or times, and before a release.
//
//   npm run test:calendar                    every instant, on embedded PGlite, one run at a time
//   npm run test:calendar -- --jobs=2        two runs side by side
//   npm run test:calendar -- --only=carnival the instants whose label contains the word (or one of a,b,c)
//   npm run test:calendar -- --postgres      on the PostgreSQL server of TEST_DATABASE_URL instead
//   npm run test:calendar -- --list          the instants, and nothing run
//   npm run test:calendar -- --all           with the security plan's tests too (tests/security/: fuzzing and
//                                            authorization matrices, whose subject is not the calendar; left out by
//                                            default, they add about two minutes per instant)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall, ROOT } from './ensure-install.mjs';

/** The hard instants, in São Paulo's time (UTC−3 all year since 2019) unless the label says UTC. */
export const INSTANTS = [
  ['new-year-eve-2330', '2026-12-31T23:30:00-03:00', '31 December 23:30 in São Paulo (already 1 January in UTC)'],
  ['new-year-day', '2027-01-01T10:00:00-03:00', '1 January, a national holiday'],
  ['carnival-monday', '2027-02-08T10:00:00-03:00', 'Carnival Monday (an optional point)'],
  ['carnival-tuesday', '2027-02-09T16:00:00-03:00', 'Carnival Tuesday (an optional point)'],
  ['leap-day', '2028-02-29T11:00:00-03:00', '29 February 2028'],
  ['month-end', '2027-04-30T17:00:00-03:00', 'the last day of a month (Friday 30 April, 1 May is a holiday)'],
  ['sunday', '2026-11-29T10:00:00-03:00', 'a Sunday'],
  ['utc-2355', '2026-12-02T23:55:00Z', '23:55 UTC (20:55 in São Paulo)'],
  ['sao-paulo-2355', '2026-12-02T23:55:00-03:00', '23:55 in São Paulo (02:55 of the next day in UTC)'],
  ['utc-0130', '2026-12-03T01:30:00Z', '01:30 UTC (22:30 of the day before in São Paulo)'],
  ['before-house-0900', '2026-12-09T07:45:00-03:00', "75 minutes before Dr. House's demo appointment at 09:00"],
  ['at-house-0900', '2026-12-09T08:55:00-03:00', "5 minutes before Dr. House's demo appointment at 09:00"],
  ['during-house-0900', '2026-12-09T09:10:00-03:00', "during Dr. House's demo appointment at 09:00"],
  ['around-ana-1100', '2026-12-10T10:50:00-03:00', "10 minutes before Dra. Ana's demo appointment at 11:00"],
  ['around-house-1400', '2026-12-10T13:45:00-03:00', "15 minutes before Dr. House's demo appointment at 14:00"],
  ['during-house-1400', '2026-12-10T14:10:00-03:00', "during Dr. House's demo appointment at 14:00"],
  ['around-ana-1700', '2026-12-10T16:55:00-03:00', "5 minutes before Dra. Ana's demo appointment at 17:00"],
];

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const jobs = Math.max(1, Number(option('jobs') ?? 1));
const only = option('only');
const postgres = args.includes('--postgres');
const all = args.includes('--all');
const chosen = INSTANTS.filter(([label]) => !only || only.split(',').some((word) => label.includes(word)));

if (args.includes('--list')) {
  for (const [label, at, what] of INSTANTS) console.log(`${label.padEnd(20)} ${at.padEnd(26)} ${what}`);
  process.exit(0);
}
if (postgres && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL (a PostgreSQL server where the user may create databases).');
  process.exit(2);
}
if (chosen.length === 0) {
  console.error(`No instant matches --only=${only}: see --list.`);
  process.exit(2);
}

ensureInstall();
const results = join(ROOT, 'test-results', 'calendar');
mkdirSync(results, { recursive: true });

/** One vitest run (unit and integration projects) with the clock at `at`; resolves with its counts and failures. */
function run([label, at, what]) {
  const out = join(results, `${label}.json`);
  const log = join(results, `${label}.log`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'unit',
        '--project',
        'integration',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          TEST_NOW: at,
          ...(postgres ? { TEST_DB: 'postgres' } : {}),
          ...(all ? {} : { TEST_EXCLUDE: 'tests/security/**' }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      const seconds = Math.round((Date.now() - started) / 1000);
      const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
      const failures = (report?.testResults ?? []).flatMap((file) =>
        file.assertionResults
          .filter((t) => t.status === 'failed')
          .map((t) => `${file.name.replace(`${ROOT}/`, '')} › ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0]}`),
      );
      const result = {
        label,
        at,
        what,
        passed: report?.numPassedTests ?? 0,
        failed: report?.numFailedTests ?? (code === 0 ? 0 : 1),
        seconds,
        exitCode: code,
        failures,
      };
      console.log(
        `${result.failed === 0 && code === 0 ? 'PASS' : 'FAIL'}  ${label.padEnd(20)} ${at.padEnd(26)} ${String(result.passed).padStart(5)} passed, ${result.failed} failed, ${seconds} s`,
      );
      for (const f of failures) console.log(`      ${f}`);
      resolve(result);
    });
  });
}

const started = Date.now();
console.log(
  `The unit and integration suites${all ? '' : ' (but tests/security/)'} at ${chosen.length} instant(s) of the clock, on ${postgres ? 'PostgreSQL' : 'embedded PGlite'}, ${jobs} at a time (logs in test-results/calendar/)`,
);
const queue = [...chosen];
const done = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) done.push(await run(queue.shift()));
  }),
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const failed = done.filter((r) => r.failed > 0 || r.exitCode !== 0);
writeFileSync(
  join(results, 'summary.json'),
  `${JSON.stringify({ minutes: Number(minutes), engine: postgres ? 'postgres' : 'pglite', runs: done }, null, 2)}\n`,
);
console.log(
  `\n${done.length - failed.length} of ${done.length} instants passed in ${minutes} min${failed.length ? `; failed: ${failed.map((r) => r.label).join(', ')}` : ''}`,
);
process.exit(failed.length > 0 ? 1 : 0);
