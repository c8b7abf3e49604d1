import { demoClinicAdmin } from './console-api.fixtures';

/** The seeded manager and representative of Clínica Saúde Total. Every login here is fake. */
export const demoManager = { email: 'gestor@clinica.example.com', password: 'Gestor1234' } as const;
export const demoRepresentative = { email: 'rep@clinica.example.com', password: 'Representante123' } as const;

/** Reads what the dashboard should show through the API as the clinic admin (the appointment list, not the dashboard). */
export async function dashboardApi(gatewayUrl: string) {
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
  const admin = signIn.accessToken;

  return {
    /** The number of the day's appointments per status, counted from the appointment list. */
    async appointmentsOn(date: string): Promise<{ total: number; byStatus: Record<string, number> }> {
      const { appointments } = await call<{ appointments: { total: number; items: Array<{ status: string }> } }>(
        'query Day($f: AppointmentFilter) { appointments(perPage: 100, filter: $f) { total items { status } } }',
        { f: { from: date, to: date } },
        admin,
      );
      const byStatus: Record<string, number> = {};
      for (const a of appointments.items) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      return { total: appointments.total, byStatus };
    },
  };
}
