import { randomUUID } from 'node:crypto';
import { instant, localDay, openDay } from '../../harness/booking.js';
import { type GqlResult, gql } from '../../harness/graphql.js';
import type { TestStack } from '../../harness/stack.js';
import { codeOf } from './classify.js';
import type { Fixtures } from './fixtures.js';
import { CARD_AND_ON_SITE, PAIN_QUESTION } from './inputs.js';
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

type Call = { who: Who; query: string; variables?: Record<string, unknown> };
/** What must not change: `what`, as `who` (its owner) reads it. */
type Watched = Call & { what: string };
/** One forbidden attempt: `label` says who tries what. */
type Attempt = Call & { label: string };

/** Each attempt, in turn, must be refused, and what is watched must read the same before and after them. */
async function refusedUnchanged(c: Ctx, problems: string[], watched: Watched, ...attempts: Attempt[]) {
  await unchanged(
    watched.what,
    count(c, watched.who, watched.query, watched.variables),
    async () => {
      for (const a of attempts) refused(a.label, await run(c, a.who, a.query, a.variables), problems);
    },
    problems,
  );
}

const BOOK = 'mutation($i: BookAppointmentInput!) { bookAppointment(input: $i) { id patientId doctorId } }';
const MINE = 'query { appointments(perPage: 100) { total } }';
const slot = () => instant(openDay(localDay(5)), '10:00');
const CREATE_REQUEST = 'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }';
const CREATE_SERVICE_REQUEST = 'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }';

export const SEMANTIC: Record<string, (c: Ctx, problems: string[]) => Promise<void>> = {
  'BookAppointmentInput.patientId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s appointments', who: 'joao', query: MINE },
      {
        label: 'Maria books for João',
        who: 'P',
        query: BOOK,
        variables: { i: { doctorId: c.fx.professionals.house, patientId: c.fx.persons.joao, startsAt: slot() } },
      },
    ),
  'BookAppointmentInput.doctorId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'Maria’s appointments', who: 'P', query: MINE },
      {
        label: 'Maria books Bem Viver’s doctor',
        who: 'P',
        query: BOOK,
        variables: { i: { doctorId: c.fx.professionals.rita, patientId: c.fx.persons.maria, startsAt: slot() } },
      },
    ),
  'UpdateAppointmentInput.doctorId': async (c, p) => {
    const id = c.fx.appointments.mariaNext.id;
    const UPDATE = 'mutation($id: ID!, $i: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $i) { id doctorId } }';
    await refusedUnchanged(
      c,
      p,
      {
        what: 'the appointment’s professional',
        who: 'CA',
        query: 'query($id: ID!) { appointment(id: $id) { doctorId startsAt } }',
        variables: { id },
      },
      {
        label: 'Dr. House hands his appointment to Dr. Paulo',
        who: 'D',
        query: UPDATE,
        variables: { id, i: { doctorId: c.fx.professionals.paulo } },
      },
      {
        label: 'the admin moves it to Bem Viver’s doctor',
        who: 'CA',
        query: UPDATE,
        variables: { id, i: { doctorId: c.fx.professionals.rita } },
      },
    );
  },
  'changeAppointmentStatus.status': async (c, p) => {
    const id = c.fx.appointments.mariaNext.id;
    await refusedUnchanged(
      c,
      p,
      {
        what: 'the appointment’s status',
        who: 'CA',
        query: 'query($id: ID!) { appointment(id: $id) { status paidAt } }',
        variables: { id },
      },
      {
        label: 'Maria marks her own appointment PAID',
        who: 'P',
        query: 'mutation($id: ID!) { changeAppointmentStatus(id: $id, status: PAID) { id } }',
        variables: { id },
      },
    );
  },
  'AppointmentRequestInput.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s requests', who: 'joao', query: 'query { appointmentRequests { total } }' },
      {
        label: 'Maria asks in João’s name',
        who: 'P',
        query: CREATE_REQUEST,
        variables: { i: { personId: c.fx.persons.joao, specialty: '225120', contactNumber: '(11) 98765-4321' } },
      },
    ),
  'AppointmentRequestUpdateInput.status': async (c, p) => {
    const mine = await run<{ createAppointmentRequest: { id: string } }>(c, 'P', CREATE_REQUEST, {
      i: { specialty: '225120', contactNumber: '(11) 98765-4321' },
    });
    const id = mine.data!.createAppointmentRequest.id;
    await refusedUnchanged(
      c,
      p,
      { what: 'the request’s status', who: 'CA', query: 'query($id: ID!) { appointmentRequest(id: $id) { status } }', variables: { id } },
      {
        label: 'Maria closes her own request',
        who: 'P',
        query: 'mutation($id: ID!) { updateAppointmentRequest(id: $id, input: { status: SCHEDULED }) { id } }',
        variables: { id },
      },
    );
  },
  'NewMessageInput.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s threads', who: 'joao', query: 'query { messages { total } }' },
      {
        label: 'Maria writes in João’s thread',
        who: 'P',
        query: 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }',
        variables: { i: { subject: 'Olá', body: 'Mensagem em nome de outro', personId: c.fx.persons.joao } },
      },
    ),
  'requestErasure.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s erasure requests', who: 'joao', query: 'query { myErasureRequests { id status } }' },
      {
        label: 'Maria asks to erase João',
        who: 'P',
        query: 'mutation($id: ID) { requestErasure(personId: $id) { id } }',
        variables: { id: c.fx.persons.joao },
      },
    ),
  'revokeTelemedicineConsent.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s telemedicine consent', who: 'joao', query: 'query { telemedicineConsents { personId accepted revokedAt } }' },
      {
        label: 'Maria revokes João’s consent',
        who: 'P',
        query: 'mutation($id: ID) { revokeTelemedicineConsent(personId: $id) { accepted } }',
        variables: { id: c.fx.persons.joao },
      },
    ),
  'PersonInput.status': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'Maria’s status', who: 'CA', query: 'query($id: ID!) { person(id: $id) { status } }', variables: { id: c.fx.persons.maria } },
      {
        label: 'Maria deactivates herself',
        who: 'P',
        query: 'mutation($id: ID!) { updatePerson(id: $id, input: { status: INACTIVE }) { id } }',
        variables: { id: c.fx.persons.maria },
      },
    ),
  'PlanInput.companyId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'Bem Viver’s plans', who: 'adminB', query: 'query { plans { total } }' },
      {
        label: 'the admin creates a plan for Bem Viver',
        who: 'CA',
        query: 'mutation($i: PlanInput!) { createPlan(input: $i) { id } }',
        variables: {
          i: { companyId: c.fx.companyB, name: 'Plano Intruso', billType: 'MONTHLY', durationDays: 30, attendanceValueCents: 100 },
        },
      },
    ),
  'ProfessionalInput.role': async (c, p) => {
    const id = c.fx.professionals.house;
    refused(
      'the manager registers a professional as CA',
      await run(c, 'M', 'mutation { createProfessional(input: { name: "X", crm: "1", crmState: "SP", role: CA }) { id } }'),
      p,
    );
    await refusedUnchanged(
      c,
      p,
      { what: 'Dr. House’s record', who: 'CA', query: 'query($id: ID!) { professional(id: $id) { role status } }', variables: { id } },
      {
        label: 'Dr. House makes himself DC',
        who: 'D',
        query: 'mutation($id: ID!) { updateProfessional(id: $id, input: { role: DC }) { id } }',
        variables: { id },
      },
    );
  },
  'ProfessionalInput.status': async (c, p) => {
    const id = c.fx.professionals.ana;
    await refusedUnchanged(
      c,
      p,
      { what: 'Dra. Ana’s record', who: 'CA', query: 'query($id: ID!) { professional(id: $id) { status } }', variables: { id } },
      {
        label: 'Dr. House deactivates Dra. Ana',
        who: 'D',
        query: 'mutation($id: ID!) { updateProfessional(id: $id, input: { status: INACTIVE }) { id } }',
        variables: { id },
      },
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
    refusedUnchanged(
      c,
      p,
      { what: 'the service requests', who: 'CA', query: 'query { serviceRequests { total } }' },
      {
        label: 'Maria orders her own exam',
        who: 'P',
        query: CREATE_SERVICE_REQUEST,
        variables: { i: { subject: `person|${c.fx.persons.maria}`, status: 'ACTIVE' } },
      },
      {
        label: 'Dr. House orders an exam for Bem Viver’s patient',
        who: 'D',
        query: CREATE_SERVICE_REQUEST,
        variables: { i: { subject: `person|${c.fx.persons.carla}`, status: 'ACTIVE' } },
      },
    ),
  'AddStaffMemberInput.roles': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'the invitations', who: 'CA', query: 'query { staffInvitations { total } }' },
      {
        label: 'the manager invites a clinic admin',
        who: 'M',
        query: 'mutation { addStaffMember(input: { email: "novo.admin@example.com", roles: [CA] }) { id } }',
      },
    ),
  'updateStaffRoles.roles': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      {
        what: 'the manager’s roles',
        who: 'CA',
        query: 'query($id: ID!) { staffMember(userId: $id) { roles } }',
        variables: { id: c.s.M.viewer.id },
      },
      {
        label: 'the manager promotes themself',
        who: 'M',
        query: 'mutation($id: ID!) { updateStaffRoles(userId: $id, roles: [CA]) { userId } }',
        variables: { id: c.s.M.viewer.id },
      },
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
    await refusedUnchanged(
      c,
      p,
      { what: 'Bem Viver’s holidays', who: 'adminB', query: q, variables: { id: c.fx.companyB, y: year } },
      {
        label: 'the admin closes Bem Viver for a day',
        who: 'CA',
        query:
          'mutation($id: ID!, $y: Int!, $i: CompanyHolidaysInput!) { updateCompanyHolidays(companyId: $id, year: $y, input: $i) { year } }',
        variables: { id: c.fx.companyB, y: year, i: { clinic: [{ date: `${year}-12-30`, name: 'Fechado' }] } },
      },
    );
  },
  'updateCompanyFinancial.companyId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      {
        what: 'Bem Viver’s prices',
        who: 'adminB',
        query: 'query($id: ID!) { companyFinancial(companyId: $id) { consultationPriceCents acceptsOnSite } }',
        variables: { id: c.fx.companyB },
      },
      {
        label: 'the admin sets Bem Viver’s prices',
        who: 'CA',
        query: 'mutation($id: ID!, $i: CompanyFinancialInput!) { updateCompanyFinancial(companyId: $id, input: $i) { companyId } }',
        variables: {
          id: c.fx.companyB,
          i: {
            consultationPriceCents: 1,
            returnPriceCents: 1,
            ...CARD_AND_ON_SITE,
            minInstallmentCents: 100,
          },
        },
      },
    ),
  'openEmergencyProtocol.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'João’s protocols', who: 'joao', query: 'query { emergencyBoard { id } }' },
      {
        label: 'Maria puts João in the queue',
        who: 'P',
        query: 'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
        variables: { q: randomUUID(), p: c.fx.persons.joao },
      },
    ),
  'updateMyProfile.personId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      {
        what: 'João’s profile',
        who: 'joao',
        query: 'query($id: ID!) { myProfile(personId: $id) { name cellPhone street } }',
        variables: { id: c.fx.persons.joao },
      },
      {
        label: 'Maria rewrites João’s profile',
        who: 'P',
        query: 'mutation($id: ID!, $i: MyProfileInput!) { updateMyProfile(personId: $id, input: $i) { id } }',
        variables: { id: c.fx.persons.joao, i: { name: 'Nome Trocado', cellPhone: '(11) 90000-0000', street: 'Rua Falsa' } },
      },
      {
        label: 'Maria rewrites Bem Viver’s patient’s profile',
        who: 'P',
        query: 'mutation($id: ID!, $i: MyProfileInput!) { updateMyProfile(personId: $id, input: $i) { id } }',
        variables: { id: c.fx.persons.carla, i: { name: 'Nome Trocado' } },
      },
    ),
  'recordDiagnostic.personId': async (c, p) =>
    refused(
      'Dr. House records a diagnostic for Bem Viver’s patient',
      await run(c, 'D', 'mutation($id: ID!) { recordDiagnostic(personId: $id, input: { cid10: "J11", description: "x" }) { id } }', {
        id: c.fx.persons.carla,
      }),
      p,
    ),
  'shareRecordLink.personId': async (c, p) =>
    refused(
      'Dr. House shares a link with Bem Viver’s patient',
      await run(
        c,
        'D',
        'mutation($id: ID!) { shareRecordLink(personId: $id, input: { title: "x", url: "https://example.com/x" }) { id } }',
        { id: c.fx.persons.carla },
      ),
      p,
    ),
  'createScreening.companyId': async (c, p) =>
    refusedUnchanged(
      c,
      p,
      { what: 'Bem Viver’s questionnaires', who: 'adminB', query: 'query { screenings { total } }' },
      {
        label: 'the admin writes Bem Viver’s questionnaire',
        who: 'CA',
        query: 'mutation($c: ID, $i: ScreeningInput!) { createScreening(companyId: $c, input: $i) { id } }',
        variables: { c: c.fx.companyB, i: { type: 'FOLLOW_UP', titlePtBR: 'X', titleEn: 'X', questions: [PAIN_QUESTION] } },
      },
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
