import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { statusChipLook } from '../../theme/status-colors';

type AppointmentStatusFieldProps = { source?: 'status'; label?: string };

/** The status as a chip, named in the current language by the gateway (STATUS_APPOINTMENT). */
export const AppointmentStatusField = (_props: AppointmentStatusFieldProps) => {
  const record = useRecordContext<{ status?: string; statusName?: string }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      {...statusChipLook('appointment', record.status)}
      label={record.statusName ?? record.status}
      data-status={record.status}
    />
  );
};
