import { demoClinicAdmin } from './console-api.fixtures';

type Totals = Record<string, number | null>;

/** Reads appointments through the gateway as the clinic admin: what the screens must show. Nothing is written. */
export async function appointmentsApi(gatewayUrl: string, locale = 'pt-BR') {
  const endpoint = new URL('/graphql', gatewayUrl);
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
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
  const { signIn } = await call<{ signIn: { accessToken: string } }>(
    'mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { method: 'EMAIL', email: demoClinicAdmin.email, password: demoClinicAdmin.password } },
  );
  const token = signIn.accessToken;

  return {
    async professionalId(name: string): Promise<string> {
      const { professionals } = await call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
        { q: name },
        token,
      );
      return professionals.items.find((p) => p.name === name)!.id;
    },
    /** Protocols in the list's default order (newest start first). */
    async protocols(filter: Record<string, unknown>): Promise<string[]> {
      const { appointments } = await call<{ appointments: { items: Array<{ protocol: string }> } }>(
        'query L($filter: AppointmentFilter) { appointments(filter: $filter, perPage: 100, sortOrder: DESC) { items { protocol } } }',
        { filter },
        token,
      );
      return appointments.items.map((a) => a.protocol);
    },
    async detailByProtocol(protocol: string, filter: Record<string, unknown>) {
      const { appointments } = await call<{
        appointments: {
          items: Array<{ protocol: string; reason: string | null; cid10: string | null; patientName: string; statusName: string }>;
        };
      }>(
        'query L($filter: AppointmentFilter) { appointments(filter: $filter, perPage: 100) { items { protocol reason cid10 patientName statusName } } }',
        { filter },
        token,
      );
      return appointments.items.find((a) => a.protocol === protocol)!;
    },
    async reportTotals(filter: Record<string, unknown> = {}): Promise<Totals> {
      const { appointmentReport } = await call<{ appointmentReport: { totals: Totals } }>(
        `query R($filter: AppointmentFilter) { appointmentReport(filter: $filter, perPage: 1) {
          totals { scheduled paid cancelled inAttendance finishedByProfessional leftByPatient noShow total noShowRate attendedMinutes } } }`,
        { filter },
        token,
      );
      return appointmentReport.totals;
    },
  };
}
