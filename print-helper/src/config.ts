import { dirname, join, resolve } from 'node:path';

/** The print helper's settings, read once from the environment (STYLE.md convention 10). */
export type PrintHelperConfig = {
  host: string;
  port: number;
  /** A command that prints the PDF given on its standard input (e.g. `lp -d TAGS`); null: write to spoolDir. */
  command: string | null;
  spoolDir: string;
  /** Browser origins allowed to call the helper (the apps' addresses). */
  allowedOrigins: string[];
  /** The largest PDF accepted. */
  maxBytes: number;
  /** How long a print command may run. */
  commandTimeoutMs: number;
  /** How long a client may take to send its headers, and its whole request (a 2 MB PDF on loopback takes ms). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
};

export const PRINT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:5174', 'http://127.0.0.1:5174'];

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`Invalid print helper configuration:\n  ${name}: must be an integer from ${min} to ${max}`);
  return n;
}

export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): PrintHelperConfig {
  const dataDir = env.DATA_DIR?.trim() && !env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : resolve(cwd, '.data');
  const origins = (env.PRINT_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = origins.find((o) => !/^https?:\/\/[^/\s]+$/.test(o));
  if (bad) throw new Error(`Invalid print helper configuration:\n  PRINT_ALLOWED_ORIGINS: ${bad} is not an origin (scheme://host[:port])`);
  return {
    host: env.PRINT_HELPER_HOST?.trim() || '127.0.0.1',
    port: int('PRINT_HELPER_PORT', env.PRINT_HELPER_PORT, 9100, 0, 65535),
    command: env.PRINT_COMMAND?.trim() || null,
    spoolDir: env.PRINT_SPOOL_DIR?.trim() ? resolve(cwd, env.PRINT_SPOOL_DIR) : join(dirname(resolve(cwd, dataDir)), 'print-spool'),
    allowedOrigins: origins.length ? origins : DEFAULT_ORIGINS,
    maxBytes: PRINT_MAX_BYTES,
    commandTimeoutMs: int('PRINT_COMMAND_TIMEOUT_MS', env.PRINT_COMMAND_TIMEOUT_MS, 30_000, 100, 600_000),
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
  };
}
