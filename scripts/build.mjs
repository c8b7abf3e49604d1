// Builds the two apps for production (vite), skipping one whose build is newer than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall, ROOT } from './ensure-install.mjs';

const APPS = ['patient-app', 'console'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function buildApps({ force = false } = {}) {
  const schemaTime = newest(join(ROOT, 'schema'));
  for (const app of APPS) {
    const dir = join(ROOT, app);
    const index = join(dir, 'dist', 'index.html');
    const fresh = existsSync(index) && statSync(index).mtimeMs > Math.max(newest(dir), schemaTime);
    if (fresh && !force) continue;
    console.log(`Building ${app}…`);
    execSync('npx vite build --logLevel warn', { cwd: dir, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall();
  buildApps({ force: process.argv.includes('--force') });
}
