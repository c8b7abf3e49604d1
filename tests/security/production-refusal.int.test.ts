import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Starts a process the way docker-compose does (node --import tsx <dir>/src/main.ts) with only these variables. */
function start(dir: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, dir),
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stderr: run.stderr };
}

describe('issue 16: production refuses to start on unsafe settings', () => {
  it('the services, with the development defaults: exit 1, every variable named, no stack trace, nothing listening', () => {
    const { code, stderr } = start('services', { NODE_ENV: 'production', SERVICES_PORT: '0', DATA_DIR: 'memory://' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refusing to start the services with NODE_ENV=production:/);
    for (const name of ['INTERNAL_TOKEN', 'MEDIA_SIGNING_KEY', 'DATABASE_URL', 'SEED_DEMO', 'PAYMENT_PROVIDER'])
      expect(stderr).toContain(`  ${name}: `);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('the gateway, with the published internal token and no CORS origins', () => {
    const { code, stderr } = start('gateway', {
      NODE_ENV: 'production',
      GATEWAY_PORT: '0',
      INTERNAL_TOKEN: 'dev-internal-token-change-me',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('  INTERNAL_TOKEN: still a built-in development value');
    expect(stderr).toContain('  MEDIA_SIGNING_KEY: required in production');
    expect(stderr).toContain('  CORS_ORIGINS: ');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
