import { addDays, dateInZone } from '@teleconsulta/schema';
import type { BookedAppointment } from '../../fixtures/booked-appointment';
import { demoPatient } from './demo-users.fixtures';

/** The demo clinic's seeded people the scheduling specs use (README demo logins; every login here is fake). */
export const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234' } as const;
export const demoSecondPatient = { name: 'João Souza', cpf: '111.444.777-35', birthDate: '1990-01-30' } as const;
export const demoDependent = 'Pedro Silva';

type Slot = { professionalId: string; date: string; start: string; startsAt: string };
type AppointmentRow = {
  id: string;
  protocol: string;
  status: string;
  startsAt: string;
  patientName: string;
  reason: string | null;
  cancelReason: string | null;
};
type Rules = { allowsPatientToSchedule: boolean; accessPersonSchedule: boolean };

const APPOINTMENT = 'id protocol status startsAt patientName reason cancelReason';

type Call = <T>(query: string, variables: Record<string, unknown>, token?: string) => Promise<T>;
type Session = { accessToken: string; viewer: { companyId: string; personId: string | null } };

/** One GraphQL request to the gateway, as `token` (none: anonymous); a GraphQL error throws. */
function gatewayCall(gatewayUrl: string): Call {
  const endpoint = new URL('/graphql', gatewayUrl);
  return async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (!body.data || body.errors?.length) throw new Error(`gateway: ${body.errors?.map((e) => e.message).join('; ')}`);
    return body.data;
  };
}

/** What the methods share: the gateway, the admin's and Maria's sessions, and what the specs made (for cleanUp). */
type Ctx = { call: Call; admin: Session; maria: Session; companyId: string; created: string[]; booked: string[] };

/** The clinic's today (its time zone). */
const clinicToday = () => dateInZone('America/Sao_Paulo');

/** The spec's own professionals and their free slots. */
function professionalMethods({ call, admin, maria, created }: Ctx) {
  const professionals = {
    /** A professional of this spec only, working every day 08:00–12:00 (no holiday skipped), with one specialty. */
    async createProfessional(name: string, specialty: string): Promise<string> {
      const crm = String(100000 + Math.floor(Math.random() * 899999));
      const { createProfessional } = await call<{ createProfessional: { id: string } }>(
        'mutation Create($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
        { input: { name, crm, crmState: 'SP', specialties: [specialty], role: 'D' } },
        admin.accessToken,
      );
      created.push(createProfessional.id);
      const weekly = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '12:00' }));
      await call(
        'mutation Put($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { today } }',
        { id: createProfessional.id, input: { skipHolidays: false, weekly } },
        admin.accessToken,
      );
      return createProfessional.id;
    },

    /** The professional's free slots as a patient sees them. */
    async freeSlots(professionalId: string): Promise<Slot[]> {
      const { availableSlots } = await call<{ availableSlots: { slots: Slot[] } }>(
        'query Free($id: ID) { availableSlots(professionalId: $id) { slots { professionalId date start startsAt } } }',
        { id: professionalId },
        maria.accessToken,
      );
      return availableSlots.slots;
    },

    /** The first free slot at least `days` days after the clinic's today (far from the cancellation cutoff). */
    async freeSlotFrom(professionalId: string, days: number): Promise<Slot> {
      const from = addDays(clinicToday(), days);
      const slot = (await professionals.freeSlots(professionalId)).find((s) => s.date >= from);
      if (!slot) throw new Error(`no free slot from ${from}`);
      return slot;
    },
  };
  return professionals;
}

/** Maria's bookings, the staff's status changes, and the professional's appointments. */
function bookingMethods({ call, admin, maria, booked }: Ctx) {
  return {
    /** Maria books for herself, as the app would. */
    async bookAsMaria(professionalId: string, startsAt: string): Promise<BookedAppointment> {
      const { bookAppointment } = await call<{ bookAppointment: BookedAppointment }>(
        'mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { id protocol roomAccess cancelAccess paymentAccess startsAt } }',
        { input: { doctorId: professionalId, patientId: maria.viewer.personId, startsAt, reason: 'Consulta de teste' } },
        maria.accessToken,
      );
      booked.push(bookAppointment.id);
      return bookAppointment;
    },

    /** Staff confirm a payment (on-site payment) with the status change. */
    async markPaid(id: string): Promise<void> {
      await call('mutation Paid($id: ID!) { changeAppointmentStatus(id: $id, status: PAID) { id } }', { id }, admin.accessToken);
    },

    /** Every appointment of the professional, as the clinic admin reads them. */
    async appointmentsOf(professionalId: string): Promise<AppointmentRow[]> {
      const { appointments } = await call<{ appointments: { items: AppointmentRow[] } }>(
        `query List($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { ${APPOINTMENT} } } }`,
        { filter: { doctorId: professionalId } },
        admin.accessToken,
      );
      for (const item of appointments.items) if (!booked.includes(item.id)) booked.push(item.id);
      return appointments.items;
    },
  };
}

/** The company rules, and the clean-up of everything the specs made. */
function companyMethods({ call, admin, companyId, created, booked }: Ctx, bookings: ReturnType<typeof bookingMethods>) {
  return {
    async setScheduleRules(rules: Rules): Promise<void> {
      await call(
        'mutation Rules($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }',
        { id: companyId, input: { rules } },
        admin.accessToken,
      );
    },

    /** Cancels what the specs booked and is still open, and deactivates their professionals (hidden from patients). */
    async cleanUp(): Promise<void> {
      for (const professionalId of created) await bookings.appointmentsOf(professionalId);
      for (const id of booked) {
        await call(
          'mutation Cancel($id: ID!, $reason: String!) { cancelAppointment(id: $id, reason: $reason) { id } }',
          { id, reason: 'e2e clean-up' },
          admin.accessToken,
        ).catch(() => undefined); // already cancelled, or attended
      }
      for (const id of created) {
        await call(
          'mutation Off($id: ID!, $input: ProfessionalInput!) { updateProfessional(id: $id, input: $input) { id } }',
          { id, input: { status: 'INACTIVE' } },
          admin.accessToken,
        );
      }
    },
  };
}

/**
 * The scheduling specs' fixtures, through the gateway (never the database): a professional of their own with a
 * specialty no seeded one has and a weekly schedule, bookings and status changes, and the company rules. Everything it
 * creates is undone by cleanUp() (appointments cancelled, the professional deactivated: records of care are not deleted).
 */
export async function schedulingApi(gatewayUrl: string) {
  const call = gatewayCall(gatewayUrl);
  const signIn = async (input: Record<string, unknown>) =>
    (
      await call<{ signIn: Session }>(
        'mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken viewer { companyId personId } } }',
        { input },
      )
    ).signIn;
  const admin = await signIn({ method: 'EMAIL', ...demoClinicAdmin });
  const maria = await signIn({ method: 'CPF', cpf: demoPatient.cpf, birthDate: demoPatient.birthDate });
  const { person } = await call<{ person: { dependents: Array<{ id: string; name: string }> } }>(
    'query Person($id: ID!) { person(id: $id) { dependents { id name } } }',
    { id: maria.viewer.personId },
    maria.accessToken,
  );
  const pedroId = person.dependents.find((d) => d.name === demoDependent)!.id;
  const ctx: Ctx = { call, admin, maria, companyId: admin.viewer.companyId, created: [], booked: [] };
  const bookings = bookingMethods(ctx);

  const api = {
    mariaPersonId: maria.viewer.personId!,
    pedroId,
    /** The clinic's today (its time zone). */
    today: clinicToday,
    ...professionalMethods(ctx),
    ...bookings,
    ...companyMethods(ctx, bookings),
  };
  return api;
}
