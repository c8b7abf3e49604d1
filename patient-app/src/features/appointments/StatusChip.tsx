import { Chip, type ChipProps } from '@mui/material';
import type { AppointmentStatus } from '../../gql/graphql';

const COLORS: Record<AppointmentStatus, ChipProps['color']> = {
  SCHEDULED: 'primary',
  PAID: 'success',
  IN_ATTENDANCE: 'secondary',
  FINISHED_BY_PROFESSIONAL: 'default',
  LEFT_BY_PATIENT: 'default',
  CANCELLED: 'error',
  NO_SHOW: 'warning',
};

/** An appointment's status, named by the gateway in the request's language. */
export function StatusChip({ status, name }: { status: AppointmentStatus; name: string }) {
  return <Chip size="small" label={name} color={COLORS[status]} variant="outlined" data-testid="appointment-status" data-status={status} />;
}
