import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The deployment's text files agree with each other and with the code: .env.example lists every variable the
 * processes read (and nothing else), docker-compose.yml publishes only Caddy and hands it every variable the Caddyfile
 * reads, and .dockerignore keeps secrets out of the images.
 */

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/** The keys of a config file's `const ZEnv = z.object({ … });` (the services' and the gateway's). */
function zodEnvKeys(path: string): string[] {
  const text = read(path);
  const start = text.indexOf('const ZEnv = z.object({');
  expect(start, `${path} has no ZEnv`).toBeGreaterThanOrEqual(0);
  const block = text.slice(start, text.indexOf('\n});', start));
  return all(block, /^ {2}([A-Z][A-Z0-9_]*):/gm);
}

/** Every variable read, by who reads it. */
function variablesRead(): Map<string, string[]> {
  const sources: Array<[string, string[]]> = [
    ['services', zodEnvKeys('services/src/config/env.ts')],
    ['gateway', zodEnvKeys('gateway/src/config.ts')],
    ['print helper', all(read('print-helper/src/config.ts'), /\benv\.([A-Z][A-Z0-9_]*)/g)],
    ['docker-compose.yml', all(read('docker-compose.yml'), /\$\{([A-Z][A-Z0-9_]*)/g)],
    ['deploy/Caddyfile', all(read('deploy/Caddyfile'), /\{\$([A-Z][A-Z0-9_]*)/g)],
    ['serve-static', all(read('scripts/serve-static.mjs'), /\benv\.([A-Z][A-Z0-9_]*)/g)],
    ['patient app build', all(read('patient-app/src/vite-env.d.ts'), /readonly (VITE_[A-Z0-9_]+)/g)],
    ['console build', all(read('console/src/vite-env.d.ts'), /readonly (VITE_[A-Z0-9_]+)/g)],
  ];
  const readers = new Map<string, string[]>();
  for (const [who, names] of sources) {
    expect(names.length, `no variable found for ${who}: has its file changed shape?`).toBeGreaterThan(0);
    for (const name of names) readers.set(name, [...new Set([...(readers.get(name) ?? []), who])]);
  }
  return readers;
}

/** The variables .env.example lists (set or commented out), each with the comment line above it. */
function envExample(): Map<string, { comment: string; value: string; commented: boolean }> {
  const lines = read('.env.example').split('\n');
  const listed = new Map<string, { comment: string; value: string; commented: boolean }>();
  lines.forEach((line, i) => {
    const m = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) listed.set(m[2]!, { comment: lines[i - 1] ?? '', value: m[3]!, commented: Boolean(m[1]) });
  });
  return listed;
}

describe('.env.example', () => {
  it('lists every variable the services, the gateway, the print helper, the apps, docker compose and Caddy read', () => {
    const listed = envExample();
    const missing = [...variablesRead()].filter(([name]) => !listed.has(name)).map(([name, who]) => `${name} (${who.join(', ')})`);
    expect(missing, 'add these to .env.example, in their process’s section').toEqual([]);
  });

  it('lists nothing that nobody reads', () => {
    const readers = variablesRead();
    expect([...envExample().keys()].filter((name) => !readers.has(name))).toEqual([]);
  });

  it('says for each whether production requires it, in one line above it', () => {
    for (const [name, { comment }] of envExample()) expect(comment, name).toMatch(/^# \[(required|optional)\] \S/);
  });

  it('carries no secret: the required secrets are empty', () => {
    const listed = envExample();
    for (const name of [
      'POSTGRES_PASSWORD',
      'INTERNAL_TOKEN',
      'MEDIA_SIGNING_KEY',
      'CERTIFICATE_KEY',
      'MERCADOPAGO_ACCESS_TOKEN',
      'MERCADOPAGO_WEBHOOK_SECRET',
      'SMTP_URL',
    ])
      expect(listed.get(name), name).toEqual(expect.objectContaining({ value: '', commented: false }));
  });
});

/** docker-compose.yml's services, each as its own text block (two-space-indented names under `services:`). */
function composeServices(): Map<string, string> {
  const text = read('docker-compose.yml');
  const body = text.slice(text.indexOf('\nservices:\n'), text.indexOf('\nvolumes:\n'));
  const blocks = new Map<string, string>();
  const names = [...body.matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)];
  for (const [i, m] of names.entries()) blocks.set(m[1]!, body.slice(m.index, names[i + 1]?.index ?? body.length));
  return blocks;
}

describe('docker-compose.yml', () => {
  const services = composeServices();

  it('publishes Caddy alone, on 80 and 443 (TCP, and UDP for HTTP/3)', () => {
    expect([...services.keys()].sort()).toEqual(['caddy', 'console', 'gateway', 'patient-app', 'postgres', 'services']);
    for (const [name, block] of services) if (name !== 'caddy') expect(block, name).not.toMatch(/^ {4}ports:/m);
    expect(services.get('caddy')).toMatch(/ports:\n\s+- "80:80"\n\s+- "443:443"\n\s+- "443:443\/udp"/);
  });

  it('runs the official Caddy image with deploy/Caddyfile and hands it every variable the Caddyfile reads', () => {
    const caddy = services.get('caddy')!;
    expect(caddy).toMatch(/^ {4}image: caddy:2/m);
    expect(caddy).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // What only a test run changes keeps the Caddyfile's production default.
    const testOnly = new Set(['CADDY_HTTP_PORT', 'CADDY_HTTPS_PORT', 'CADDY_ADMIN', 'CADDY_PROTOCOLS']);
    const given = new Set(all(caddy, /^ {6}([A-Z][A-Z0-9_]*):/gm));
    const needed = [...new Set(all(read('deploy/Caddyfile'), /\{\$([A-Z][A-Z0-9_]*)/g))].filter((v) => !testOnly.has(v));
    expect(needed.filter((v) => !given.has(v))).toEqual([]);
  });

  it('has the gateway trust exactly Caddy’s hop, and the services and the gateway run in production', () => {
    expect(services.get('gateway')).toMatch(/^ {6}TRUSTED_PROXY_HOPS: "1"$/m);
    expect(services.get('gateway')).toMatch(/^ {6}NODE_ENV: production$/m);
    expect(services.get('services')).toMatch(/^ {6}NODE_ENV: production$/m);
  });
});

/** Docker's .dockerignore rules: the last pattern that matches a path (or one of its parent folders) decides. */
function dockerIgnored(patterns: string[], path: string): boolean {
  let ignored = false;
  const parts = path.split('/');
  for (const raw of patterns) {
    const negate = raw.startsWith('!');
    const pattern = (negate ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    const regex = new RegExp(
      `^${pattern
        .split('**')
        .map((piece) =>
          piece
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
        )
        .join('.*')}$`,
    );
    if (parts.some((_, i) => regex.test(parts.slice(0, i + 1).join('/')))) ignored = !negate;
  }
  return ignored;
}

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('keeps .env files and the edge’s certificates out of the images, but not .env.example', () => {
    for (const path of ['.env', '.env.production', '.env.local', 'services/.env', 'deploy/certs/privkey.pem', 'node_modules/x/index.js'])
      expect(dockerIgnored(patterns, path), path).toBe(true);
    for (const path of ['.env.example', 'deploy/Caddyfile', 'scripts/serve-static.mjs', 'services/src/main.ts', 'pnpm-lock.yaml'])
      expect(dockerIgnored(patterns, path), path).toBe(false);
  });
});
