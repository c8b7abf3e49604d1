import { nowMs } from '@teleconsulta/schema';
import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const ME = '{ me { name roles companyId personId } }';
const COMPANIES = '{ companies { total items { id name } } }';

describe('sign-in, the three ways of SPEC §2', () => {
  it('signs in by e-mail and password and gets a short-lived ES256 token with custom:roles', async () => {
    const s = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
    expect(s.viewer.roles).toEqual(['CA']);
    const claims = decodeJwt(s.accessToken);
    expect(claims['custom:roles']).toEqual(['CA']);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);
    const me = await gql(stack.gatewayUrl, ME, {}, { token: s.accessToken });
    expect(me.data?.me).toMatchObject({ name: 'Carlos Admin', roles: ['CA'] });
  });

  it('signs a patient in by CPF + birth date, patches the profile with the push token, and derives the person id from the username', async () => {
    const s = await signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12', pushToken: 'push-abc' });
    expect(s.viewer.roles).toEqual(['P']);
    expect(s.viewer.personId).toBeTruthy();
    expect(s.viewer.username.split('@')[1]).toBe(s.viewer.personId);
    const stored = await inScope(stack.services.ctx.db, { companyId: s.viewer.companyId, userId: null }, (tx) =>
      rows<{ push_token: string }>(tx, sql`select push_token from person where id = ${s.viewer.personId}`),
    );
    expect(stored[0]?.push_token).toBe('push-abc');
  });

  it('signs a patient in by CNS + birth date', async () => {
    const s = await signIn(stack.gatewayUrl, { method: 'CNS', cns: '898000000043208', birthDate: '1985-04-12' });
    expect(s.viewer.name).toBe('Maria Silva');
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const wrong = await gql(stack.gatewayUrl, 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', {
      i: asEmail('admin@clinica.example.com', 'Wrong1234'),
    });
    const unknown = await gql(stack.gatewayUrl, 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', {
      i: asEmail('nobody@clinica.example.com', 'Wrong1234'),
    });
    expect(wrong.errors?.[0]).toEqual(unknown.errors?.[0]);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const wrongBirth = await gql(stack.gatewayUrl, 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', {
      i: { method: 'CPF', cpf: '52998224725', birthDate: '1985-04-13' },
    });
    expect(wrongBirth.errors?.[0]).toEqual(wrong.errors?.[0]);
  });

  it('refuses a bad CPF, CNS, e-mail and birth date with translated field errors', async () => {
    const q = 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }';
    const badCpf = await gql(
      stack.gatewayUrl,
      q,
      { i: { method: 'CPF', cpf: '111.111.111-11', birthDate: '1985-04-12' } },
      { locale: 'pt-BR' },
    );
    expect(badCpf.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cpf', message: 'O CPF deve ser válido' }]);
    const badCns = await gql(stack.gatewayUrl, q, { i: { method: 'CNS', cns: '123456789010001', birthDate: '1985-04-12' } });
    expect(badCns.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cns', message: 'The universal healthcare ID must be valid' }]);
    const badEmail = await gql(stack.gatewayUrl, q, { i: { method: 'EMAIL', email: 'not-an-email', password: 'x' } });
    expect(badEmail.errors?.[0]?.extensions?.fields).toEqual([{ field: 'email', message: 'A valid e-mail is needed' }]);
    const badBirth = await gql(stack.gatewayUrl, q, { i: { method: 'CPF', cpf: '52998224725', birthDate: '1985-02-30' } });
    expect(badBirth.errors?.[0]?.extensions?.fields).toEqual([{ field: 'birthDate', message: 'Birth date must be valid' }]);
  });
});

describe('every demo login of the README works', () => {
  it('signs each seeded user in with the printed e-mail and password, with the printed roles', async () => {
    const { DEMO_USERS, DEMO_PASSWORDS } = await import('@teleconsulta/services/db/seed-data');
    for (const u of DEMO_USERS) {
      const s = await signIn(stack.gatewayUrl, asEmail(u.email, DEMO_PASSWORDS[u.password]));
      expect(s.viewer.roles, u.email).toEqual(u.platformAdmin ? ['ADMIN'] : u.roles);
    }
  });
});

describe('refresh tokens rotate, and a reused one revokes the family', () => {
  it('rotates, then on reuse of the old token revokes every token of the family', async () => {
    const first = await signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234'));
    const REFRESH = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }';
    const second = await gql<{ refreshToken: { refreshToken: string } }>(stack.gatewayUrl, REFRESH, { t: first.refreshToken });
    const rotated = second.data!.refreshToken.refreshToken;
    expect(rotated).not.toBe(first.refreshToken);

    const reuse = await gql(stack.gatewayUrl, REFRESH, { t: first.refreshToken });
    expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The legitimate holder of the newest token is signed out too: the family is revoked.
    const afterTheft = await gql(stack.gatewayUrl, REFRESH, { t: rotated });
    expect(afterTheft.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs out by revoking the refresh token', async () => {
    const s = await signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234'));
    await gql(stack.gatewayUrl, 'mutation($t: String!) { signOut(refreshToken: $t) }', { t: s.refreshToken });
    const r = await gql(stack.gatewayUrl, 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken } }', {
      t: s.refreshToken,
    });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('forged and expired tokens are refused', () => {
  const expectUnauthenticated = async (token: string) => {
    const r = await gql(stack.gatewayUrl, COMPANIES, {}, { token });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // And straight at the services: the same refusal.
    const direct = await fetch(`${stack.servicesUrl}/company`, {
      headers: { authorization: `Bearer ${token}`, 'x-company-id': String(decodeJwt(token)['custom:company_id'] ?? '') },
    });
    expect(direct.status).toBe(401);
  };

  it('refuses alg none, a foreign key, tampered roles and an expired token', async () => {
    const real = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
    const [header, payload] = real.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await expectUnauthenticated(none);

    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, 'custom:roles': ['CA'] })).toString('base64url')}.${real.accessToken.split('.')[2]}`;
    await expectUnauthenticated(tampered);

    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ ...claims, 'custom:roles': ['CA'] })
      .setProtectedHeader({ alg: 'ES256', kid: JSON.parse(Buffer.from(header!, 'base64url').toString()).kid })
      .sign(privateKey);
    await expectUnauthenticated(foreign);

    const keys = stack.services.ctx.keys;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(nowMs() / 1000) - 60 })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .sign(keys.privateKey);
    await expectUnauthenticated(expired);
  });
});

describe('passwords are stored with argon2id', () => {
  it('uses argon2id with m ≥ 19456, t ≥ 2, p = 1', async () => {
    if (stack.database.engine !== 'postgres') {
      const [row] = await stack.services.ctx.db.query<{ password_hash: string }>(
        "select password_hash from app_user where email = 'admin@clinica.example.com'",
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      return;
    }
    const client = new pg.Client({ connectionString: stack.database.url });
    await client.connect();
    const { rows: r } = await client.query("select password_hash from app_user where email = 'admin@clinica.example.com'");
    await client.end();
    expect(r[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
