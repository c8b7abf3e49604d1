import { type AppointmentStatus, canTransition, hasAnyRole, REFUND_ROLES, type Role } from '@teleconsulta/schema';
import { REFUNDABLE_STATUSES, remainingRefundableCents } from '../payments/payment.helpers';

/** Who runs the reception from the console (schema/graphql/appointment-reception.graphql): CA, M, R and the platform administrator. */
export const RECEPTION_ROLES: readonly Role[] = ['CA', 'M', 'R', 'ADMIN'];

export type ReceptionViewer = { roles?: readonly Role[] | null; isPlatformAdmin?: boolean | null };

export const isReception = (viewer: ReceptionViewer): boolean =>
  viewer.isPlatformAdmin === true || hasAnyRole(viewer.roles ?? [], RECEPTION_ROLES);

export const canRefundAsViewer = (viewer: ReceptionViewer): boolean =>
  viewer.isPlatformAdmin === true || hasAnyRole(viewer.roles ?? [], REFUND_ROLES);

/** The messages the reception sends again (AppointmentLinkKind). */
export const LINK_KINDS = ['CONFIRMATION', 'ROOM', 'PAYMENT'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** How a payment at the desk was made (OnSitePaymentMethod). */
export const ON_SITE_METHODS = ['CASH', 'CARD_MACHINE', 'PIX'] as const;
export type OnSiteMethod = (typeof ON_SITE_METHODS)[number];

/** Still to happen: booked, paid or not. */
const UPCOMING: readonly string[] = ['SCHEDULED', 'PAID'];

export type ReceptionAppointment = {
  status: string;
  startsAt: string;
  doctorId?: string | null;
  priceCents: number;
  roomAccess?: string | null;
  paymentAccess?: string | null;
  /** From the reception query; undefined while it loads. */
  arrivedAt?: string | null;
  canCancel?: boolean;
  nextStatuses?: readonly string[];
};

export type ReceptionActions = {
  reschedule: boolean;
  cancel: boolean;
  arrived: boolean;
  noShow: boolean;
  resend: LinkKind[];
  onSitePayment: boolean;
  assistant: boolean;
};

const NONE: ReceptionActions = {
  reschedule: false,
  cancel: false,
  arrived: false,
  noShow: false,
  resend: [],
  onSitePayment: false,
  assistant: false,
};

const isStatus = (status: string): status is AppointmentStatus =>
  ['SCHEDULED', 'PAID', 'CANCELLED', 'IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'].includes(status);

/**
 * The actions the reception's toolbar shows for an appointment, by its status and the viewer's roles. Where the
 * gateway says what the caller may do now (canCancel, nextStatuses), its word is taken; the state machine decides
 * otherwise. Only a convenience: the gateway refuses the same calls anyway.
 */
export function receptionActions(a: ReceptionAppointment, viewer: ReceptionViewer, now: Date): ReceptionActions {
  if (!isReception(viewer) || !isStatus(a.status)) return NONE;
  const upcoming = UPCOMING.includes(a.status);
  const future = Date.parse(a.startsAt) > now.getTime();
  const resend: LinkKind[] = [];
  if (upcoming) resend.push('CONFIRMATION');
  if (a.roomAccess && (upcoming || a.status === 'IN_ATTENDANCE')) resend.push('ROOM');
  if (a.status === 'SCHEDULED' && a.paymentAccess && a.priceCents > 0) resend.push('PAYMENT');
  return {
    reschedule: upcoming && future && Boolean(a.doctorId),
    cancel: a.canCancel ?? (canTransition(a.status, 'CANCELLED') && future),
    arrived: upcoming && a.arrivedAt === null,
    // The gateway refuses a no-show before the start (the patient may still come).
    noShow: !future && (a.nextStatuses ? a.nextStatuses.includes('NO_SHOW') : canTransition(a.status, 'NO_SHOW')),
    resend,
    onSitePayment: a.status === 'SCHEDULED' && a.priceCents > 0,
    assistant: upcoming || a.status === 'IN_ATTENDANCE',
  };
}

type RefundablePayment = { status: string; totalCents: number; refundedCents: number; createdAt: string };

/** The payment a cancelled paid appointment gives back: the newest approved one with money left (null: none). */
export function paymentToRefund<T extends RefundablePayment>(payments: readonly T[] | null | undefined): T | null {
  const candidates = (payments ?? []).filter(
    (p) => (REFUNDABLE_STATUSES as readonly string[]).includes(p.status) && remainingRefundableCents(p) > 0,
  );
  candidates.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return candidates[0] ?? null;
}

export const RECEIPT_MAX = 40;
export const CANCEL_REASON_MAX = 500;

export type OnSiteIssues = { receiptNumber?: 'required' | 'too_long'; amount?: 'not_positive' | 'too_much' };

/** The on-site payment's field errors before anything is sent: a receipt number (1–40), an amount in (0, price]. */
export function onSitePaymentIssues(input: { receiptNumber: string; amountCents: number | null }, priceCents: number): OnSiteIssues {
  const issues: OnSiteIssues = {};
  const receipt = input.receiptNumber.trim();
  if (receipt === '') issues.receiptNumber = 'required';
  else if (receipt.length > RECEIPT_MAX) issues.receiptNumber = 'too_long';
  if (input.amountCents === null || input.amountCents <= 0) issues.amount = 'not_positive';
  else if (input.amountCents > priceCents) issues.amount = 'too_much';
  return issues;
}

/** The slots of one day, in order, each once (a range query may repeat a start across professionals). */
export function slotsOfDay<T extends { date: string; start: string; startsAt: string }>(slots: readonly T[], date: string): T[] {
  const seen = new Set<string>();
  return slots
    .filter((s) => s.date === date && !seen.has(s.startsAt) && seen.add(s.startsAt))
    .sort((a, b) => a.start.localeCompare(b.start));
}
