import { addDays } from '@teleconsulta/schema';
import { SCHEDULE_FIELDS, type Schedule, type ScheduleInput } from '../../fixtures/professional-schedule';

/**
 * The professional screens' fixtures: everything through the gateway (never the database), as the clinic administrator
 * (schedules, bookings, clean-up) and as the doctors themselves (what they see).
 */
export const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234' } as const;
export const demoDoctors = {
  house: { email: 'dr.house@example.com', password: 'Medico123', name: 'Dr. Gregório House' },
  ana: { email: 'dra.ana@example.com', password: 'Medico123', name: 'Dra. Ana Pediatra' },
} as const;

export type ApiAppointment = {
  id: string;
  status: string;
  statusName: string;
  startDate: string;
  startTime: string;
  startsAt: string;
  endsAt: string;
  patientName: string;
  reason: string | null;
  notes: string | null;
  cid10: string | null;
};

const APPOINTMENT = 'id status statusName startDate startTime startsAt endsAt patientName reason notes cid10';
/** Dr. House works every day, all day: his demo appointments (7 days back to 7 ahead) and the bookings stay inside. */
export const EVERY_DAY_ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true }));

type Locale = 'en' | 'pt-BR';

type Call = <T>(query: string, variables: Record<string, unknown>, token: string | null, locale?: Locale) => Promise<T>;

/** One GraphQL request to the gateway, as `token` (none: anonymous), in `locale`; a GraphQL error throws. */
function gatewayCall(gatewayUrl: string): Call {
  const endpoint = new URL('/graphql', gatewayUrl);
  return async <T>(query: string, variables: Record<string, unknown>, token: string | null, locale: Locale = 'en'): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': locale,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (!body.data || body.errors?.length) throw new Error(`gateway: ${body.errors?.map((e) => e.message).join('; ')}`);
    return body.data;
  };
}

type HouseRecord = { id: string; schedule: { today: string } };
/** What the methods call with: the gateway, the admin's and Dr. House's sessions, and his record. */
type Ctx = { call: Call; admin: string; house: string; houseRecord: HouseRecord };

/** Appointments and schedules, as Dr. House and the clinic read and write them. */
function readMethods({ call, admin, house }: Ctx) {
  return {
    /** Dr. House's appointments between two days of the clinic's calendar, as he reads them, in the given language. */
    async houseAppointments(filter: Record<string, unknown>, locale: Locale = 'en'): Promise<ApiAppointment[]> {
      const { appointments } = await call<{ appointments: { items: ApiAppointment[] } }>(
        `query List($filter: AppointmentFilter) { appointments(perPage: 100, sortField: START, sortOrder: ASC, filter: $filter) { items { ${APPOINTMENT} } } }`,
        { filter },
        house,
        locale,
      );
      return appointments.items;
    },
    async appointment(id: string, locale: Locale = 'en'): Promise<ApiAppointment> {
      return (
        await call<{ appointment: ApiAppointment }>(
          `query One($id: ID!) { appointment(id: $id) { ${APPOINTMENT} } }`,
          { id },
          admin,
          locale,
        )
      ).appointment;
    },
    async schedule(professionalId: string): Promise<Schedule> {
      return (
        await call<{ professionalSchedule: Schedule }>(
          `query Get($id: ID!) { professionalSchedule(id: $id) { ${SCHEDULE_FIELDS} } }`,
          { id: professionalId },
          admin,
        )
      ).professionalSchedule;
    },
    async setSchedule(professionalId: string, input: ScheduleInput): Promise<Schedule> {
      return (
        await call<{ updateProfessionalSchedule: Schedule }>(
          `mutation Put($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { ${SCHEDULE_FIELDS} } }`,
          { id: professionalId, input },
          admin,
        )
      ).updateProfessionalSchedule;
    },
  };
}

/** Bookings of Dr. House made by the clinic, and their clean-up. */
function bookingMethods({ call, admin, houseRecord }: Ctx, reads: ReturnType<typeof readMethods>) {
  const bookings = {
    /** A person of the clinic by name (the patient of the bookings). */
    async personId(name: string): Promise<string> {
      const { persons } = await call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name } } }',
        { q: name },
        admin,
      );
      const found = persons.items.find((p) => p.name === name);
      if (!found) throw new Error(`no person named ${name}`);
      return found.id;
    },
    /**
     * Books Dr. House's first free slot from now on `day` for a patient (as the clinic), with a reason; null when the
     * day has no free slot left (late at night).
     */
    async bookHouse(day: string, patientName: string, reason: string): Promise<ApiAppointment | null> {
      const { availableSlots } = await call<{ availableSlots: { slots: Array<{ startsAt: string }> } }>(
        'query Slots($id: ID!, $day: Date!) { availableSlots(professionalId: $id, from: $day, to: $day) { slots { startsAt } } }',
        { id: houseRecord.id, day },
        admin,
      );
      const slot = availableSlots.slots[0];
      if (!slot) return null;
      const { bookAppointment } = await call<{ bookAppointment: ApiAppointment }>(
        `mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${APPOINTMENT} } }`,
        { input: { doctorId: houseRecord.id, patientId: await bookings.personId(patientName), startsAt: slot.startsAt, reason } },
        admin,
      );
      return bookAppointment;
    },
    /**
     * Clean-up of a booking: one still scheduled is deleted (a booking made for the test); one whose attendance the
     * test started is finished (a record of care is never deleted).
     */
    async discard(id: string): Promise<void> {
      const { status } = await reads.appointment(id);
      if (status === 'SCHEDULED') {
        // A booking with notes written is part of the record (kept 20 years, never deleted): it is cancelled instead.
        await call('mutation Del($id: ID!) { deleteAppointment(id: $id) { id } }', { id }, admin).catch(() =>
          call(
            'mutation Cancel($id: ID!, $reason: String!) { cancelAppointment(id: $id, reason: $reason) { id } }',
            { id, reason: 'Teste e2e encerrado' },
            admin,
          ),
        );
      }
      if (status === 'IN_ATTENDANCE') {
        await call('mutation Fin($id: ID!) { changeAppointmentStatus(id: $id, status: FINISHED_BY_PROFESSIONAL) { id } }', { id }, admin);
      }
    },
    /** Dr. House's appointments not cancelled, after today and within the schedule's 35 days. */
    async houseUpcoming(): Promise<ApiAppointment[]> {
      const list = await reads.houseAppointments({
        from: addDays(houseRecord.schedule.today, 1),
        to: addDays(houseRecord.schedule.today, 35),
      });
      return list.filter((a) => a.status !== 'CANCELLED');
    },
  };
  return bookings;
}

export async function professionalApi(gatewayUrl: string) {
  const call = gatewayCall(gatewayUrl);
  const signIn = async (who: { email: string; password: string }) =>
    (
      await call<{ signIn: { accessToken: string } }>(
        'mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }',
        { input: { method: 'EMAIL', email: who.email, password: who.password } },
        null,
      )
    ).signIn.accessToken;
  const [admin, house, ana] = await Promise.all([signIn(demoClinicAdmin), signIn(demoDoctors.house), signIn(demoDoctors.ana)]);
  const mine = async (token: string) =>
    (await call<{ myProfessional: HouseRecord }>('query { myProfessional { id schedule { today } } }', {}, token)).myProfessional;
  const [houseRecord, anaRecord] = await Promise.all([mine(house), mine(ana)]);
  const ctx: Ctx = { call, admin, house, houseRecord };
  const reads = readMethods(ctx);

  const api = {
    houseId: houseRecord.id,
    anaId: anaRecord.id,
    /** The clinic's today (its time zone), as the service says. */
    today: houseRecord.schedule.today,
    ...reads,
    ...bookingMethods(ctx, reads),
  };
  return api;
}

export type ProfessionalApi = Awaited<ReturnType<typeof professionalApi>>;
