import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * A refused field is named as its own domain names it (labels scoped by the service's route): a person's socialName
 * is their social name (nome social), a company's its legal name (razão social), in the caller's language.
 */
let stack: TestStack;
let admin: SignedIn;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
});
afterAll(async () => {
  await stack?.close();
});

type Refusal = { errors?: Array<{ extensions?: { fields?: Array<{ field: string; message: string }> } }> };
const messageOf = (r: Refusal, field: string) => r.errors?.[0]?.extensions?.fields?.find((f) => f.field === field)?.message;
const tooLong = 'x'.repeat(200);

describe('the socialName of', () => {
  it('a person is their social name', async () => {
    for (const [locale, label] of [
      ['en', 'Social name'],
      ['pt-BR', 'Nome social'],
    ] as const) {
      const r = await gql(
        stack.gatewayUrl,
        'mutation($input: PersonInput!) { createPerson(input: $input) { id } }',
        { input: { name: 'Pessoa Rótulo', socialName: tooLong } },
        { token: admin.accessToken, locale },
      );
      expect(messageOf(r as Refusal, 'socialName')).toMatch(new RegExp(`^${label}\\b`));
    }
  });

  it('a company is its legal name', async () => {
    for (const [locale, label] of [
      ['en', 'Legal name \\(razão social\\)'],
      ['pt-BR', 'Razão social'],
    ] as const) {
      const r = await gql(
        stack.gatewayUrl,
        'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }',
        { input: { name: 'Empresa Rótulo', socialName: tooLong } },
        { token: admin.accessToken, locale },
      );
      expect(messageOf(r as Refusal, 'socialName')).toMatch(new RegExp(`^${label}`));
    }
  });
});
