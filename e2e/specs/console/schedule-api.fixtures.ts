import { demoClinicAdmin } from './console-api.fixtures';

type Window = { allDay?: boolean; start?: string | null; end?: string | null };
export type ScheduleInput = {
  skipHolidays?: boolean;
  weekly?: Array<Window & { day: number }>;
  extra?: Array<Window & { date: string }>;
  blocked?: Array<Window & { date: string }>;
};
type Schedule = Required<ScheduleInput> & { today: string; updatedAt: string | null };

const FIELDS =
  'today skipHolidays updatedAt weekly { day allDay start end } extra { date allDay start end } blocked { date allDay start end }';

/** Talks to the gateway as the clinic admin: the schedule spec's fixtures go through the API, never the database. */
export async function scheduleApi(gatewayUrl: string) {
  const endpoint = new URL('/graphql', gatewayUrl);
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (!body.data || body.errors?.length) throw new Error(`gateway: ${body.errors?.map((e) => e.message).join('; ')}`);
    return body.data;
  };
  const { signIn } = await call<{ signIn: { accessToken: string } }>(
    'mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { method: 'EMAIL', email: demoClinicAdmin.email, password: demoClinicAdmin.password } },
  );
  const token = signIn.accessToken;

  return {
    async createProfessional(name: string, crm: string): Promise<string> {
      const { createProfessional } = await call<{ createProfessional: { id: string } }>(
        'mutation Create($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
        { input: { name, crm, crmState: 'SP', specialties: ['225125'], role: 'D' } },
        token,
      );
      return createProfessional.id;
    },
    async deleteProfessional(id: string): Promise<void> {
      await call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id }, token);
    },
    /** The id of a seeded professional by name. */
    async professionalId(name: string): Promise<string> {
      const { professionals } = await call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
        { q: name },
        token,
      );
      return professionals.items.find((p) => p.name === name)!.id;
    },
    async schedule(id: string): Promise<Schedule> {
      const { professionalSchedule } = await call<{ professionalSchedule: Schedule }>(
        `query Get($id: ID!) { professionalSchedule(id: $id) { ${FIELDS} } }`,
        { id },
        token,
      );
      return professionalSchedule;
    },
    async setSchedule(id: string, input: ScheduleInput): Promise<Schedule> {
      const { updateProfessionalSchedule } = await call<{ updateProfessionalSchedule: Schedule }>(
        `mutation Put($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input },
        token,
      );
      return updateProfessionalSchedule;
    },
    /** The dates of a professional's non-cancelled appointments from tomorrow on (company calendar). */
    async upcomingAppointmentDates(professionalId: string, after: string): Promise<string[]> {
      const { appointments } = await call<{ appointments: { items: Array<{ startDate: string | null; status: string }> } }>(
        'query List($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { startDate status } } }',
        { filter: { doctorId: professionalId } },
        token,
      );
      return appointments.items
        .filter((a) => a.status !== 'CANCELLED' && a.startDate && a.startDate > after)
        .map((a) => a.startDate!)
        .sort();
    },
  };
}
