import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/** The patient's own profile (issue 18 item 3) and addressByCep with the built-in CEP data (no network). */
let stack: TestStack;
let maria: SignedIn; // patient of Saúde Total, guardian of Pedro and Laura
let joao: SignedIn; // another patient of Saúde Total
let carla: SignedIn; // patient of Bem Viver

const PROFILE = 'id name cellPhone telephone zipCode street number complement neighborhood city region mail cpf';
const READ = `query($id: ID!) { myProfile(personId: $id) { ${PROFILE} dependents { name } } }`;
const SAVE = `mutation($id: ID!, $input: MyProfileInput!) { updateMyProfile(personId: $id, input: $input) { ${PROFILE} } }`;
const CEP = 'query($cep: String!) { addressByCep(cep: $cep) { zipCode street neighborhood city cityName region } }';

type Profile = Record<string, string | null>;
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, companyId: s.viewer.companyId, locale });
const read = (who: SignedIn, id: string) => gql<{ myProfile: Profile | null }>(stack.gatewayUrl, READ, { id }, as(who));
const save = (who: SignedIn, id: string, input: Record<string, unknown>, locale = 'en') =>
  gql<{ updateMyProfile: Profile }>(stack.gatewayUrl, SAVE, { id, input }, as(who, locale));
const cep = (who: SignedIn | null, value: string, locale = 'en') =>
  gql<{ addressByCep: Profile | null }>(stack.gatewayUrl, CEP, { cep: value }, who ? as(who, locale) : { locale });
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

const ADDRESS = {
  name: 'Maria Silva',
  cellPhone: '(11) 98765-4321',
  telephone: '(11) 3333-4444',
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'ap. 12',
  neighborhood: 'Bela Vista',
  city: '3550308',
  region: 'SP',
};

beforeAll(async () => {
  stack = await startStack();
  [maria, joao, carla] = await signInAs(stack, 'maria', 'joao', 'carla');
});
afterAll(async () => {
  await stack?.close();
});

describe('addressByCep with the built-in data', () => {
  it('fills the state and a capital’s city, without street or district, mask or not', async () => {
    const expected = { zipCode: '01310100', street: null, neighborhood: null, city: '3550308', cityName: 'São Paulo', region: 'SP' };
    expect((await cep(maria, '01310-100')).data?.addressByCep).toEqual(expected);
    expect((await cep(maria, '01310100')).data?.addressByCep).toEqual(expected);
  });

  it('gives only the state outside the known city ranges, and null for a CEP in no state', async () => {
    expect((await cep(maria, '13083-970')).data?.addressByCep).toMatchObject({ region: 'SP', city: null, cityName: null });
    const unknown = await cep(maria, '00000-000');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.addressByCep).toBeNull();
  });

  it('refuses a malformed CEP with a field error in the request’s language', async () => {
    const pt = await cep(maria, '0131-10', 'pt-BR');
    expect(codeOf(pt)).toBe('BAD_INPUT');
    expect(pt.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cep', message: 'O campo CEP é inválido' }]);
    const en = await cep(maria, 'abcde-fgh');
    expect(en.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cep', message: 'ZIP code (CEP) is invalid' }]);
  });

  it('is for signed-in users only', async () => {
    expect(codeOf(await cep(null, '01310-100'))).toBe('UNAUTHENTICATED');
  });
});

describe('the patient’s own profile', () => {
  it('reads her own record (and her dependents’)', async () => {
    const r = await read(maria, maria.viewer.personId!);
    expect(r.errors).toBeUndefined();
    expect(r.data?.myProfile).toMatchObject({ id: maria.viewer.personId, name: 'Maria Silva', cpf: '52998224725' });
  });

  it('saves name, phones and address, keeps the e-mail and CPF, and reads them back', async () => {
    const before = (await read(maria, maria.viewer.personId!)).data!.myProfile!;
    const r = await save(maria, maria.viewer.personId!, ADDRESS);
    expect(r.errors).toBeUndefined();
    const expected = { ...ADDRESS, cellPhone: '11987654321', telephone: '1133334444', zipCode: '01310100' };
    expect(r.data?.updateMyProfile).toMatchObject(expected);
    const after = (await read(maria, maria.viewer.personId!)).data!.myProfile!;
    expect(after).toMatchObject({ ...expected, mail: before.mail, cpf: before.cpf });
  });

  it('clears the fields left blank', async () => {
    const r = await save(maria, maria.viewer.personId!, { name: 'Maria Silva', zipCode: '', street: '', number: null });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateMyProfile).toMatchObject({ zipCode: null, street: null, number: null, city: null, region: null });
  });

  it('answers field errors in the request’s language and saves nothing', async () => {
    await save(maria, maria.viewer.personId!, ADDRESS);
    const bad = { ...ADDRESS, name: 'Changed', cellPhone: '123', zipCode: '0131', city: '3304557' };
    const r = await save(maria, maria.viewer.personId!, bad, 'pt-BR');
    expect(codeOf(r)).toBe('BAD_INPUT');
    const fields = r.errors?.[0]?.extensions?.fields as Array<{ field: string; message: string }>;
    expect(fields.map((f) => f.field).sort()).toEqual(['cellPhone', 'city', 'zipCode']);
    expect(fields.find((f) => f.field === 'zipCode')?.message).toBe('O campo CEP é inválido');
    const wrongCity = await save(maria, maria.viewer.personId!, { ...ADDRESS, city: '3304557' });
    expect(wrongCity.errors?.[0]?.extensions?.fields).toEqual([{ field: 'city', message: 'City is invalid' }]);
    expect((await read(maria, maria.viewer.personId!)).data?.myProfile).toMatchObject({ name: 'Maria Silva', city: '3550308' });
  });
});

describe('isolation: a patient reaches only her own profile', () => {
  it('cannot read or change another patient of the same clinic', async () => {
    const joaoId = joao.viewer.personId!;
    expect((await read(maria, joaoId)).data?.myProfile).toBeNull();
    const r = await save(maria, joaoId, { ...ADDRESS, name: 'Hacked' });
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect((await read(joao, joaoId)).data?.myProfile).toMatchObject({ name: 'João Souza', zipCode: null });
  });

  it('cannot read or change a patient of another clinic, nor be read by one', async () => {
    const carlaId = carla.viewer.personId!;
    expect((await read(maria, carlaId)).data?.myProfile).toBeNull();
    expect(codeOf(await save(maria, carlaId, { name: 'Hacked' }))).toBe('NOT_FOUND');
    expect((await read(carla, maria.viewer.personId!)).data?.myProfile).toBeNull();
    expect(codeOf(await save(carla, maria.viewer.personId!, { name: 'Hacked' }))).toBe('NOT_FOUND');
    expect((await read(carla, carlaId)).data?.myProfile).toMatchObject({ name: 'Carla Lima' });
    expect((await read(maria, maria.viewer.personId!)).data?.myProfile).toMatchObject({ name: 'Maria Silva' });
  });
});
