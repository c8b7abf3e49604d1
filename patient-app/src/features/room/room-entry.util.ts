import { type ErrorCode, errorText, type Locale } from '@teleconsulta/schema';
import type { AppointmentStatus } from '../../gql/graphql';

type Summary = { status: AppointmentStatus; paymentRequired: boolean };

/**
 * What the short link's public summary already tells, before signing in: no appointment (unknown or expired code), a
 * cancelled one or a no-show → the room is unavailable; a price due → pay first (the patient's side only: the
 * professional enters an unpaid appointment). An ended attendance opens on its end screen, so it is not refused here.
 */
export function summaryBlock(summary: Summary | null, viewerIsProfessional: boolean): 'ROOM_UNAVAILABLE' | 'PAYMENT_REQUIRED' | null {
  if (!summary || summary.status === 'CANCELLED' || summary.status === 'NO_SHOW') return 'ROOM_UNAVAILABLE';
  if (summary.paymentRequired && !viewerIsProfessional) return 'PAYMENT_REQUIRED';
  return null;
}

/** The room's catalogue codes, shown in the catalogue's words whatever the server's message. */
const ROOM_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'ROOM_UNAVAILABLE',
  'PAYMENT_REQUIRED',
  'CONSENT_REQUIRED',
  'ANOTHER_LOCATION',
  'VIDEO_PROVIDER_UNAVAILABLE',
  'ROOM_NOT_LIVE',
]);
/** Refusals that trying again will not change: the room screen stops with the message. */
const FINAL_CODES: ReadonlySet<string> = new Set([
  'ROOM_UNAVAILABLE',
  'PAYMENT_REQUIRED',
  'NOT_FOUND',
  'ACCESS_DENIED',
  'UNABLE_TO_RETRIEVE_DATA',
]);

/** How joinRoom's refusal is handled: the consent screen (the patient's side), a final refusal, or "try again". */
export function joinRefusal(code: string | undefined, patientSide: boolean): 'consent' | 'refused' | 'retry' {
  if (code === 'CONSENT_REQUIRED') return patientSide ? 'consent' : 'refused';
  return code && FINAL_CODES.has(code) ? 'refused' : 'retry';
}

/** A room call's error as text: the catalogue's for the room's codes (NOT_FOUND reads as "room unavailable"), else the server's. */
export function roomErrorText(code: string | undefined, serverMessage: string | null, locale: Locale): string {
  if (code === 'NOT_FOUND') return errorText('ROOM_UNAVAILABLE', locale);
  if (code && ROOM_CODES.has(code)) return errorText(code as ErrorCode, locale);
  return serverMessage ?? errorText('SERVER_UNREACHABLE', locale);
}
