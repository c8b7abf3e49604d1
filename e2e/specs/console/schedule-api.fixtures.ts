import { gatewayClient } from '../../fixtures/gateway.client';
import { SCHEDULE_FIELDS, type Schedule, type ScheduleInput } from '../../fixtures/professional-schedule';
import { demoClinicAdmin } from './console-api.fixtures';

/** Talks to the gateway as the clinic admin: the schedule spec's fixtures go through the API, never the database. */
export async function scheduleApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async createProfessional(name: string, crm: string): Promise<string> {
      const { createProfessional } = await admin.call<{ createProfessional: { id: string } }>(
        'mutation Create($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
        { input: { name, crm, crmState: 'SP', specialties: ['225125'], role: 'D' } },
      );
      return createProfessional.id;
    },
    async deleteProfessional(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id });
    },
    /** The id of a seeded professional by name. */
    async professionalId(name: string): Promise<string> {
      const { professionals } = await admin.call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      return professionals.items.find((p) => p.name === name)!.id;
    },
    async schedule(id: string): Promise<Schedule> {
      const { professionalSchedule } = await admin.call<{ professionalSchedule: Schedule }>(
        `query Get($id: ID!) { professionalSchedule(id: $id) { ${SCHEDULE_FIELDS} } }`,
        { id },
      );
      return professionalSchedule;
    },
    async setSchedule(id: string, input: ScheduleInput): Promise<Schedule> {
      const { updateProfessionalSchedule } = await admin.call<{ updateProfessionalSchedule: Schedule }>(
        `mutation Put($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { ${SCHEDULE_FIELDS} } }`,
        { id, input },
      );
      return updateProfessionalSchedule;
    },
    /** The dates of a professional's non-cancelled appointments from tomorrow on (company calendar). */
    async upcomingAppointmentDates(professionalId: string, after: string): Promise<string[]> {
      const { appointments } = await admin.call<{ appointments: { items: Array<{ startDate: string | null; status: string }> } }>(
        'query List($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { startDate status } } }',
        { filter: { doctorId: professionalId } },
      );
      return appointments.items
        .filter((a) => a.status !== 'CANCELLED' && a.startDate && a.startDate > after)
        .map((a) => a.startDate!)
        .sort();
    },
  };
}
