import { describe, expect, it } from 'vitest';
import { databaseUrlProblem, refuseUnsafeProduction, secretProblem, sharedSecretProblems } from './production-settings.js';

describe('production settings', () => {
  const strong = 'k3Jx9v2QmT8wLp4Rz7Yb1Nc6Hd5Gf0Sa';

  it('a secret must be set, not a development value, and long enough', () => {
    expect(secretProblem('INTERNAL_TOKEN', undefined)).toMatch(/^INTERNAL_TOKEN: required in production/);
    expect(secretProblem('INTERNAL_TOKEN', 'dev-internal-token-change-me')).toMatch(/built-in development value/);
    expect(secretProblem('INTERNAL_TOKEN', 'short-but-not-default')).toMatch(/at least 32 characters/);
    expect(secretProblem('INTERNAL_TOKEN', strong)).toBeNull();
  });

  it('the database URL must carry a password that is not the development one', () => {
    expect(databaseUrlProblem('DATABASE_URL', undefined)).toMatch(/required in production/);
    expect(databaseUrlProblem('DATABASE_URL', 'postgres://app@db:5432/tc')).toMatch(/password/);
    expect(databaseUrlProblem('DATABASE_URL', 'postgres://teleconsulta:teleconsulta@db:5432/tc')).toMatch(/development value/);
    expect(databaseUrlProblem('DATABASE_URL', `postgres://teleconsulta:${strong}@db:5432/tc`)).toBeNull();
  });

  it('one secret per job, and one refusal naming every problem', () => {
    expect(sharedSecretProblems({ INTERNAL_TOKEN: strong, MEDIA_SIGNING_KEY: strong })).toEqual([
      'MEDIA_SIGNING_KEY: must differ from INTERNAL_TOKEN (one secret per job)',
    ]);
    expect(() => refuseUnsafeProduction('gateway', ['A: x', null, 'B: y'])).toThrow(
      'Refusing to start the gateway with NODE_ENV=production:\n  A: x\n  B: y',
    );
    expect(() => refuseUnsafeProduction('gateway', [null])).not.toThrow();
  });
});
