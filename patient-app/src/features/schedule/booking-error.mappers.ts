import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Locale } from '@teleconsulta/schema';
import { feedbackFromError } from '../../errors/error-feedback.mappers';

/** What the schedule screen does with a failed booking. */
export type BookingFailure =
  /** The chosen time cannot be booked (taken meanwhile, passed, out of schedule): back to the times without it. */
  | { kind: 'slotGone'; message: string }
  /** Anything else, shown on the confirm step: the translated message and, when the server answered, its code. */
  | { kind: 'other'; message: string };

/**
 * Maps a failed bookAppointment. A field error on startsAt ("This time is no longer available", also a time that has
 * passed meanwhile) sends the patient back to the times; any other failure keeps them on the confirmation with the
 * message and, as SPEC §7/§8 ask for a failed save, the status code and status text ("409 Conflict").
 */
export function bookingFailure(error: unknown, locale: Locale): BookingFailure {
  const { message, fieldErrors } = feedbackFromError(error, locale);
  if (fieldErrors.startsAt) return { kind: 'slotGone', message: fieldErrors.startsAt };
  const text = [message, ...Object.values(fieldErrors)].filter((part): part is string => Boolean(part)).join(' ');
  const status = statusOf(error);
  return { kind: 'other', message: status ? `${text} (${status})` : text };
}

/** "409 Conflict" from the first GraphQL error's extensions (status, statusText), or null. */
function statusOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  const status = extensions?.status;
  if (typeof status !== 'number') return null;
  const statusText = typeof extensions?.statusText === 'string' ? extensions.statusText : '';
  return `${status}${statusText ? ` ${statusText}` : ''}`;
}
