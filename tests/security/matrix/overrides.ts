import { randomUUID } from 'node:crypto';
import { CURRENT_TERMS, wavOf } from '@teleconsulta/schema';
import { pdfBytes, png } from '../../harness/images.js';
import { CARD_AND_ON_SITE, PAIN_QUESTION } from './inputs.js';
import type { MatrixFixtures as Fx } from './prepare.js';
import type { Principal } from './principals.js';

/**
 * Where the generated arguments (generate.ts) cannot tell: real ids and codes, inputs that pass validation (so a
 * refusal is an authorization one, not a shape one), and how each operation says "no such object".
 * - `args`: replaces those arguments for every principal; `owners`: whose own object they name (default: the
 *   caller's own, e.g. a session); ids of other people's objects make NOT_FOUND the right refusal for the rest.
 * - `link`: the link principal's arguments (a real code); the others keep `args` (a made-up code). With
 *   `credential`, a made-up code is a missing credential: NOT_FOUND is then the refusal, not an unknown.
 * - `variants`: the same operation on other real objects (same tenant, other owner; other tenant: `foreign`).
 * - `refusal`/`notFound`: answer codes that mean that for this operation; `empty`: an answer that carries nothing.
 * Mutations get valid inputs that change nothing the later cases read, or objects made for the matrix.
 */
export type Variant = { label: string; args: Record<string, unknown>; owners: readonly Principal[]; foreign?: boolean };
export type Override = {
  args?: (fx: Fx) => Record<string, unknown>;
  owners?: (fx: Fx) => readonly Principal[];
  link?: (fx: Fx) => Record<string, unknown>;
  credential?: true;
  variants?: (fx: Fx) => Variant[];
  refusal?: readonly string[];
  notFound?: readonly string[];
  empty?: (value: unknown) => boolean;
  /** The override's values are made up too (an unknown code): NOT_FOUND is then moot, as for generated ones. */
  madeUp?: true;
  /** Runs after the other mutations (it replaces the room session the others present). */
  late?: true;
};

const KEY = () => `matrix-${randomUUID()}`;
const year = () => new Date().getUTCFullYear();
const file = (bytes: Buffer, contentType: string, fileName: string) => ({ fileName, contentType, base64: bytes.toString('base64') });
const patientHistoryOwners = (fx: Fx): Principal[] => ['P', 'D', ...(fx.doctorsSeeEveryHistory ? (['DC'] as const) : [])];
const granted = (fx: Fx): Principal[] => ['P', ...fx.grantedDoctors];
/** One variant per person: Maria's (hers), João's (nobody's but the tenant's), Carla's (Bem Viver). */
const byPerson = (arg: string, fx: Fx, extra: Record<string, unknown> = {}): Variant[] => [
  { label: 'same tenant, other owner', args: { ...extra, [arg]: fx.persons.joao }, owners: [] },
  { label: 'other tenant', args: { ...extra, [arg]: fx.persons.carla }, owners: [], foreign: true },
];

export const OVERRIDES: Record<string, Override> = {
  // Queries: real objects, in three contexts where the operation takes an id.
  appointment: {
    args: (fx) => ({ id: fx.appointments.mariaFinished.id }),
    owners: () => ['P', 'D'],
    variants: (fx) => [
      { label: 'same tenant, other owner', args: { id: fx.appointments.joaoPaulo.id }, owners: [] },
      { label: 'other tenant', args: { id: fx.appointments.other.id }, owners: [], foreign: true },
    ],
  },
  appointmentByAccess: {
    link: (fx) => ({ access: fx.linkCancel.cancelAccess }),
    credential: true,
    variants: (fx) => [
      { label: 'room page, room code', args: { access: fx.appointments.mariaNext.roomAccess, page: 'ROOM' }, owners: ['link'] },
      { label: 'room page, cancel code (T24)', args: { access: fx.appointments.mariaNext.cancelAccess, page: 'ROOM' }, owners: [] },
    ],
  },
  availableSlots: {
    args: (fx) => ({ professionalId: fx.professionals.house }),
    owners: () => ['D'],
  },
  companyHolidays: {
    args: (fx) => ({ companyId: fx.companyA, year: year() }),
    owners: () => ['R'],
    variants: (fx) => [{ label: 'other tenant', args: { companyId: fx.companyB, year: year() }, owners: [], foreign: true }],
  },
  companyFinancial: {
    args: (fx) => ({ companyId: fx.companyA }),
    variants: (fx) => [{ label: 'other tenant', args: { companyId: fx.companyB }, owners: [], foreign: true }],
  },
  companyFinancialResume: { args: (fx) => ({ companyId: fx.companyA }) },
  company: {
    args: (fx) => ({ id: fx.companyA }),
    owners: () => ['R'],
    variants: (fx) => [{ label: 'other tenant', args: { id: fx.companyB }, owners: [], foreign: true }],
  },
  telemedicineConsent: {
    args: (fx) => ({ protocol: fx.appointments.mariaNext.protocol }),
    owners: () => ['P'],
    variants: (fx) => [
      // Protocols are numbered per company: another tenant's protocol is just a protocol of the caller's own tenant.
      { label: 'same tenant, other owner', args: { protocol: fx.appointments.joaoPaulo.protocol }, owners: [] },
    ],
  },
  emergencyQueue: { args: (fx) => ({ id: fx.queue.id }), owners: (fx) => fx.grantedDoctors },
  emergencyProtocol: { args: (fx) => ({ id: fx.protocol }), owners: granted },
  landingCompany: { args: () => ({ permalink: 'saude-total' }) },
  landingProfessional: { args: (fx) => ({ companyId: fx.companyA, id: fx.professionals.house }) },
  landingMonthAvailability: {
    args: (fx) => ({ companyId: fx.companyA, professionalId: fx.professionals.house, month: new Date().toISOString().slice(0, 7) }),
  },
  landingNextAvailableDay: { args: (fx) => ({ companyId: fx.companyA, professionalId: fx.professionals.house }) },
  message: {
    args: (fx) => ({ id: fx.messages.maria ?? randomUUID() }),
    owners: () => ['P'],
    variants: (fx) => (fx.messages.joao ? [{ label: 'same tenant, other owner', args: { id: fx.messages.joao }, owners: [] }] : []),
  },
  unreadMessages: { empty: (v) => v === 0 },
  outboxMail: { args: (fx) => ({ id: fx.outboxMail }) },
  paymentByAccess: {
    link: (fx) => ({ access: fx.linkPay.paymentAccess, protocol: fx.linkPay.protocol }),
    credential: true,
  },
  voucherValid: {
    link: (fx) => ({ access: fx.linkPay.paymentAccess, protocol: fx.linkPay.protocol, voucher: 'BEMVINDO10' }),
    args: () => ({ voucher: 'BEMVINDO10' }),
    credential: true,
  },
  installmentOptions: { args: () => ({ amountCents: 15_000 }) },
  person: {
    args: (fx) => ({ id: fx.persons.maria }),
    owners: () => ['P'],
    variants: (fx) => byPerson('id', fx),
  },
  myProfile: {
    args: (fx) => ({ personId: fx.persons.maria }),
    owners: () => ['P'],
    variants: (fx) => byPerson('personId', fx),
  },
  addressByCep: { args: () => ({ cep: '01310-100' }) },
  personHistory: {
    args: (fx) => ({ personId: fx.persons.maria }),
    owners: patientHistoryOwners,
    // Dr. House attends João too (a no-show, a cancelled and a coming appointment): his history is Dr. House's to read.
    variants: (fx) =>
      byPerson('personId', fx).map((v) => (v.foreign ? v : { ...v, owners: patientHistoryOwners(fx).filter((w) => w !== 'P') })),
  },
  personHistoryItem: {
    args: (fx) => ({ personId: fx.persons.maria, itemType: fx.historyItem.maria?.type, itemId: fx.historyItem.maria?.itemId }),
    owners: patientHistoryOwners,
  },
  plan: {
    args: (fx) => ({ id: fx.planA }),
    owners: () => ['R'],
    variants: (fx) => [{ label: 'other tenant', args: { id: fx.planB }, owners: [], foreign: true }],
  },
  professional: {
    args: (fx) => ({ id: fx.professionals.house }),
    variants: (fx) => [{ label: 'other tenant', args: { id: fx.professionals.rita }, owners: [], foreign: true }],
  },
  roomChat: { args: (fx) => ({ sessionId: fx.roomSession }), owners: () => ['D'], notFound: ['ANOTHER_LOCATION'] },
  professionalSchedule: {
    args: (fx) => ({ id: fx.professionals.house }),
    owners: () => ['D'],
    variants: (fx) => [
      { label: 'another doctor', args: { id: fx.professionals.ana }, owners: ['DC'] },
      { label: 'other tenant', args: { id: fx.professionals.rita }, owners: [], foreign: true },
    ],
  },
  availabilityCalendar: {
    args: (fx) => ({ professionalId: fx.professionals.house }),
    owners: () => ['D'],
    variants: (fx) => [{ label: 'another doctor', args: { professionalId: fx.professionals.ana }, owners: ['DC'] }],
  },
  screening: { args: (fx) => ({ id: fx.screeningA ?? randomUUID() }) },
  activeScreening: { args: () => ({ type: 'EMERGENCY', subtype: 'ADULT' }) },
  serviceRequest: {
    args: (fx) => ({ id: fx.serviceRequests.maria ?? randomUUID() }),
    owners: () => ['P'],
    variants: (fx) =>
      fx.serviceRequests.joao ? [{ label: 'same tenant, other owner', args: { id: fx.serviceRequests.joao }, owners: [] }] : [],
  },
  staffMember: { args: (fx) => ({ userId: fx.staffUser }) },
  staffInvitation: { link: (fx) => ({ token: fx.inviteToken }), credential: true },

  // Mutations: valid inputs (the refusal is then about who calls), made-up or matrix-made objects.
  _noop: { empty: () => false },
  issueClinicalDocument: {
    args: (fx) => ({
      input: { appointmentId: fx.appointments.mariaFinished.id, kind: 'EXAM_REQUEST', examRequest: { exams: ['Hemograma completo'] } },
    }),
    owners: () => ['D'],
  },
  uploadAppointmentFile: {
    args: (fx) => ({ appointmentId: fx.appointments.mariaNext.id, file: file(pdfBytes(), 'application/pdf', 'matrix.pdf') }),
    owners: () => ['P'],
  },
  createAppointmentRequest: { args: () => ({ input: { specialty: '225120', contactNumber: '(11) 98765-4321' } }) },
  requestReturnAppointment: { args: (fx) => ({ input: { appointmentId: fx.appointments.mariaFinished.id } }), owners: () => ['P'] },
  changeAppointmentStatus: { args: () => ({ status: 'LEFT_BY_PATIENT' }) },
  resendAppointmentLink: { args: () => ({ kind: 'ROOM' }) },
  cancelAppointmentByAccess: {
    link: (fx) => ({ access: fx.linkCancel.cancelAccess, reason: 'matrix' }),
    args: () => ({ reason: 'matrix' }),
    credential: true,
  },
  updateCompanyHolidays: { args: () => ({ year: year(), input: {} }) },
  updateCompanyFinancial: {
    args: () => ({
      input: {
        consultationPriceCents: 25_000,
        returnPriceCents: 12_000,
        ...CARD_AND_ON_SITE,
        minInstallmentCents: 5_000,
      },
    }),
  },
  createCompany: { args: () => ({ input: { name: 'Clínica Saúde Total — Unidade Matriz de Testes' } }) },
  updateCompany: { args: () => ({ input: { settings: { period: 15 } } }) },
  acceptTelemedicineConsent: {
    args: (fx) => ({ protocol: fx.appointments.mariaFinished.protocol, version: CURRENT_TERMS.TELEMEDICINE.version }),
    owners: () => ['P'],
  },
  acceptTermsOfUse: { args: () => ({ version: CURRENT_TERMS.TERMS_OF_USE.version }) },
  publishTermsOfUse: { args: () => ({ input: { version: 'matrix-1', textPt: 'Texto da matriz', textEn: 'Matrix text' } }) },
  generateEmergencyTag: { args: (fx) => ({ protocolId: fx.protocol }), owners: granted },
  createEmergencyGroup: { args: () => ({ input: { name: 'Grupo da matriz' } }) },
  updateEmergencyGroup: { args: () => ({ input: { name: 'Grupo da matriz 2' } }) },
  createEmergencyQueue: {
    args: () => ({ input: { name: 'Fila da matriz', groupId: randomUUID(), specialtyCode: '225125', maxWaitMinutes: 30, active: false } }),
  },
  openEmergencyProtocol: { args: () => ({ complaint: 'matrix' }) },
  closeEmergencyProtocol: { args: () => ({ reason: 'matrix' }) },
  advanceEmergencyStep: { args: () => ({ step: 2 }) },
  reportEmergencyComplaint: { args: () => ({ complaint: 'Dor de cabeça forte' }) },
  submitEmergencyScreening: { args: () => ({ answers: [{ questionId: 'q1', value: 'x' }] }) },
  createWebhookEndpoint: { args: () => ({ url: 'http://127.0.0.1:9/matrix' }) },
  sendMessage: { args: () => ({ input: { subject: 'Matriz', body: 'Mensagem da matriz de autorização' } }) },
  replyToMessage: { args: () => ({ input: { body: 'Resposta da matriz' } }) },
  uploadMessageAttachment: {
    args: (fx) => ({ messageId: fx.messages.maria ?? randomUUID(), file: file(pdfBytes(), 'application/pdf', 'matrix.pdf') }),
    owners: () => ['P'],
    variants: (fx) =>
      fx.messages.joao
        ? [
            {
              label: 'same tenant, other owner',
              args: { messageId: fx.messages.joao, file: file(pdfBytes(), 'application/pdf', 'm.pdf') },
              owners: [],
            },
          ]
        : [],
  },
  answerNps: { args: (fx) => ({ protocol: fx.appointments.mariaFinished.protocol, input: { score: 9 } }), owners: () => ['P'] },
  payAppointment: {
    link: (fx) => ({
      access: fx.linkPay.paymentAccess,
      protocol: fx.linkPay.protocol,
      idempotencyKey: KEY(),
      input: { method: 'CREDIT_CARD', cardNumber: '4000000000000002', holderName: 'MATRIZ', validity: '12/39', securityCode: '123' },
    }),
    args: () => ({
      idempotencyKey: KEY(),
      input: { method: 'CREDIT_CARD', cardNumber: '4000000000000002', holderName: 'MATRIZ', validity: '12/39', securityCode: '123' },
    }),
    credential: true,
  },
  cancelPixPayment: {
    link: (fx) => ({ access: fx.linkPay.paymentAccess, protocol: fx.linkPay.protocol, idempotencyKey: KEY() }),
    credential: true,
  },
  confirmPayment: {
    link: (fx) => ({ access: fx.linkPay.paymentAccess, protocol: fx.linkPay.protocol, idempotencyKey: KEY() }),
    credential: true,
  },
  payOnSite: { link: (fx) => ({ access: fx.linkPay.paymentAccess, idempotencyKey: KEY() }), credential: true },
  refundPayment: { args: () => ({ reason: 'matrix' }) },
  confirmOnSitePayment: { args: () => ({ idempotencyKey: KEY(), input: { method: 'CASH', receiptNumber: 'MATRIZ-1' } }) },
  sandboxPayPix: {
    args: () => ({ brCode: '00020126580014br.gov.bcb.pix0136matrix' }),
    madeUp: true,
    credential: true,
    notFound: ['PAYMENT_NOT_FOUND'],
  },
  createPerson: { args: () => ({ input: { name: 'Pessoa da Matriz', birthDate: '1980-05-05', cpf: '390.533.447-05' } }) },
  updatePerson: { args: () => ({ input: { socialName: 'Matriz' } }) },
  updateMyProfile: { args: () => ({ input: { name: 'Maria Silva' } }) },
  addDependent: { args: () => ({ input: { name: 'Dependente da Matriz', birthDate: '2020-01-10' } }) },
  recordDiagnostic: { args: () => ({ input: { cid10: 'J11', description: 'Matriz' } }) },
  shareRecordLink: { args: () => ({ input: { title: 'Matriz', url: 'https://example.com/matriz' } }) },
  createPlan: { args: () => ({ input: { name: 'Plano da Matriz', billType: 'MONTHLY', durationDays: 30, attendanceValueCents: 9_990 } }) },
  updatePlan: { args: () => ({ input: { name: 'Plano da Matriz 2' } }) },
  createProfessional: {
    args: () => ({ input: { name: 'Dra. Matriz', crm: '556677', crmState: 'SP', specialties: ['225120'], role: 'D' } }),
  },
  updateProfessional: { args: () => ({ input: { bio: 'Matriz' } }) },
  updateMyProfessionalProfile: { args: (fx) => ({ id: fx.professionals.house, input: { bio: 'Cardiologia.' } }), owners: () => ['D'] },
  uploadProfessionalPhoto: {
    args: (fx) => ({ id: fx.professionals.house, file: file(png(2, 2, [200, 30, 30]), 'image/png', 'me.png') }),
    owners: () => ['D'],
  },
  removeProfessionalPhoto: { args: (fx) => ({ id: fx.professionals.house }), owners: () => ['D'] },
  joinRoom: {
    args: (fx) => ({ access: fx.appointments.mariaNext.roomAccess }),
    owners: () => ['P', 'D'],
    notFound: ['ROOM_UNAVAILABLE'],
    late: true,
  },
  startRoom: { args: (fx) => ({ sessionId: fx.roomSession }), owners: () => ['D'], notFound: ['ANOTHER_LOCATION'] },
  sendRoomSignal: {
    args: (fx) => ({ sessionId: fx.roomSession, signal: { candidates: [] } }),
    owners: () => ['D'],
    notFound: ['ANOTHER_LOCATION'],
  },
  sendRoomChat: { args: (fx) => ({ sessionId: fx.roomSession, text: 'Olá' }), owners: () => ['D'], notFound: ['ANOTHER_LOCATION'] },
  awayFromRoom: { args: (fx) => ({ sessionId: fx.roomSession }), owners: () => ['D'], empty: (v) => v === false },
  leaveRoom: { args: (fx) => ({ sessionId: fx.roomSession }), owners: () => ['D'], notFound: ['ANOTHER_LOCATION'] },
  finishRoom: { args: (fx) => ({ sessionId: fx.roomSession }), owners: () => ['D'], notFound: ['ANOTHER_LOCATION'] },
  sendToAggregator: {
    args: (fx) => ({ input: { companyId: fx.companyA, eventType: 'PERSON_LOGIN', personId: fx.persons.maria, value: 1 } }),
    owners: () => ['P'],
    refusal: ['BAD_INPUT'],
  },
  updateProfessionalSchedule: { args: () => ({ input: { skipHolidays: false, weekly: [] } }) },
  createScreening: {
    args: () => ({
      input: {
        type: 'FOLLOW_UP',
        titlePtBR: 'Matriz',
        titleEn: 'Matrix',
        questions: [PAIN_QUESTION],
      },
    }),
  },
  updateScreening: { args: () => ({ input: { titleEn: 'Matrix 2' } }) },
  createServiceRequest: { args: () => ({ input: { subject: `person|${randomUUID()}` } }) },
  updateServiceRequest: { args: () => ({ input: { note: 'Matriz' } }) },
  transcribeSpeech: {
    args: () => ({ audioBase64: Buffer.from(wavOf(new Uint8Array(3200))).toString('base64'), contentType: 'audio/wav' }),
  },
  addStaffMember: { args: () => ({ input: { email: 'matrix.staff@example.com', roles: ['D'] } }) },
  acceptStaffInvitation: {
    link: (fx) => ({
      token: fx.inviteToken,
      input: {
        name: 'Dra. Convidada',
        password: 'Convite1234',
        passwordConfirm: 'Convite1234',
        termsVersion: CURRENT_TERMS.TERMS_OF_USE.version,
      },
    }),
    credential: true,
  },
  updateStaffRoles: { args: () => ({ roles: ['D'] }) },
  signIn: { args: () => ({ input: { method: 'EMAIL', email: 'nobody@example.com', password: 'Wrong12345' } }) },
  // No account has this e-mail: nothing is mailed. A made-up link token: nothing changes.
  requestPasswordReset: { args: () => ({ input: { email: 'nobody@example.com' } }) },
  resetPassword: { args: () => ({ input: { token: 'A'.repeat(43), password: 'Matrix2026a', passwordConfirm: 'Matrix2026a' } }) },
  // A wrong current password: the signed-in caller reaches the check, and nothing changes.
  requestEmailChange: { args: () => ({ input: { email: 'matrix-new@example.com', currentPassword: 'Wrong2026x' } }) },
  confirmEmailChange: { args: () => ({ token: 'A'.repeat(43) }) },
  changePassword: { args: () => ({ input: { currentPassword: 'Wrong2026x', password: 'Matrix2026a', passwordConfirm: 'Matrix2026a' } }) },
  refreshToken: { link: (fx) => ({ refreshToken: fx.refreshToken }), notFound: ['UNAUTHENTICATED'] },
};
