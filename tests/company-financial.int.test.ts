import { now } from '@teleconsulta/schema';
import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let manager: SignedIn; // M of Clínica Saúde Total
let representative: SignedIn;
let otherAdmin: SignedIn; // CA of Clínica Bem Viver
let mainId: string;
let centroId: string;

const FINANCIAL_FIELDS = `companyId consultationPriceCents returnPriceCents acceptsCreditCard acceptsPix acceptsOnSite maxInstallments
  interestFreeInstallments installmentInterestBps minInstallmentCents pixKeyType pixKey merchantName merchantCity bankCode bankBranch
  bankAccount bankAccountType accountHolderName accountHolderDocument updatedAt`;
const GET = `query($id: ID!) { companyFinancial(companyId: $id) { ${FINANCIAL_FIELDS} } }`;
const PUT = `mutation($id: ID!, $input: CompanyFinancialInput!) { updateCompanyFinancial(companyId: $id, input: $input) { ${FINANCIAL_FIELDS} } }`;
const RESUME = `query($id: ID!, $from: Date, $to: Date) { companyFinancialResume(companyId: $id, from: $from, to: $to) {
  companyId from to currency paidAppointments revenueCents commissionCents netCents commissionSource commissionType averageTicketCents
  pendingAppointments pendingCents cancelledPaidAppointments cancelledPaidCents days { date paidAppointments revenueCents commissionCents netCents }
} }`;
const SET_COMMISSION = `mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id commissionType commissionValue } }`;

type Financial = Record<string, unknown> & { updatedAt: string | null };
type Resume = {
  from: string;
  to: string;
  paidAppointments: number;
  revenueCents: number;
  commissionCents: number;
  netCents: number;
  commissionSource: string;
  commissionType: string | null;
  averageTicketCents: number;
  pendingAppointments: number;
  pendingCents: number;
  cancelledPaidAppointments: number;
  cancelledPaidCents: number;
  days: Array<{ date: string; paidAppointments: number; revenueCents: number; commissionCents: number; netCents: number }>;
};

const as = (user: SignedIn, extra: { companyId?: string; locale?: string } = {}) => ({ token: user.accessToken, ...extra });
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields as Array<{ field: string; message: string }> | undefined;

const valid = {
  consultationPriceCents: 25_000,
  returnPriceCents: 12_000,
  acceptsCreditCard: true,
  acceptsPix: true,
  acceptsOnSite: false,
  maxInstallments: 6,
  interestFreeInstallments: 3,
  installmentInterestBps: 199,
  minInstallmentCents: 5_000,
  pixKeyType: 'EMAIL',
  pixKey: 'Financeiro@Clinica.Example.com',
  merchantName: 'Clinica Saude Total',
  merchantCity: 'Sao Paulo',
  bankCode: '341',
  bankBranch: '0123',
  bankAccount: '45678-9',
  bankAccountType: 'CHECKING',
  accountHolderName: 'Clínica Saúde Total Ltda',
  accountHolderDocument: '11.222.333/0001-81',
};

async function companyId(name: string): Promise<string> {
  const r = await gql<{ companies: { items: Array<{ id: string; name: string }> } }>(
    stack.gatewayUrl,
    'query($q: String) { companies(perPage: 100, filter: { q: $q }) { items { id name } } }',
    { q: name },
    as(admin),
  );
  return r.data!.companies.items.find((c) => c.name === name)!.id;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  manager = await signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234'));
  representative = await signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123'));
  otherAdmin = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
  mainId = admin.viewer.companyId!;
  centroId = await companyId('Clínica Saúde Total — Unidade Centro');
});
afterAll(async () => {
  await stack?.close();
});

describe('company financial settings (GET/PUT /company/{id}/financial)', () => {
  it('answers the defaults (on-site payment only, one installment) before the first save', async () => {
    // The main demo clinic has its payments seeded; its branch has never saved its settings.
    const r = await gql<{ companyFinancial: Financial }>(stack.gatewayUrl, GET, { id: centroId }, as(admin));
    expect(r.errors).toBeUndefined();
    expect(r.data!.companyFinancial).toMatchObject({
      companyId: centroId,
      acceptsOnSite: true,
      acceptsPix: false,
      acceptsCreditCard: false,
      maxInstallments: 1,
      pixKey: null,
      updatedAt: null,
    });
  });

  it('a clinic admin saves them; the PIX key and the holder document come back normalised', async () => {
    const r = await gql<{ updateCompanyFinancial: Financial }>(stack.gatewayUrl, PUT, { id: mainId, input: valid }, as(admin));
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateCompanyFinancial).toMatchObject({
      consultationPriceCents: 25_000,
      pixKeyType: 'EMAIL',
      pixKey: 'financeiro@clinica.example.com',
      accountHolderDocument: '11222333000181',
      bankAccount: '45678-9',
    });
    expect(r.data!.updateCompanyFinancial.updatedAt).not.toBeNull();
    const read = await gql<{ companyFinancial: Financial }>(stack.gatewayUrl, GET, { id: mainId }, as(manager));
    expect(read.data!.companyFinancial).toEqual(r.data!.updateCompanyFinancial);
  });

  it('PUT replaces the whole object: leaving the bank account out clears it', async () => {
    const { bankCode, bankBranch, bankAccount, bankAccountType, accountHolderName, accountHolderDocument, ...withoutBank } = valid;
    const r = await gql<{ updateCompanyFinancial: Financial }>(stack.gatewayUrl, PUT, { id: mainId, input: withoutBank }, as(admin));
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateCompanyFinancial).toMatchObject({
      bankCode: null,
      bankAccount: null,
      accountHolderDocument: null,
      pixKeyType: 'EMAIL',
    });
    await gql(stack.gatewayUrl, PUT, { id: mainId, input: valid }, as(admin));
  });

  it('refuses PIX without its key, receiver name and city, field by field, in Portuguese, and changes nothing', async () => {
    const before = (await gql<{ companyFinancial: Financial }>(stack.gatewayUrl, GET, { id: mainId }, as(admin))).data!.companyFinancial;
    const { pixKeyType, pixKey, merchantName, merchantCity, ...noPix } = valid;
    const r = await gql(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...noPix, consultationPriceCents: 1 } },
      as(admin, { locale: 'pt-BR' }),
    );
    expect(code(r)).toBe('BAD_INPUT');
    expect(fields(r)).toEqual([
      { field: 'pixKeyType', message: 'O campo Tipo de chave PIX é obrigatório' },
      { field: 'pixKey', message: 'O campo Chave PIX é obrigatório' },
      { field: 'merchantName', message: 'O campo Nome do recebedor (PIX) é obrigatório' },
      { field: 'merchantCity', message: 'O campo Cidade do recebedor (PIX) é obrigatório' },
    ]);
    const after = (await gql<{ companyFinancial: Financial }>(stack.gatewayUrl, GET, { id: mainId }, as(admin))).data!.companyFinancial;
    expect(after).toEqual(before);
  });

  it('refuses a key that is not of its type, a bad holder document, no payment method and more interest-free installments than installments', async () => {
    const badKey = await gql(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...valid, pixKeyType: 'CPF', pixKey: '111.111.111-11' } },
      as(admin, { locale: 'en' }),
    );
    expect(fields(badKey)).toEqual([{ field: 'pixKey', message: 'PIX key is invalid' }]);
    const phone = await gql<{ updateCompanyFinancial: Financial }>(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...valid, pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' } },
      as(admin),
    );
    expect(phone.data?.updateCompanyFinancial.pixKey).toBe('+5511987654321');
    const holder = await gql(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...valid, accountHolderDocument: '123' } },
      as(admin, { locale: 'en' }),
    );
    expect(fields(holder)).toEqual([{ field: 'accountHolderDocument', message: 'Holder CPF or CNPJ is invalid' }]);
    const none = await gql(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...valid, acceptsCreditCard: false, acceptsPix: false, acceptsOnSite: false } },
      as(admin, { locale: 'en' }),
    );
    expect(fields(none)).toEqual([{ field: 'acceptsOnSite', message: 'Accept at least one payment method' }]);
    const installments = await gql(
      stack.gatewayUrl,
      PUT,
      { id: mainId, input: { ...valid, interestFreeInstallments: 7 } },
      as(admin, { locale: 'en' }),
    );
    expect(fields(installments)).toEqual([{ field: 'interestFreeInstallments', message: 'Interest-free installments is invalid' }]);
    const tooMany = await gql(stack.gatewayUrl, PUT, { id: mainId, input: { ...valid, maxInstallments: 13 } }, as(admin, { locale: 'en' }));
    expect(fields(tooMany)?.[0]?.field).toBe('maxInstallments');
  });

  it('a manager reads but does not write; a representative and another company get nothing', async () => {
    expect(code(await gql(stack.gatewayUrl, PUT, { id: mainId, input: valid }, as(manager)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, GET, { id: mainId }, as(representative)))).toBe('ACCESS_DENIED');
    const foreign = await gql<{ companyFinancial: Financial | null }>(stack.gatewayUrl, GET, { id: mainId }, as(otherAdmin));
    expect(foreign.data?.companyFinancial ?? null).toBeNull();
    expect(code(foreign)).toBe('NOT_FOUND');
    expect(code(await gql(stack.gatewayUrl, PUT, { id: mainId, input: valid }, as(otherAdmin)))).toBe('NOT_FOUND');
    expect(code(await gql(stack.gatewayUrl, RESUME, { id: mainId }, as(otherAdmin)))).toBe('NOT_FOUND');
  });

  it('a network administrator sets a branch’s settings, which stay the branch’s own', async () => {
    const r = await gql<{ updateCompanyFinancial: Financial }>(
      stack.gatewayUrl,
      PUT,
      { id: centroId, input: { ...valid, consultationPriceCents: 18_000 } },
      as(admin),
    );
    expect(r.data?.updateCompanyFinancial).toMatchObject({ companyId: centroId, consultationPriceCents: 18_000 });
    const main = await gql<{ companyFinancial: Financial }>(stack.gatewayUrl, GET, { id: mainId }, as(admin));
    expect(main.data!.companyFinancial.consultationPriceCents).toBe(25_000);
  });
});

describe('company financial resume (GET /company/{id}/financialresume)', () => {
  /** Appointments in March 2020 (São Paulo, UTC−3), far from the demo data: three paid, one paid then cancelled, one pending. */
  beforeAll(async () => {
    await inScope(stack.services.ctx.db, { companyId: mainId, userId: null }, async (tx) => {
      const [doctor] = await rows<{ id: string }>(tx, sql`select id from professional where company_id = ${mainId} order by name limit 1`);
      const [patient] = await rows<{ id: string }>(tx, sql`select id from person where company_id = ${mainId} order by name limit 1`);
      const add = async (
        n: number,
        start: string,
        price: number,
        status: string,
        paidAt: string | null,
        cancelTime: string | null = null,
      ) => {
        await tx.execute(sql`insert into appointment (company_id, access, protocol, status, starts_at, ends_at, doctor_id, patient_id, price_cents, paid_at, cancel_time)
          values (${mainId}, ${`resume-test-access-${n}-0123456789abcdef`}, ${`RESUME-${n}`}, ${status}, ${start}::timestamptz,
                  ${start}::timestamptz + interval '30 minutes', ${doctor!.id}, ${patient!.id}, ${price}, ${paidAt}::timestamptz, ${cancelTime}::timestamptz)`);
      };
      await add(1, '2020-03-01T13:00:00Z', 10_000, 'PAID', '2020-03-01T13:05:00Z'); // 10:05 local, 1 March
      await add(2, '2020-03-02T02:00:00Z', 333, 'FINISHED_BY_PROFESSIONAL', '2020-03-02T02:30:00Z'); // 23:30 local, still 1 March
      await add(3, '2020-03-02T15:00:00Z', 5_000, 'PAID', '2020-03-02T12:00:00Z');
      await add(4, '2020-03-02T17:00:00Z', 8_000, 'CANCELLED', '2020-03-02T10:00:00Z', '2020-03-02T11:00:00Z');
      await add(5, '2020-03-03T14:00:00Z', 7_000, 'SCHEDULED', null);
    });
  });

  const resume = async (from: string, to: string, user = admin) =>
    gql<{ companyFinancialResume: Resume }>(stack.gatewayUrl, RESUME, { id: mainId, from, to }, as(user));

  it('adds up a percentage commission per appointment, by day of the clinic’s calendar', async () => {
    await gql(stack.gatewayUrl, SET_COMMISSION, { id: mainId, input: { commissionType: 'PERCENTAGE', commissionValue: 12.5 } }, as(admin));
    const r = await resume('2020-03-01', '2020-03-03', manager);
    expect(r.errors).toBeUndefined();
    const s = r.data!.companyFinancialResume;
    expect(s.days).toEqual([
      // 12.5 % of 100.00 = 12.50 and of 3.33 = 0.41625 → 0.42, rounded per appointment
      { date: '2020-03-01', paidAppointments: 2, revenueCents: 10_333, commissionCents: 1_292, netCents: 9_041 },
      { date: '2020-03-02', paidAppointments: 1, revenueCents: 5_000, commissionCents: 625, netCents: 4_375 },
      { date: '2020-03-03', paidAppointments: 0, revenueCents: 0, commissionCents: 0, netCents: 0 },
    ]);
    expect(s).toMatchObject({
      from: '2020-03-01',
      to: '2020-03-03',
      paidAppointments: 3,
      revenueCents: 15_333,
      commissionCents: 1_917,
      netCents: 13_416,
      commissionSource: 'COMPANY',
      commissionType: 'PERCENTAGE',
      averageTicketCents: 5_111,
      pendingAppointments: 1,
      pendingCents: 7_000,
      cancelledPaidAppointments: 1,
      cancelledPaidCents: 8_000,
    });
  });

  it('a fixed commission is charged per paid appointment, never above its price', async () => {
    await gql(stack.gatewayUrl, SET_COMMISSION, { id: mainId, input: { commissionType: 'FIXED', commissionValue: 20 } }, as(admin));
    const s = (await resume('2020-03-01', '2020-03-02')).data!.companyFinancialResume;
    expect(s.commissionCents).toBe(2_000 + 333 + 2_000);
    expect(s.netCents).toBe(15_333 - 4_333);
    expect(s.days.map((d) => d.date)).toEqual(['2020-03-01', '2020-03-02']);
  });

  it('defaults to the company’s period up to today', async () => {
    const s = (await gql<{ companyFinancialResume: Resume }>(stack.gatewayUrl, RESUME, { id: mainId }, as(admin))).data!
      .companyFinancialResume;
    expect(s.days).toHaveLength(30); // the demo clinic's settings.period
    expect(s.days.at(-1)!.date).toBe(s.to);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now());
    expect(s.to).toBe(today);
  });

  it('refuses an inverted or over-a-year range under the "to" field, a branch’s resume, and a representative', async () => {
    const inverted = await gql(stack.gatewayUrl, RESUME, { id: mainId, from: '2020-03-05', to: '2020-03-01' }, as(admin, { locale: 'en' }));
    expect(fields(inverted)).toEqual([{ field: 'to', message: 'The end time must be later than the start time' }]);
    const long = await gql(stack.gatewayUrl, RESUME, { id: mainId, from: '2020-01-01', to: '2021-01-01' }, as(admin, { locale: 'en' }));
    expect(fields(long)).toEqual([{ field: 'to', message: 'To is invalid' }]);
    expect(code(await gql(stack.gatewayUrl, RESUME, { id: centroId }, as(admin)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, RESUME, { id: mainId }, as(representative)))).toBe('ACCESS_DENIED');
  });
});
