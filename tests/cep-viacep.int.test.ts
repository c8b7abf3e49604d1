import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { type FakeViaCep, startFakeViaCep } from './harness/fake-viacep.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/** addressByCep through the ViaCEP adapter, against a local fake of ViaCEP (nothing reaches the internet). */
let fake: FakeViaCep;
let stack: TestStack;
let maria: SignedIn;

const CEP = 'query($cep: String!) { addressByCep(cep: $cep) { zipCode street neighborhood city cityName region } }';
const lookup = (cep: string, locale = 'pt-BR') =>
  gql<{ addressByCep: Record<string, string | null> | null }>(
    stack.gatewayUrl,
    CEP,
    { cep },
    { token: maria.accessToken, companyId: maria.viewer.companyId, locale },
  );

/** SPEC §8 failed address lookup: 500 with "Impossível acessar o servidor. Tente novamente". */
function expectLookupFailed(r: GqlResult) {
  expect(r.data?.addressByCep ?? null).toBeNull();
  expect(r.errors?.[0]?.extensions?.code).toBe('ADDRESS_LOOKUP_FAILED');
  expect(r.errors?.[0]?.message).toBe('Impossível acessar o servidor. Tente novamente');
}

beforeAll(async () => {
  fake = await startFakeViaCep();
  stack = await startStack({ servicesEnv: { CEP_PROVIDER: 'viacep', VIACEP_URL: fake.url, CEP_TIMEOUT_MS: '500' } });
  [maria] = await signInAs(stack, 'maria');
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('addressByCep through ViaCEP', () => {
  it('answers the street, district, city (IBGE code) and state of a known CEP', async () => {
    const r = await lookup('01310-100');
    expect(r.errors).toBeUndefined();
    expect(r.data?.addressByCep).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: '3550308',
      cityName: 'São Paulo',
      region: 'SP',
    });
    expect(fake.asked.at(-1)).toBe('01310100');
  });

  it('finds the IBGE code by the city’s name when ViaCEP gives none', async () => {
    expect((await lookup('13083970')).data?.addressByCep).toMatchObject({ city: '3509502', cityName: 'Campinas', region: 'SP' });
  });

  it('answers null for a CEP ViaCEP does not know ({"erro": true})', async () => {
    const r = await lookup('99999-999');
    expect(r.errors).toBeUndefined();
    expect(r.data?.addressByCep).toBeNull();
  });

  it('never asks ViaCEP about a malformed CEP', async () => {
    const before = fake.asked.length;
    expect((await lookup('1234')).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(fake.asked.length).toBe(before);
  });

  it('turns a failing provider (500, not JSON, no address, no answer in time) into SPEC §8’s failed lookup', async () => {
    for (const kind of ['500', 'malformed', 'incomplete', 'hang'] as const) {
      fake.failNext(kind);
      expectLookupFailed(await lookup('01310-100'));
    }
    fake.failNext('500');
    const en = await lookup('01310-100', 'en');
    expect(en.errors?.[0]?.message).toBe('Unable to reach the server. Try again');
  });

  it('keeps working after the failures', async () => {
    expect((await lookup('01310100')).data?.addressByCep).toMatchObject({ street: 'Avenida Paulista' });
  });
});

describe('addressByCep when ViaCEP is unreachable', () => {
  it('fails the lookup (SPEC §8), nothing crashes', async () => {
    const down = await startStack({ servicesEnv: { CEP_PROVIDER: 'viacep', VIACEP_URL: 'http://127.0.0.1:9/ws', CEP_TIMEOUT_MS: '500' } });
    try {
      const [who] = await signInAs(down, 'maria');
      const r = await gql<{ addressByCep: unknown }>(
        down.gatewayUrl,
        CEP,
        { cep: '01310-100' },
        { token: who.accessToken, locale: 'pt-BR' },
      );
      expectLookupFailed(r as GqlResult<{ addressByCep: Record<string, string | null> | null }>);
      expect((await fetch(`${down.servicesUrl}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
