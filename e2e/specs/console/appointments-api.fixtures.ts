import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Totals = Record<string, number | null>;

/** Reads appointments through the gateway as the clinic admin: what the screens must show. Nothing is written. */
export async function appointmentsApi(gatewayUrl: string, locale = 'pt-BR') {
  const admin = await gatewayClient(gatewayUrl, { locale }).signIn(demoClinicAdmin);

  return {
    async professionalId(name: string): Promise<string> {
      const { professionals } = await admin.call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      return professionals.items.find((p) => p.name === name)!.id;
    },
    /** Protocols in the list's default order (newest start first). */
    async protocols(filter: Record<string, unknown>): Promise<string[]> {
      const { appointments } = await admin.call<{ appointments: { items: Array<{ protocol: string }> } }>(
        'query L($filter: AppointmentFilter) { appointments(filter: $filter, perPage: 100, sortOrder: DESC) { items { protocol } } }',
        { filter },
      );
      return appointments.items.map((a) => a.protocol);
    },
    async detailByProtocol(protocol: string, filter: Record<string, unknown>) {
      const { appointments } = await admin.call<{
        appointments: {
          items: Array<{ protocol: string; reason: string | null; cid10: string | null; patientName: string; statusName: string }>;
        };
      }>(
        'query L($filter: AppointmentFilter) { appointments(filter: $filter, perPage: 100) { items { protocol reason cid10 patientName statusName } } }',
        { filter },
      );
      return appointments.items.find((a) => a.protocol === protocol)!;
    },
    async reportTotals(filter: Record<string, unknown> = {}): Promise<Totals> {
      const { appointmentReport } = await admin.call<{ appointmentReport: { totals: Totals } }>(
        `query R($filter: AppointmentFilter) { appointmentReport(filter: $filter, perPage: 1) {
          totals { scheduled paid cancelled inAttendance finishedByProfessional leftByPatient noShow total noShowRate attendedMinutes } } }`,
        { filter },
      );
      return appointmentReport.totals;
    },
  };
}
