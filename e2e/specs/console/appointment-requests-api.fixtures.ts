import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Request = { id: string; status: string; observation: string | null };

/**
 * The requests spec's fixtures, through the gateway: the patient asks (her own session), the clinic admin reads, and
 * an exam file is attached to one of the patient's appointments. Cleanup closes the request (requests are records of
 * what the patient asked: they are closed, never deleted) and removes the file.
 */
export async function appointmentRequestsApi(gatewayUrl: string) {
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
  const signIn = async (email: string, password: string) =>
    (
      await call<{ signIn: { accessToken: string } }>('mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }', {
        input: { method: 'EMAIL', email, password },
      })
    ).signIn.accessToken;
  const admin = await signIn(demoClinicAdmin.email, demoClinicAdmin.password);
  const patient = await signIn(demoPatient.email, demoPatient.password);
  const cleanups: Array<() => Promise<unknown>> = [];

  return {
    /** The patient asks for a cardiology appointment; the observation tells the request apart in the list. */
    async patientAsks(observation: string): Promise<Request> {
      const { createAppointmentRequest } = await call<{ createAppointmentRequest: Request }>(
        `mutation Ask($input: AppointmentRequestInput!) { createAppointmentRequest(input: $input) { id status observation } }`,
        { input: { specialty: '225120', contactNumber: '(11) 98765-4321', observation, preferredPeriod: 15 } },
        patient,
      );
      cleanups.push(async () => {
        const now = await this.read(createAppointmentRequest.id);
        if (now?.status === 'OPEN' || now?.status === 'CONTACTED') {
          await call(
            'mutation Close($id: ID!) { updateAppointmentRequest(id: $id, input: { status: CLOSED, note: "e2e" }) { id } }',
            { id: now.id },
            admin,
          );
        }
      });
      return createAppointmentRequest;
    },
    async read(id: string): Promise<Request | null> {
      const { appointmentRequest } = await call<{ appointmentRequest: Request | null }>(
        'query Read($id: ID!) { appointmentRequest(id: $id) { id status observation } }',
        { id },
        admin,
      );
      return appointmentRequest;
    },
    /** The patient attaches a PDF to her next scheduled appointment; answers the appointment and the file. */
    async patientAttaches(fileName: string, content: string): Promise<{ appointmentId: string; filePath: string }> {
      const { appointments } = await call<{ appointments: { items: Array<{ id: string }> } }>(
        `query Next { appointments(perPage: 1, filter: { status: [SCHEDULED] }, sortOrder: ASC) { items { id } } }`,
        {},
        patient,
      );
      const appointmentId = appointments.items[0]?.id;
      if (!appointmentId) throw new Error('the demo patient has no scheduled appointment');
      const base64 = Buffer.from(`%PDF-1.7\n% ${content}\n%%EOF\n`).toString('base64');
      const { uploadAppointmentFile } = await call<{ uploadAppointmentFile: { filePath: string } }>(
        `mutation Attach($id: ID!, $file: FileInput!) { uploadAppointmentFile(appointmentId: $id, file: $file) { filePath } }`,
        { id: appointmentId, file: { fileName, contentType: 'application/pdf', base64 } },
        patient,
      );
      cleanups.push(() =>
        call(
          'mutation Remove($id: ID!, $path: String!) { removeAppointmentFile(appointmentId: $id, filePath: $path) { id } }',
          { id: appointmentId, path: uploadAppointmentFile.filePath },
          admin,
        ),
      );
      return { appointmentId, filePath: uploadAppointmentFile.filePath };
    },
    /**
     * The patient rates her first finished attendance (once: an answer is never removed, and a second one is refused,
     * so a rerun reads the first). Answers the appointment.
     */
    async patientRates(score: number, comment: string): Promise<string> {
      const { appointments } = await call<{ appointments: { items: Array<{ id: string; protocol: string }> } }>(
        `query Done { appointments(perPage: 1, filter: { status: [FINISHED_BY_PROFESSIONAL] }, sortOrder: ASC) { items { id protocol } } }`,
        {},
        patient,
      );
      const done = appointments.items[0];
      if (!done) throw new Error('the demo patient has no finished appointment');
      await call(
        'mutation Rate($protocol: String!, $input: NpsAnswerInput!) { answerNps(protocol: $protocol, input: $input) { id } }',
        { protocol: done.protocol, input: { score, comment } },
        patient,
      ).catch((error: Error) => {
        if (!/Conflict|Conflito/.test(error.message)) throw error;
      });
      return done.id;
    },
    async cleanup(): Promise<void> {
      for (const undo of cleanups.splice(0).reverse()) await undo().catch(() => undefined);
    },
  };
}
