/**
 * What a process refuses to start with when NODE_ENV=production (issue 16): a secret missing, too short, or still one
 * of the built-in development values published in this repository; a demo or sandbox switch on. The services and the
 * gateway each list their own problems with these helpers and refuse to start naming every variable at once.
 */

/** The development values of the secrets (config defaults, docker-compose and README examples): never in production. */
export const DEVELOPMENT_SECRETS: ReadonlySet<string> = new Set([
  'dev-internal-token-change-me',
  'dev-media-signing-key-change-me',
  'dev-certificate-key-change-me',
  'sandbox-notification-secret',
  'teleconsulta',
  'postgres',
  'password',
  'changeme',
  'change-me',
  'secret',
]);

/** A production secret is at least this long (256 bits of base64url are 43 characters). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/** The problem with a secret in production, or null: missing, a development value, or too short. */
export function secretProblem(name: string, value: string | undefined | null): string | null {
  if (!value) return `${name}: required in production (a random value of at least ${PRODUCTION_SECRET_MIN_LENGTH} characters)`;
  if (DEVELOPMENT_SECRETS.has(value)) return `${name}: still a built-in development value; set a random one`;
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH) return `${name}: at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`;
  return null;
}

/** The problem with a database URL in production, or null: it must name a password that is not a development one. */
export function databaseUrlProblem(name: string, value: string | undefined): string | null {
  if (!value) return `${name}: required in production (a PostgreSQL server; the embedded database is for development)`;
  let password = '';
  try {
    password = decodeURIComponent(new URL(value).password);
  } catch {
    return `${name}: not a valid URL`;
  }
  if (!password) return `${name}: must carry the database user's password in production`;
  if (DEVELOPMENT_SECRETS.has(password)) return `${name}: the database password is still a built-in development value`;
  return null;
}

/** Secrets of different jobs must differ: one secret per job. */
export function sharedSecretProblems(secrets: Readonly<Record<string, string | undefined>>): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, value] of Object.entries(secrets)) {
    if (!value) continue;
    const other = seen.get(value);
    if (other) problems.push(`${name}: must differ from ${other} (one secret per job)`);
    else seen.set(value, name);
  }
  return problems;
}

/** Throws the process's refusal naming every problem, if there is any. */
export function refuseUnsafeProduction(processName: string, problems: ReadonlyArray<string | null>): void {
  const found = problems.filter((p): p is string => p !== null);
  if (found.length > 0) {
    throw new Error(`Refusing to start the ${processName} with NODE_ENV=production:\n${found.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** A server's configuration at start: a configuration it refuses stops the process with the reasons only (no stack). */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
