// Makes a fresh clone runnable: checks Node, then installs the workspace with pnpm 10 (through npx) when
// node_modules is missing or older than the lockfile.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Teleconsulta needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (pnpm 10 through npx)…');
  execSync('npx -y pnpm@10 install --frozen-lockfile', { cwd: ROOT, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
