import { BOOK, instant, localDay, openDay } from '../../harness/booking.js';
import { signIn } from '../../harness/graphql.js';
import { startStack, type TestStack } from '../../harness/stack.js';
import { type Appt, type Fixtures, loadFixtures, read } from './fixtures.js';
import { type Sessions, signInAll } from './principals.js';

/**
 * What the matrix presents besides the seed: a room session of Dr. House (Maria's coming appointment), an emergency
 * protocol of Maria's waiting in a queue Dr. House is checked in to, a staff invitation's link token, a live refresh
 * token, and the clinic rule that widens doctors' access to histories. Made on the matrix's own stack.
 */
export type MatrixFixtures = Fixtures & {
  /** Two appointments booked for Maria by the clinic for the link principal: one to cancel, one to pay. */
  linkCancel: Appt;
  linkPay: Appt;
  roomSession: string;
  protocol: string;
  /** The doctors granted the protocol's queue (they see the protocol). */
  grantedDoctors: Array<'D' | 'DC'>;
  inviteToken: string;
  refreshToken: string;
  doctorsSeeEveryHistory: boolean;
  outboxMail: string;
  staffUser: string;
};

export const MATRIX_SERVICES_ENV = {
  // Maria's coming appointment's room is open now whatever the hour (the production default is 60 minutes before).
  ROOM_OPENS_MINUTES_BEFORE: '20160',
};

/**
 * The matrix's own stack (its mutations change it), its principals signed in and its fixtures made. A stack that
 * started is closed again when the rest fails, as the file's afterAll would have closed it.
 */
export async function startMatrixStack(): Promise<{ stack: TestStack; s: Sessions; fx: MatrixFixtures }> {
  const stack = await startStack({ servicesEnv: MATRIX_SERVICES_ENV });
  try {
    const s = await signInAll(stack);
    return { stack, s, fx: await prepareMatrix(stack, s) };
  } catch (error) {
    await stack.close();
    throw error;
  }
}

export async function prepareMatrix(stack: TestStack, s: Sessions): Promise<MatrixFixtures> {
  const fx = await loadFixtures(stack, s);
  // Dr. Paulo's open morning three days from now (nothing of the seed there): the short links stay valid all day.
  const day = openDay(localDay(3));
  const booked = async (time: string) =>
    (
      await read<{ bookAppointment: Appt }>(stack, s.CA, BOOK, {
        input: { doctorId: fx.professionals.paulo, patientId: fx.persons.maria, startsAt: instant(day, time) },
      })
    ).bookAppointment;
  const linkCancel = await booked('10:00');
  const linkPay = await booked('10:30');
  const joined = await read<{ joinRoom: { sessionId: string } }>(
    stack,
    s.D,
    'mutation($a: String!) { joinRoom(access: $a) { sessionId } }',
    {
      a: fx.appointments.mariaNext.roomAccess,
    },
  );
  await read(stack, s.D, 'mutation($q: [ID!]!) { checkInEmergency(queueIds: $q) { queueIds } }', { q: [fx.queue.id] });
  const opened = await read<{ openEmergencyProtocol: { id: string } }>(
    stack,
    s.P,
    'mutation($q: ID!) { openEmergencyProtocol(queueId: $q, complaint: "matrix") { id } }',
    { q: fx.queue.id },
  );
  const grantedDoctors = (['D', 'DC'] as const).filter((who) =>
    fx.queue.professionalIds.includes(who === 'D' ? fx.professionals.house : fx.professionals.ana),
  );
  const email = 'matrix.link@example.com';
  await read(stack, s.CA, 'mutation($i: AddStaffMemberInput!) { addStaffMember(input: $i) { id } }', { i: { email, roles: ['D'] } });
  const mails = await read<{ outbox: { items: Array<{ id: string; to: string; template: string; text: string }> } }>(
    stack,
    s.CA,
    'query($q: String) { outbox(perPage: 20, filter: { q: $q }) { items { id to template text } } }',
    { q: email },
  );
  const invitation = mails.outbox.items.find((m) => m.to === email && m.template === 'staff_invitation');
  const token = invitation && /\/invite\/([A-Za-z0-9_-]{43})/.exec(invitation.text)?.[1];
  if (!token) throw new Error('no invitation token in the outbox');
  const again = await signIn(stack.gatewayUrl, { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' });
  const setup = await read<{ companySetup: { rules: { allowProfessionalViewPatientHistory: boolean } } }>(
    stack,
    s.CA,
    'query { companySetup { rules { allowProfessionalViewPatientHistory } } }',
  );
  return {
    ...fx,
    linkCancel,
    linkPay,
    roomSession: joined.joinRoom.sessionId,
    protocol: opened.openEmergencyProtocol.id,
    grantedDoctors,
    inviteToken: token,
    refreshToken: again.refreshToken,
    doctorsSeeEveryHistory: setup.companySetup.rules.allowProfessionalViewPatientHistory,
    outboxMail: invitation.id,
    staffUser: s.CA.viewer.id,
  };
}
