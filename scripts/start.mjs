// `npm start`: installs what is missing, builds the apps, starts services (migrating and seeding the embedded
// database on first run), the gateway and both apps, then prints the URLs and the demo logins.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { ensureInstall, ROOT } from './ensure-install.mjs';

ensureInstall();
buildApps();
const { register } = await import('tsx/esm/api');
register();
const { DEMO_USERS, DEMO_PASSWORDS } = await import('../services/src/db/seed-data.ts');
const { serveApp } = await import('./serve-static.mjs');

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT, '.data'),
  SERVICES_PORT: process.env.SERVICES_PORT ?? '4001',
  GATEWAY_PORT: process.env.GATEWAY_PORT ?? '4000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The demo opens a consultation's video room up to 7 days before its start, so a booking made now can be tried
  // at once (production: 60 minutes before).
  ROOM_OPENS_MINUTES_BEFORE: process.env.ROOM_OPENS_MINUTES_BEFORE ?? '10080',
  // The processes' shared secrets, random for each run (never the published development values): one per job.
  INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? randomBytes(32).toString('base64url'),
  MEDIA_SIGNING_KEY: process.env.MEDIA_SIGNING_KEY ?? randomBytes(32).toString('base64url'),
};
const servicesUrl = `http://127.0.0.1:${env.SERVICES_PORT}`;
env.SERVICES_URL ??= servicesUrl;
const gatewayUrl = `http://127.0.0.1:${env.GATEWAY_PORT}`;
env.PRINT_HELPER_PORT ??= '9100';
const printHelperUrl = `http://127.0.0.1:${env.PRINT_HELPER_PORT}`;
// The print helper answers the apps' pages (CORS): their local addresses on the ports chosen here.
env.PRINT_ALLOWED_ORIGINS ??= [process.env.PATIENT_APP_PORT ?? 5173, process.env.CONSOLE_PORT ?? 5174]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');
const children = [];

function run(name, dir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, dir),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down.`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`Starting services on ${env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite (${env.DATA_DIR})`}…`);
run('services', 'services');
await waitFor(`${servicesUrl}/readyz`, 'services');
run('gateway', 'gateway');
await waitFor(`${gatewayUrl}/readyz`, 'gateway');
run('print helper', 'print-helper');
await waitFor(`${printHelperUrl}/healthcheck`, 'print helper');
const patient = await serveApp({ dir: join(ROOT, 'patient-app/dist'), port: Number(process.env.PATIENT_APP_PORT ?? 5173), gatewayUrl });
const console_ = await serveApp({ dir: join(ROOT, 'console/dist'), port: Number(process.env.CONSOLE_PORT ?? 5174), gatewayUrl });

const rows = DEMO_USERS.map((u) => {
  const who = u.platformAdmin ? 'platform admin' : u.roles.join(',');
  const extra = u.cpf
    ? `  CPF ${u.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')} + birth ${u.birthDate}${u.cns ? `  CNS ${u.cns}` : ''}`
    : '';
  return `  ${who.padEnd(15)} ${u.email.padEnd(36)} ${DEMO_PASSWORDS[u.password].padEnd(14)} ${u.name}${extra}`;
});
console.log(`
Teleconsulta is running.
  Patient and professional app  ${patient.url}
  Back-office console           ${console_.url}
  GraphQL gateway               ${gatewayUrl}/graphql
  REST services                 ${servicesUrl}
  Print helper (emergency tags) ${printHelperUrl}

Demo logins (role, e-mail, password):
${rows.join('\n')}
The demo doctors sign prescriptions with their demo A1 certificate: its password is "certificado".

Press Ctrl+C to stop.`);
