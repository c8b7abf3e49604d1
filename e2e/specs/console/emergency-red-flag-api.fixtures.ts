import { gatewayClient } from '../../fixtures/gateway.client';
import { demoSecondPatient } from '../patient/scheduling-api.fixtures';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Question = { id: string; kind: string; required: boolean; options: Array<{ id: string; redFlag: boolean }> };
export type AssessedProtocol = {
  id: string;
  number: string;
  /** SPEC §3 display name, as the board shows it. */
  patientName: string;
  priority: number | null;
  redFlag: boolean;
  complaint: string | null;
};
type Patient = Awaited<ReturnType<ReturnType<typeof gatewayClient>['signIn']>>;

/**
 * The demo screening's answers, as a patient gives them in the app's pre-assessment. With `redFlag`: chest pain, and
 * "yes" to "chest pain and shortness of breath at the same time?" (a red-flag option of the demo questionnaire, so the
 * patient is told to call SAMU 192); without: a headache and "no" to every warning question.
 */
function answerOf(question: Question, redFlag: boolean): unknown {
  const kind = question.kind.toLowerCase();
  if (kind === 'yes_no') return redFlag && question.id === 'chest_pain_breathing';
  const safe = question.options.filter((o) => !o.redFlag);
  switch (kind) {
    case 'single_choice': {
      const prefer = question.id === 'main_complaint' ? (redFlag ? 'chest_pain' : 'headache') : '';
      return (safe.find((o) => o.id === prefer) ?? safe[0])?.id;
    }
    case 'multi_choice':
      return [safe[0]?.id];
    case 'number':
      return 37;
    case 'scale_0_10':
      return redFlag ? 8 : 3;
    default:
      return 'e2e';
  }
}

/**
 * The red-flag board spec's fixtures, through the gateway only: patients join a queue and walk their own steps up to
 * the pre-assessment as the patient app does (resources, payment, complaint, screening); the clinic admin clears the
 * board before and after.
 */
export async function redFlagApi(gatewayUrl: string) {
  const gateway = gatewayClient(gatewayUrl);
  const admin = await gateway.signIn(demoClinicAdmin);
  const maria = await gateway.signIn(demoPatient);
  const joao = await gateway.signInByCpf(demoSecondPatient);

  const queueId = async (name: string) => {
    const { emergencyQueues } = await admin.call<{ emergencyQueues: Array<{ id: string; name: string }> }>(
      'query { emergencyQueues(activeOnly: true) { id name } }',
    );
    const found = emergencyQueues.find((q) => q.name === name);
    if (!found) throw new Error(`no active queue named ${name}`);
    return found.id;
  };

  /** A patient joins the queue and answers the pre-assessment; the service's triage decides the red flag. */
  async function joinAndAnswer(patient: Patient, queueName: string, complaint: string, redFlag: boolean): Promise<AssessedProtocol> {
    const { openEmergencyProtocol } = await patient.call<{ openEmergencyProtocol: { id: string } }>(
      'mutation Open($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { id } }',
      { queueId: await queueId(queueName) },
    );
    const id = openEmergencyProtocol.id;
    for (const step of [2, 3]) {
      await patient.call('mutation Step($id: ID!, $step: Int!) { advanceEmergencyStep(id: $id, step: $step) { id } }', { id, step });
    }
    await patient.call('mutation C($id: ID!, $complaint: String!) { reportEmergencyComplaint(id: $id, complaint: $complaint) { id } }', {
      id,
      complaint,
    });
    const { emergencyProtocol } = await patient.call<{ emergencyProtocol: { screening: { questions: Question[] } | null } }>(
      'query P($id: ID!) { emergencyProtocol(id: $id) { screening { questions { id kind required options { id redFlag } } } } }',
      { id },
    );
    const answers = (emergencyProtocol.screening?.questions ?? []).map((q) => ({ questionId: q.id, value: answerOf(q, redFlag) }));
    const { submitEmergencyScreening } = await patient.call<{ submitEmergencyScreening: AssessedProtocol }>(
      `mutation S($id: ID!, $answers: [EmergencyAnswerInput!]!) {
        submitEmergencyScreening(id: $id, answers: $answers) { id number patientName priority redFlag complaint }
      }`,
      { id, answers },
    );
    return submitEmergencyScreening;
  }

  return {
    /** Every open protocol of the clinic closed by the admin: the spec's patients start outside every queue. */
    async clearBoard(): Promise<void> {
      const { emergencyBoard } = await admin.call<{ emergencyBoard: Array<{ id: string }> }>('query { emergencyBoard { id } }');
      for (const p of emergencyBoard) {
        await admin
          .call('mutation Close($id: ID!) { closeEmergencyProtocol(id: $id, reason: "e2e: clean board") { id } }', { id: p.id })
          .catch(() => undefined);
      }
    },
    /** Maria reports chest pain with shortness of breath: a red flag. */
    mariaJoinsWithRedFlag: (queueName: string, complaint: string) => joinAndAnswer(maria, queueName, complaint, true),
    /** João reports a mild headache: no red flag. */
    joaoJoinsCalm: (queueName: string, complaint: string) => joinAndAnswer(joao, queueName, complaint, false),
  };
}
