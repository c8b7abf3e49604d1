import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { statusChipLook } from '../../theme/status-colors';

type StatusFieldProps = {
  /** Only for layouts that label a field from its props. */
  source?: 'status';
  label?: string;
};

/** A person's status as a chip: green when active. */
export const StatusField = (_props: StatusFieldProps) => {
  const record = useRecordContext<{ status?: string }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      {...statusChipLook('person', record.status)}
      label={translate(`resources.persons.statuses.${record.status}`)}
      data-status={record.status}
    />
  );
};
