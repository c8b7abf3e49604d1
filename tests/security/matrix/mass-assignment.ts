import { randomUUID } from 'node:crypto';
import { instant, localDay, openDay } from '../../harness/booking.js';
import { type GqlResult, gql } from '../../harness/graphql.js';
import type { TestStack } from '../../harness/stack.js';
import { codeOf } from './classify.js';
import type { Fixtures } from './fixtures.js';
import type { Sessions } from './principals.js';

/**
 * SECURITY.md T06 for the forbidden fields that do exist in an input (or as an argument): each is given a value the
 * caller may not set (another patient, another tenant, a role or a status above their own), and must be refused with
 * nothing changed — read back by the owner afterwards. Keyed by `Input.field` or `mutation.argument`.
 */
export type Ctx = { stack: TestStack; s: Sessions; fx: Fixtures };
type Who = keyof Sessions;

const run = <T = Record<string, unknown>>(c: Ctx, who: Who, query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(c.stack.gatewayUrl, query, variables, { token: c.s[who].accessToken, locale: 'en' });
/** Refused: an error of the refusal codes and no data for the mutation. */
const REFUSALS = ['ACCESS_DENIED', 'BAD_INPUT', 'NOT_FOUND', 'INVALID_CREDENTIALS', 'GRAPHQL_VALIDATION_FAILED'];
function refused(label: string, r: GqlResult, problems: string[]) {
  if (process.env.T06_VERBOSE)
    console.log(`  ${label}: ${codeOf(r)} ${JSON.stringify(r.errors?.[0]?.extensions?.fields ?? r.errors?.[0]?.message ?? '')}`);
  const data = r.data && Object.values(r.data).some((v) => v !== null);
  if (data || !REFUSALS.includes(codeOf(r) ?? ''))
    problems.push(`${label}: accepted (${codeOf(r) ?? JSON.stringify(r.data).slice(0, 120)})`);
}
async function unchanged<T>(label: string, read: () => Promise<T>, act: () => Promise<void>, problems: string[]) {
  const before = JSON.stringify(await read());
  await act();
  const after = JSON.stringify(await read());
  if (before !== after) problems.push(`${label}: changed ${before.slice(0, 100)} → ${after.slice(0, 100)}`);
}
const count =
  (c: Ctx, who: Who, query: string, variables: Record<string, unknown> = {}) =>
  async () =>
    JSON.stringify((await run(c, who, query, variables)).data);

const BOOK = 'mutation($i: BookAppointmentInput!) { bookAppointment(input: $i) { id patientId doctorId } }';
const MINE = 'query { appointments(perPage: 100) { total } }';
const slot = () => instant(openDay(localDay(5)), '10:00');

export const SEMANTIC: Record<string, (c: Ctx, problems: string[]) => Promise<void>> = {
  'BookAppointmentInput.patientId': async (c, p) =>
    unchanged(
      'João’s appointments',
      count(c, 'joao', MINE),
      async () =>
        refused(
          'Maria books for João',
          await run(c, 'P', BOOK, { i: { doctorId: c.fx.professionals.house, patientId: c.fx.persons.joao, startsAt: slot() } }),
          p,
        ),
      p,
    ),
  'BookAppointmentInput.doctorId': async (c, p) =>
    unchanged(
      'Maria’s appointments',
      count(c, 'P', MINE),
      async () =>
        refused(
          'Maria books Bem Viver’s doctor',
          await run(c, 'P', BOOK, { i: { doctorId: c.fx.professionals.rita, patientId: c.fx.persons.maria, startsAt: slot() } }),
          p,
        ),
      p,
    ),
  'UpdateAppointmentInput.doctorId': async (c, p) => {
    const id = c.fx.appointments.mariaNext.id;
    const UPDATE = 'mutation($id: ID!, $i: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $i) { id doctorId } }';
    await unchanged(
      'the appointment’s professional',
      count(c, 'CA', 'query($id: ID!) { appointment(id: $id) { doctorId startsAt } }', { id }),
      async () => {
        refused(
          'Dr. House hands his appointment to Dr. Paulo',
          await run(c, 'D', UPDATE, { id, i: { doctorId: c.fx.professionals.paulo } }),
          p,
        );
        refused(
          'the admin moves it to Bem Viver’s doctor',
          await run(c, 'CA', UPDATE, { id, i: { doctorId: c.fx.professionals.rita } }),
          p,
        );
      },
      p,
    );
  },
  'changeAppointmentStatus.status': async (c, p) => {
    const id = c.fx.appointments.mariaNext.id;
    await unchanged(
      'the appointment’s status',
      count(c, 'CA', 'query($id: ID!) { appointment(id: $id) { status paidAt } }', { id }),
      async () =>
        refused(
          'Maria marks her own appointment PAID',
          await run(c, 'P', 'mutation($id: ID!) { changeAppointmentStatus(id: $id, status: PAID) { id } }', { id }),
          p,
        ),
      p,
    );
  },
  'AppointmentRequestInput.personId': async (c, p) =>
    unchanged(
      'João’s requests',
      count(c, 'joao', 'query { appointmentRequests { total } }'),
      async () =>
        refused(
          'Maria asks in João’s name',
          await run(c, 'P', 'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }', {
            i: { personId: c.fx.persons.joao, specialty: '225120', contactNumber: '(11) 98765-4321' },
          }),
          p,
        ),
      p,
    ),
  'AppointmentRequestUpdateInput.status': async (c, p) => {
    const mine = await run<{ createAppointmentRequest: { id: string } }>(
      c,
      'P',
      'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }',
      {
        i: { specialty: '225120', contactNumber: '(11) 98765-4321' },
      },
    );
    const id = mine.data!.createAppointmentRequest.id;
    await unchanged(
      'the request’s status',
      count(c, 'CA', 'query($id: ID!) { appointmentRequest(id: $id) { status } }', { id }),
      async () =>
        refused(
          'Maria closes her own request',
          await run(c, 'P', 'mutation($id: ID!) { updateAppointmentRequest(id: $id, input: { status: SCHEDULED }) { id } }', { id }),
          p,
        ),
      p,
    );
  },
  'NewMessageInput.personId': async (c, p) =>
    unchanged(
      'João’s threads',
      count(c, 'joao', 'query { messages { total } }'),
      async () =>
        refused(
          'Maria writes in João’s thread',
          await run(c, 'P', 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }', {
            i: { subject: 'Olá', body: 'Mensagem em nome de outro', personId: c.fx.persons.joao },
          }),
          p,
        ),
      p,
    ),
  'PersonInput.status': async (c, p) =>
    unchanged(
      'Maria’s status',
      count(c, 'CA', 'query($id: ID!) { person(id: $id) { status } }', { id: c.fx.persons.maria }),
      async () =>
        refused(
          'Maria deactivates herself',
          await run(c, 'P', 'mutation($id: ID!) { updatePerson(id: $id, input: { status: INACTIVE }) { id } }', { id: c.fx.persons.maria }),
          p,
        ),
      p,
    ),
  'PlanInput.companyId': async (c, p) =>
    unchanged(
      'Bem Viver’s plans',
      count(c, 'adminB', 'query { plans { total } }'),
      async () =>
        refused(
          'the admin creates a plan for Bem Viver',
          await run(c, 'CA', 'mutation($i: PlanInput!) { createPlan(input: $i) { id } }', {
            i: { companyId: c.fx.companyB, name: 'Plano Intruso', billType: 'MONTHLY', durationDays: 30, attendanceValueCents: 100 },
          }),
          p,
        ),
      p,
    ),
  'ProfessionalInput.role': async (c, p) => {
    const id = c.fx.professionals.house;
    refused(
      'the manager registers a professional as CA',
      await run(c, 'M', 'mutation { createProfessional(input: { name: "X", crm: "1", crmState: "SP", role: CA }) { id } }'),
      p,
    );
    await unchanged(
      'Dr. House’s record',
      count(c, 'CA', 'query($id: ID!) { professional(id: $id) { role status } }', { id }),
      async () =>
        refused(
          'Dr. House makes himself DC',
          await run(c, 'D', 'mutation($id: ID!) { updateProfessional(id: $id, input: { role: DC }) { id } }', { id }),
          p,
        ),
      p,
    );
  },
  'ProfessionalInput.status': async (c, p) => {
    const id = c.fx.professionals.ana;
    await unchanged(
      'Dra. Ana’s record',
      count(c, 'CA', 'query($id: ID!) { professional(id: $id) { status } }', { id }),
      async () =>
        refused(
          'Dr. House deactivates Dra. Ana',
          await run(c, 'D', 'mutation($id: ID!) { updateProfessional(id: $id, input: { status: INACTIVE }) { id } }', { id }),
          p,
        ),
      p,
    );
  },
  'AggregatorEventInput.companyId': async (c, p) =>
    refused(
      'Maria reports minutes to Bem Viver',
      await run(c, 'P', 'mutation($i: AggregatorEventInput!) { sendToAggregator(input: $i) }', {
        i: { companyId: c.fx.companyB, eventType: 'PERSON_LOGIN', personId: c.fx.persons.maria, value: 5 },
      }),
      p,
    ),
  'AggregatorEventInput.personId': async (c, p) =>
    refused(
      'Maria reports minutes for João',
      await run(c, 'P', 'mutation($i: AggregatorEventInput!) { sendToAggregator(input: $i) }', {
        i: { companyId: c.fx.companyA, eventType: 'PERSON_LOGIN', personId: c.fx.persons.joao, value: 5 },
      }),
      p,
    ),
  'ServiceRequestInput.status': async (c, p) =>
    unchanged(
      'the service requests',
      count(c, 'CA', 'query { serviceRequests { total } }'),
      async () => {
        refused(
          'Maria orders her own exam',
          await run(c, 'P', 'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }', {
            i: { subject: `person|${c.fx.persons.maria}`, status: 'ACTIVE' },
          }),
          p,
        );
        refused(
          'Dr. House orders an exam for Bem Viver’s patient',
          await run(c, 'D', 'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }', {
            i: { subject: `person|${c.fx.persons.carla}`, status: 'ACTIVE' },
          }),
          p,
        );
      },
      p,
    ),
  'AddStaffMemberInput.roles': async (c, p) =>
    unchanged(
      'the invitations',
      count(c, 'CA', 'query { staffInvitations { total } }'),
      async () =>
        refused(
          'the manager invites a clinic admin',
          await run(c, 'M', 'mutation { addStaffMember(input: { email: "novo.admin@example.com", roles: [CA] }) { id } }'),
          p,
        ),
      p,
    ),
  'updateStaffRoles.roles': async (c, p) =>
    unchanged(
      'the manager’s roles',
      count(c, 'CA', 'query($id: ID!) { staffMember(userId: $id) { roles } }', { id: c.s.M.viewer.id }),
      async () =>
        refused(
          'the manager promotes themself',
          await run(c, 'M', 'mutation($id: ID!) { updateStaffRoles(userId: $id, roles: [CA]) { userId } }', { id: c.s.M.viewer.id }),
          p,
        ),
      p,
    ),
  'SignInInput.companyId': async (c, p) =>
    refused(
      'Maria signs in to Bem Viver',
      await gql(c.stack.gatewayUrl, 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', {
        i: { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12', companyId: c.fx.companyB },
      }),
      p,
    ),
  'updateCompanyHolidays.companyId': async (c, p) => {
    const q = 'query($id: ID!, $y: Int) { companyHolidays(companyId: $id, year: $y) { holidays { date closed } } }';
    const year = new Date().getUTCFullYear();
    await unchanged(
      'Bem Viver’s holidays',
      count(c, 'adminB', q, { id: c.fx.companyB, y: year }),
      async () =>
        refused(
          'the admin closes Bem Viver for a day',
          await run(
            c,
            'CA',
            'mutation($id: ID!, $y: Int!, $i: CompanyHolidaysInput!) { updateCompanyHolidays(companyId: $id, year: $y, input: $i) { year } }',
            {
              id: c.fx.companyB,
              y: year,
              i: { clinic: [{ date: `${year}-12-30`, name: 'Fechado' }] },
            },
          ),
          p,
        ),
      p,
    );
  },
  'updateCompanyFinancial.companyId': async (c, p) =>
    unchanged(
      'Bem Viver’s prices',
      count(c, 'adminB', 'query($id: ID!) { companyFinancial(companyId: $id) { consultationPriceCents acceptsOnSite } }', {
        id: c.fx.companyB,
      }),
      async () =>
        refused(
          'the admin sets Bem Viver’s prices',
          await run(
            c,
            'CA',
            'mutation($id: ID!, $i: CompanyFinancialInput!) { updateCompanyFinancial(companyId: $id, input: $i) { companyId } }',
            {
              id: c.fx.companyB,
              i: {
                consultationPriceCents: 1,
                returnPriceCents: 1,
                acceptsCreditCard: true,
                acceptsPix: false,
                acceptsOnSite: true,
                maxInstallments: 1,
                interestFreeInstallments: 1,
                installmentInterestBps: 0,
                minInstallmentCents: 100,
              },
            },
          ),
          p,
        ),
      p,
    ),
  'openEmergencyProtocol.personId': async (c, p) =>
    unchanged(
      'João’s protocols',
      count(c, 'joao', 'query { emergencyBoard { id } }'),
      async () =>
        refused(
          'Maria puts João in the queue',
          await run(c, 'P', 'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }', {
            q: randomUUID(),
            p: c.fx.persons.joao,
          }),
          p,
        ),
      p,
    ),
  'recordDiagnostic.personId': async (c, p) =>
    refused(
      'Dr. House records a diagnostic for Bem Viver’s patient',
      await run(c, 'D', 'mutation($id: ID!) { recordDiagnostic(personId: $id, input: { cid10: "J11", description: "x" }) { id } }', {
        id: c.fx.persons.carla,
      }),
      p,
    ),
  'createScreening.companyId': async (c, p) =>
    unchanged(
      'Bem Viver’s questionnaires',
      count(c, 'adminB', 'query { screenings { total } }'),
      async () =>
        refused(
          'the admin writes Bem Viver’s questionnaire',
          await run(c, 'CA', 'mutation($c: ID, $i: ScreeningInput!) { createScreening(companyId: $c, input: $i) { id } }', {
            c: c.fx.companyB,
            i: {
              type: 'FOLLOW_UP',
              titlePtBR: 'X',
              titleEn: 'X',
              questions: [
                {
                  textPtBR: 'Dor?',
                  textEn: 'Pain?',
                  kind: 'YES_NO',
                  required: true,
                  options: [
                    { textPtBR: 'Sim', textEn: 'Yes' },
                    { textPtBR: 'Não', textEn: 'No' },
                  ],
                },
              ],
            },
          }),
          p,
        ),
      p,
    ),
  'updateScreening.companyId': async (c, p) =>
    refused(
      'the admin edits a questionnaire in Bem Viver',
      await run(c, 'CA', 'mutation($id: ID!, $c: ID) { updateScreening(id: $id, companyId: $c, input: { titleEn: "X" }) { id } }', {
        id: randomUUID(),
        c: c.fx.companyB,
      }),
      p,
    ),
  'deleteScreening.companyId': async (c, p) =>
    refused(
      'the admin deletes a questionnaire in Bem Viver',
      await run(c, 'CA', 'mutation($id: ID!, $c: ID) { deleteScreening(id: $id, companyId: $c) { id } }', {
        id: randomUUID(),
        c: c.fx.companyB,
      }),
      p,
    ),
};
