import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

type AppointmentStatusFieldProps = { source?: 'status'; label?: string };

const COLOR: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  SCHEDULED: 'info',
  PAID: 'primary',
  CANCELLED: 'default',
  IN_ATTENDANCE: 'warning',
  FINISHED_BY_PROFESSIONAL: 'success',
  LEFT_BY_PATIENT: 'warning',
  NO_SHOW: 'error',
};

/** The status as a chip, named in the current language by the gateway (STATUS_APPOINTMENT). */
export const AppointmentStatusField = (_props: AppointmentStatusFieldProps) => {
  const record = useRecordContext<{ status?: string; statusName?: string }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[record.status] ?? 'default'}
      label={record.statusName ?? record.status}
      data-status={record.status}
    />
  );
};
