import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Appointment = { id: string; startsAt: string; status: string; patientName: string; doctorId: string };

/** The agenda's fixtures, through the gateway as the clinic admin: ids, the appointments booked, and clean-up. */
export async function agendaApi(gatewayUrl: string, locale = 'pt-BR') {
  const admin = await gatewayClient(gatewayUrl, { locale }).signIn(demoClinicAdmin);

  return {
    async professionalId(name: string): Promise<string> {
      const { professionals } = await admin.call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      return professionals.items.find((p) => p.name === name)!.id;
    },
    async personId(name: string): Promise<string> {
      const { persons } = await admin.call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { persons(perPage: 50, filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      return persons.items.find((p) => p.name === name)!.id;
    },
    /** The starts of a professional's free slots from one day to another (company dates), as the engine gives them. */
    async freeSlots(professionalId: string, from: string, to: string): Promise<string[]> {
      const { availableSlots } = await admin.call<{ availableSlots: { slots: Array<{ startsAt: string }> } }>(
        'query Free($id: ID, $from: Date, $to: Date) { availableSlots(professionalId: $id, from: $from, to: $to) { slots { startsAt } } }',
        { id: professionalId, from, to },
      );
      return availableSlots.slots.map((s) => s.startsAt);
    },
    /** The patient's appointments with the professional that are not cancelled. */
    async appointmentsOf(patientId: string, doctorId: string): Promise<Appointment[]> {
      const { appointments } = await admin.call<{ appointments: { items: Appointment[] } }>(
        `query L($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { id startsAt status patientName doctorId } } }`,
        { filter: { patientId, doctorId, status: ['SCHEDULED', 'PAID'] } },
      );
      return appointments.items;
    },
    async appointment(id: string): Promise<Appointment | null> {
      const { appointment } = await admin.call<{ appointment: Appointment | null }>(
        'query One($id: ID!) { appointment(id: $id) { id startsAt status patientName doctorId } }',
        { id },
      );
      return appointment;
    },
    /** Books a slot behind the screen's back (another receptionist): the id of the appointment. */
    async book(doctorId: string, patientId: string, startsAt: string): Promise<string> {
      const { bookAppointment } = await admin.call<{ bookAppointment: { id: string } }>(
        'mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { id } }',
        { input: { doctorId, patientId, startsAt } },
      );
      return bookAppointment.id;
    },
    /** Removes an appointment the spec booked (scheduled, never paid), so the other specs' counts stay as seeded. */
    async remove(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteAppointment(id: $id) { id } }', { id });
    },
  };
}
