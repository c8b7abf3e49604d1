import { randomInt } from 'node:crypto';
import { nowMs } from '@teleconsulta/schema';
import { gatewayClient } from '../../fixtures/gateway.client';
import { paymentsApi } from '../../fixtures/payments-api';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

export type ReceptionAppointment = {
  id: string;
  protocol: string;
  status: string;
  statusName: string;
  startsAt: string;
  startDate: string;
  startTime: string;
  priceCents: number;
  cancelReason: string | null;
  arrivedAt: string | null;
  payments: Array<{ id: string; status: string; totalCents: number; refundedCents: number; method: string }>;
};
export type Resume = { revenueCents: number; paidAppointments: number };

const APPOINTMENT_FIELDS =
  'id protocol status statusName startsAt startDate startTime priceCents cancelReason arrivedAt payments { id status totalCents refundedCents method }';

/** The local date, "HH:MM" time and weekday (0 = Sunday) of an instant in a time zone. */
function localParts(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, day };
}

/**
 * The reception spec's fixtures, through the gateway only: Maria's bookings with Dr. House and their payments
 * (payments-api), what the clinic admin reads of an appointment and of the finance resume, and — for a no-show, which
 * the service takes only once the start has passed — an appointment starting in a few minutes with a professional of
 * the spec's own, whose only window is that one (so no other spec's agenda changes).
 */
export async function receptionApi(gatewayUrl: string) {
  const payments = await paymentsApi(gatewayUrl);
  const client = gatewayClient(gatewayUrl);
  const admin = await client.signIn(demoClinicAdmin);
  const maria = await client.signInByCpf(demoPatient);
  const { me } = await maria.call<{ me: { personId: string } }>('query Me { me { personId } }');
  const created: string[] = [];

  return {
    ...payments,
    async appointment(id: string): Promise<ReceptionAppointment> {
      const { appointment } = await admin.call<{ appointment: ReceptionAppointment }>(
        `query A($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`,
        { id },
      );
      return appointment;
    },
    /** The company's finance resume of the default period (up to today), as the finance tab reads it. */
    async resume(): Promise<Resume> {
      const { companyFinancialResume } = await admin.call<{ companyFinancialResume: Resume }>(
        'query R($id: ID!) { companyFinancialResume(companyId: $id) { revenueCents paidAppointments } }',
        { id: admin.companyId },
      );
      return companyFinancialResume;
    },
    companyId: admin.companyId!,
    /**
     * Books Maria, as the clinic admin, with a new professional free only from `minutesAhead` minutes from now for one
     * standard duration (a weekly window of today's weekday). Answers the appointment and when it starts; null when that
     * window would cross the clinic's midnight.
     */
    async bookStartingSoon(minutesAhead = 2): Promise<ReceptionAppointment | null> {
      const { availableSlots } = await admin.call<{ availableSlots: { timeZone: string; appointmentDuration: number } }>(
        'query D { availableSlots { timeZone appointmentDuration } }',
      );
      const { timeZone, appointmentDuration } = availableSlots;
      const startMs = Math.ceil(nowMs() / 60_000) * 60_000 + minutesAhead * 60_000;
      const start = localParts(startMs, timeZone);
      const end = localParts(startMs + appointmentDuration * 60_000, timeZone);
      // A weekly window lies within one day: in the last half hour or so before the clinic's midnight there is none.
      if (end.date !== start.date && end.time !== '00:00') return null;
      const { createProfessional } = await admin.call<{ createProfessional: { id: string } }>(
        'mutation Create($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
        {
          input: {
            name: `Dra. Recepção ${randomInt(1000, 9999)}`,
            crm: String(randomInt(100000, 999999)),
            crmState: 'SP',
            specialties: ['225125'],
            role: 'D',
          },
        },
      );
      const professionalId = createProfessional.id;
      created.push(professionalId);
      await admin.call(
        'mutation Put($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { today } }',
        {
          id: professionalId,
          input: {
            skipHolidays: false,
            weekly: [{ day: start.day, start: start.time, end: end.date === start.date ? end.time : '24:00' }],
            extra: [],
            blocked: [],
          },
        },
      );
      const { bookAppointment } = await admin.call<{ bookAppointment: { id: string } }>(
        'mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { id } }',
        {
          input: {
            doctorId: professionalId,
            patientId: me.personId,
            startsAt: new Date(startMs).toISOString(),
            reason: 'Consulta (e2e recepção)',
          },
        },
      );
      const { appointment } = await admin.call<{ appointment: ReceptionAppointment }>(
        `query A($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`,
        { id: bookAppointment.id },
      );
      return appointment;
    },
    /** Takes the spec's professionals out of the lists again (best effort: one with appointments may be kept). */
    async cleanUp(): Promise<void> {
      for (const id of created) {
        await admin.call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id }).catch(() => undefined);
      }
    },
  };
}
