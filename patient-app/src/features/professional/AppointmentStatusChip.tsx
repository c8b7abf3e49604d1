import { Chip, type ChipProps } from '@mui/material';
import type { AppointmentStatus } from '@teleconsulta/schema';
import { graphql } from '../../gql';
import type { AppointmentStatusChipFragment } from '../../gql/graphql';

graphql(`
  fragment AppointmentStatusChip on Appointment {
    status
    statusName
  }
`);

const COLOR: Record<AppointmentStatus, ChipProps['color']> = {
  SCHEDULED: 'info',
  PAID: 'primary',
  IN_ATTENDANCE: 'warning',
  FINISHED_BY_PROFESSIONAL: 'success',
  LEFT_BY_PATIENT: 'default',
  NO_SHOW: 'error',
  CANCELLED: 'default',
};

/** The appointment's status, named by the gateway in the user's language. */
export function AppointmentStatusChip({ appointment }: { appointment: AppointmentStatusChipFragment }) {
  return (
    <Chip
      size="small"
      label={appointment.statusName}
      color={COLOR[appointment.status]}
      variant={appointment.status === 'CANCELLED' ? 'outlined' : 'filled'}
      data-testid="appointment-status"
      data-status={appointment.status}
    />
  );
}
