import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/** companySetup: what the patient app reads of its company (menu rules, time zone, custom messages, "Powered by"). */
let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let maria: SignedIn; // patient of Clínica Saúde Total
let house: SignedIn; // doctor (D) of Clínica Saúde Total
let otherAdmin: SignedIn; // CA of Clínica Bem Viver

const SETUP = `query { companySetup { id displayPoweredBy settings { timeZone appointmentDuration }
  rules { allowsPatientToSchedule accessPersonSchedule allowsHiddenButtonSchedule accessEmergency }
  customMessages { key ptBR en } } }`;
const UPDATE = 'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }';
type Setup = {
  companySetup: {
    id: string;
    displayPoweredBy: boolean;
    settings: { timeZone: string; appointmentDuration: number };
    rules: Record<string, boolean>;
    customMessages: Array<{ key: string; ptBR: string; en: string }>;
  } | null;
};
const as = (user: SignedIn) => ({ token: user.accessToken });

beforeAll(async () => {
  stack = await startStack();
  [admin, maria, house, otherAdmin] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
    signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

describe('companySetup', () => {
  it('answers a patient and a doctor their company: settings, rules, custom messages and the Powered by flag', async () => {
    for (const user of [maria, house]) {
      const r = await gql<Setup>(stack.gatewayUrl, SETUP, {}, as(user));
      expect(r.errors).toBeUndefined();
      expect(r.data!.companySetup).toMatchObject({
        id: maria.viewer.companyId,
        displayPoweredBy: true,
        settings: { timeZone: 'America/Sao_Paulo' },
        rules: { allowsPatientToSchedule: true, accessPersonSchedule: true, allowsHiddenButtonSchedule: true },
      });
    }
  });

  it('follows a change of the rules, the messages and the contract flag by the clinic admin', async () => {
    const id = admin.viewer.companyId;
    const change = (input: Record<string, unknown>) => gql(stack.gatewayUrl, UPDATE, { id, input }, as(admin));
    expect(
      (
        await change({
          rules: { allowsPatientToSchedule: false, accessPersonSchedule: false },
          contractFlags: { displayPoweredBy: false },
          customMessages: [{ key: 'welcome', ptBR: 'Bem-vindo', en: 'Welcome' }],
        })
      ).errors,
    ).toBeUndefined();
    try {
      const r = await gql<Setup>(stack.gatewayUrl, SETUP, {}, as(maria));
      expect(r.data!.companySetup).toMatchObject({
        displayPoweredBy: false,
        rules: { allowsPatientToSchedule: false, accessPersonSchedule: false, allowsHiddenButtonSchedule: true },
        customMessages: [{ key: 'welcome', ptBR: 'Bem-vindo', en: 'Welcome' }],
      });
    } finally {
      await change({
        rules: { allowsPatientToSchedule: true, accessPersonSchedule: true },
        contractFlags: { displayPoweredBy: true },
        customMessages: [],
      });
    }
  });

  it('is each tenant its own: another clinic reads its own setup', async () => {
    const r = await gql<Setup>(stack.gatewayUrl, SETUP, {}, as(otherAdmin));
    expect(r.data!.companySetup!.id).toBe(otherAdmin.viewer.companyId);
    expect(r.data!.companySetup!.id).not.toBe(maria.viewer.companyId);
  });

  it('needs a signed-in user', async () => {
    const r = await gql<Setup>(stack.gatewayUrl, SETUP, {});
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('GET /company/{id}/rules answers a member and hides another tenant like an unknown company', async () => {
    const headers = (user: SignedIn) => ({ authorization: `Bearer ${user.accessToken}`, 'x-company-id': user.viewer.companyId });
    const own = await fetch(`${stack.servicesUrl}/company/${maria.viewer.companyId}/rules`, { headers: headers(maria) });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ allowsPatientToSchedule: true, allowsHiddenButtonSchedule: true });
    const foreign = await fetch(`${stack.servicesUrl}/company/${otherAdmin.viewer.companyId}/rules`, { headers: headers(maria) });
    expect(foreign.status).toBe(404);
  });

  it('a patient and a doctor read the setup, never the whole company (commercial terms, plan, contract flags)', async () => {
    const COMPANY = 'query($id: ID!) { company(id: $id) { id commissionValue planId contractFlags { useEmergencyModule } } }';
    for (const user of [maria, house]) {
      const r = await gql<{ company: unknown }>(stack.gatewayUrl, COMPANY, { id: user.viewer.companyId }, as(user));
      expect(r.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
      expect(r.data?.company ?? null).toBeNull();
      const headers = { authorization: `Bearer ${user.accessToken}`, 'x-company-id': user.viewer.companyId };
      expect((await fetch(`${stack.servicesUrl}/company/${user.viewer.companyId}`, { headers })).status).toBe(403);
      expect((await fetch(`${stack.servicesUrl}/company/${user.viewer.companyId}/haas/parent`, { headers })).status).toBe(403);
    }
    const staff = await gql<{ company: { id: string } }>(stack.gatewayUrl, COMPANY, { id: admin.viewer.companyId }, as(admin));
    expect(staff.data!.company.id).toBe(admin.viewer.companyId);
  });
});
