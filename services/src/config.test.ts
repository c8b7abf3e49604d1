import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

const SAFE = {
  NODE_ENV: 'production',
  INTERNAL_TOKEN: 'Vw8s3Kd0qLr2Tn5Yx7Bz1Mc4Hf6Gj9Pa',
  MEDIA_SIGNING_KEY: 'Qe4Rt6Yu8Io0Pa2Sd4Fg6Hj8Kl0Zx2Cv',
  CERTIFICATE_KEY: 'Nb7Vc5Xz3Lk1Jh9Gf7Ds5Aq3Wr1Ty9Ui',
  DATABASE_URL: 'postgres://teleconsulta:Zm9vYmFyYmF6cXV4cXV1eA@db:5432/teleconsulta',
  SEED_DEMO: 'false',
  PAYMENT_PROVIDER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123',
  MERCADOPAGO_WEBHOOK_SECRET: 'b8f3a1c9d2e7f6a5b4c3d2e1f0a9b8c7',
  PAYMENT_SANDBOX_BANK: 'false',
  PATIENT_APP_URL: 'https://pacientes.example.com.br',
  CONSOLE_APP_URL: 'https://console.example.com.br',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.com.br:587',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    parseConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the services in production (issue 16)', () => {
  it('start with every secret set and every demo switch off', () => {
    expect(parseConfig(SAFE)).toMatchObject({ production: true, seedDemo: false, auth: { mediaSigningKey: SAFE.MEDIA_SIGNING_KEY } });
  });

  it('refuse the development defaults, naming every variable at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Refusing to start the services with NODE_ENV=production:/);
    for (const name of [
      'INTERNAL_TOKEN',
      'MEDIA_SIGNING_KEY',
      'CERTIFICATE_KEY',
      'DATABASE_URL',
      'SEED_DEMO',
      'PAYMENT_PROVIDER',
      'PAYMENT_SANDBOX_BANK',
      'PATIENT_APP_URL',
      'CONSOLE_APP_URL',
      'MAIL_TRANSPORT',
    ]) {
      expect(message).toContain(`\n  ${name}: `);
    }
  });

  it.each([
    ['INTERNAL_TOKEN', { INTERNAL_TOKEN: 'dev-internal-token-change-me' }, /INTERNAL_TOKEN: still a built-in development value/],
    ['a short secret', { MEDIA_SIGNING_KEY: 'sixteen-chars-ok' }, /MEDIA_SIGNING_KEY: at least 32 characters/],
    ['one secret for two jobs', { MEDIA_SIGNING_KEY: SAFE.INTERNAL_TOKEN }, /MEDIA_SIGNING_KEY: must differ from INTERNAL_TOKEN/],
    [
      'the database password',
      { DATABASE_URL: 'postgres://teleconsulta:teleconsulta@db/teleconsulta' },
      /DATABASE_URL: the database password/,
    ],
    ['the embedded database', { DATABASE_URL: undefined }, /DATABASE_URL: required in production/],
    ['the demo seed', { SEED_DEMO: 'true' }, /SEED_DEMO:/],
    ['the sandbox bank', { PAYMENT_SANDBOX_BANK: 'true' }, /PAYMENT_SANDBOX_BANK:/],
    ['private webhooks', { WEBHOOK_ALLOW_PRIVATE: 'true' }, /WEBHOOK_ALLOW_PRIVATE:/],
    ['a weak notification secret', { MERCADOPAGO_WEBHOOK_SECRET: 'secret' }, /MERCADOPAGO_WEBHOOK_SECRET:/],
  ])('refuse %s', (_what, change, expected) => {
    expect(refusal({ ...SAFE, ...change })).toMatch(expected);
  });

  it('development keeps its defaults, so `npm start` needs no set-up', () => {
    expect(parseConfig({})).toMatchObject({ production: false, seedDemo: true, payment: { provider: 'sandbox' } });
  });
});
