import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

const SAFE = {
  NODE_ENV: 'production',
  INTERNAL_TOKEN: 'Vw8s3Kd0qLr2Tn5Yx7Bz1Mc4Hf6Gj9Pa',
  MEDIA_SIGNING_KEY: 'Qe4Rt6Yu8Io0Pa2Sd4Fg6Hj8Kl0Zx2Cv',
  CORS_ORIGINS: 'https://pacientes.example.com.br,https://console.example.com.br',
  RATE_LIMIT_DATABASE_URL: 'postgres://teleconsulta:Zm9vYmFyYmF6cXV4cXV1eA@db:5432/teleconsulta',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    parseConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the gateway in production (issue 16)', () => {
  it('starts with its secrets and origins set, the schema closed', () => {
    expect(parseConfig(SAFE)).toMatchObject({
      production: true,
      graphql: { introspection: false },
      corsOrigins: SAFE.CORS_ORIGINS.split(','),
    });
  });

  it('refuses the development defaults and an empty CORS list, naming each variable', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Refusing to start the gateway with NODE_ENV=production:/);
    for (const name of ['INTERNAL_TOKEN', 'MEDIA_SIGNING_KEY', 'CORS_ORIGINS', 'RATE_LIMIT_DATABASE_URL or REDIS_URL']) {
      expect(message).toContain(`\n  ${name}: `);
    }
    expect(refusal({ ...SAFE, GRAPHQL_INTROSPECTION: 'true' })).toMatch(/GRAPHQL_INTROSPECTION:/);
    expect(refusal({ ...SAFE, MEDIA_SIGNING_KEY: SAFE.INTERNAL_TOKEN })).toMatch(/one secret per job/);
  });

  it('counts the rate limits in Redis, else PostgreSQL, else memory (development only)', () => {
    expect(parseConfig({}).rateLimitStore).toEqual({ kind: 'memory' });
    expect(parseConfig(SAFE).rateLimitStore).toEqual({ kind: 'postgres', url: SAFE.RATE_LIMIT_DATABASE_URL });
    expect(parseConfig({ ...SAFE, REDIS_URL: 'redis://cache:6379' }).rateLimitStore).toEqual({ kind: 'redis', url: 'redis://cache:6379' });
  });

  it('a file link lives an hour at most, whatever the environment', () => {
    expect(parseConfig({}).upload.linkTtlSeconds).toBe(600);
    expect(parseConfig({ FILE_LINK_TTL_SECONDS: '3600' }).upload.linkTtlSeconds).toBe(3600);
    expect(() => parseConfig({ FILE_LINK_TTL_SECONDS: '315360000' })).toThrow(/FILE_LINK_TTL_SECONDS/);
  });

  it('gives each tenant a budget of operations a minute: 6000 by default, an integer of at least 1', () => {
    expect(parseConfig({}).tenantRequestsPerMinute).toBe(6_000);
    expect(parseConfig(SAFE).tenantRequestsPerMinute).toBe(6_000);
    expect(parseConfig({ TENANT_REQUESTS_PER_MINUTE: '50' }).tenantRequestsPerMinute).toBe(50);
    for (const bad of ['0', '-5', '2.5', 'many']) {
      expect(() => parseConfig({ TENANT_REQUESTS_PER_MINUTE: bad }), bad).toThrow(/TENANT_REQUESTS_PER_MINUTE/);
    }
  });
});
