import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Request = { id: string; status: string; observation: string | null };

/**
 * The requests spec's fixtures, through the gateway: the patient asks (her own session), the clinic admin reads, and
 * an exam file is attached to one of the patient's appointments. Cleanup closes the request (requests are records of
 * what the patient asked: they are closed, never deleted) and removes the file.
 */
export async function appointmentRequestsApi(gatewayUrl: string) {
  const gateway = gatewayClient(gatewayUrl);
  const admin = await gateway.signIn(demoClinicAdmin);
  const patient = await gateway.signIn(demoPatient);
  const cleanups: Array<() => Promise<unknown>> = [];

  return {
    /** The patient asks for a cardiology appointment; the observation tells the request apart in the list. */
    async patientAsks(observation: string): Promise<Request> {
      const { createAppointmentRequest } = await patient.call<{ createAppointmentRequest: Request }>(
        `mutation Ask($input: AppointmentRequestInput!) { createAppointmentRequest(input: $input) { id status observation } }`,
        { input: { specialty: '225120', contactNumber: '(11) 98765-4321', observation, preferredPeriod: 15 } },
      );
      cleanups.push(async () => {
        const now = await this.read(createAppointmentRequest.id);
        if (now?.status === 'OPEN' || now?.status === 'CONTACTED') {
          await admin.call(
            'mutation Close($id: ID!) { updateAppointmentRequest(id: $id, input: { status: CLOSED, note: "e2e" }) { id } }',
            { id: now.id },
          );
        }
      });
      return createAppointmentRequest;
    },
    async read(id: string): Promise<Request | null> {
      const { appointmentRequest } = await admin.call<{ appointmentRequest: Request | null }>(
        'query Read($id: ID!) { appointmentRequest(id: $id) { id status observation } }',
        { id },
      );
      return appointmentRequest;
    },
    /** The patient attaches a PDF to her next scheduled appointment; answers the appointment and the file. */
    async patientAttaches(fileName: string, content: string): Promise<{ appointmentId: string; filePath: string }> {
      const { appointments } = await patient.call<{ appointments: { items: Array<{ id: string }> } }>(
        `query Next { appointments(perPage: 1, filter: { status: [SCHEDULED] }, sortOrder: ASC) { items { id } } }`,
        {},
      );
      const appointmentId = appointments.items[0]?.id;
      if (!appointmentId) throw new Error('the demo patient has no scheduled appointment');
      const base64 = Buffer.from(`%PDF-1.7\n% ${content}\n%%EOF\n`).toString('base64');
      const { uploadAppointmentFile } = await patient.call<{ uploadAppointmentFile: { filePath: string } }>(
        `mutation Attach($id: ID!, $file: FileInput!) { uploadAppointmentFile(appointmentId: $id, file: $file) { filePath } }`,
        { id: appointmentId, file: { fileName, contentType: 'application/pdf', base64 } },
      );
      cleanups.push(() =>
        admin.call('mutation Remove($id: ID!, $path: String!) { removeAppointmentFile(appointmentId: $id, filePath: $path) { id } }', {
          id: appointmentId,
          path: uploadAppointmentFile.filePath,
        }),
      );
      return { appointmentId, filePath: uploadAppointmentFile.filePath };
    },
    /**
     * The patient rates her first finished attendance (once: an answer is never removed, and a second one is refused,
     * so a rerun reads the first). Answers the appointment.
     */
    async patientRates(score: number, comment: string): Promise<string> {
      const { appointments } = await patient.call<{ appointments: { items: Array<{ id: string; protocol: string }> } }>(
        `query Done { appointments(perPage: 1, filter: { status: [FINISHED_BY_PROFESSIONAL] }, sortOrder: ASC) { items { id protocol } } }`,
        {},
      );
      const done = appointments.items[0];
      if (!done) throw new Error('the demo patient has no finished appointment');
      await patient
        .call('mutation Rate($protocol: String!, $input: NpsAnswerInput!) { answerNps(protocol: $protocol, input: $input) { id } }', {
          protocol: done.protocol,
          input: { score, comment },
        })
        .catch((error: Error) => {
          if (!/Conflict|Conflito/.test(error.message)) throw error;
        });
      return done.id;
    },
    async cleanup(): Promise<void> {
      for (const undo of cleanups.splice(0).reverse()) await undo().catch(() => undefined);
    },
  };
}
