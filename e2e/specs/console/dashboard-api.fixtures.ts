import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

/** Reads what the dashboard should show through the API as the clinic admin (the appointment list, not the dashboard). */
export async function dashboardApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    /** The number of the day's appointments per status, counted from the appointment list. */
    async appointmentsOn(date: string): Promise<{ total: number; byStatus: Record<string, number> }> {
      const { appointments } = await admin.call<{ appointments: { total: number; items: Array<{ status: string }> } }>(
        'query Day($f: AppointmentFilter) { appointments(perPage: 100, filter: $f) { total items { status } } }',
        { f: { from: date, to: date } },
      );
      const byStatus: Record<string, number> = {};
      for (const a of appointments.items) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      return { total: appointments.total, byStatus };
    },
  };
}
