import type { ChipProps } from '@mui/material/Chip';

/** How a status chip looks: a palette colour and, for the statuses that are over, an outline instead of a fill. */
export type StatusChipLook = { color: NonNullable<ChipProps['color']>; variant: 'filled' | 'outlined' };

const filled = (color: StatusChipLook['color']): StatusChipLook => ({ color, variant: 'filled' });
const outlined = (color: StatusChipLook['color']): StatusChipLook => ({ color, variant: 'outlined' });
const NEUTRAL = filled('default');

/**
 * Every status colour of the console, in one place. Appointments look as in the apps (the staff's view in the patient
 * app: patient-app/src/features/professional/AppointmentStatusChip.tsx): scheduled blue (info), paid teal (primary),
 * in attendance amber, finished green, no-show red, left by the patient grey, cancelled grey and outlined. The other
 * statuses follow the same meaning: waiting on the clinic = info, done = success, needs attention = warning,
 * failed = error, closed = grey.
 */
const STATUS_LOOKS = {
  appointment: {
    SCHEDULED: filled('info'),
    PAID: filled('primary'),
    IN_ATTENDANCE: filled('warning'),
    FINISHED_BY_PROFESSIONAL: filled('success'),
    LEFT_BY_PATIENT: NEUTRAL,
    NO_SHOW: filled('error'),
    CANCELLED: outlined('default'),
  },
  appointmentRequest: { OPEN: filled('info'), CONTACTED: filled('warning'), SCHEDULED: filled('success'), CLOSED: NEUTRAL },
  person: { ACTIVE: filled('success'), INACTIVE: outlined('default') },
  erasureRequest: { REQUESTED: filled('info'), DONE: filled('success'), REFUSED: NEUTRAL },
  message: { NEW: filled('primary'), SEEN: NEUTRAL, ARCHIVED: outlined('default'), UNARCHIVED: filled('info') },
  outbox: { OUTBOX: NEUTRAL, QUEUED: filled('warning'), SENT: filled('success'), FAILED: filled('error') },
} as const satisfies Record<string, Record<string, StatusChipLook>>;

export type StatusKind = keyof typeof STATUS_LOOKS;

/** The look of a status chip of that kind; an unknown status is neutral grey. */
export function statusChipLook(kind: StatusKind, status: string): StatusChipLook {
  const looks: Record<string, StatusChipLook> = STATUS_LOOKS[kind];
  return looks[status] ?? NEUTRAL;
}
