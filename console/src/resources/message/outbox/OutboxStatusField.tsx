import Chip from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { OutboxMailRecord } from '../../../providers/message.documents';
import { statusChipLook } from '../../../theme/status-colors';

export const OutboxStatusField = (_props: FieldProps) => {
  const record = useRecordContext<OutboxMailRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      className={`outbox-status outbox-status-${record.status}`}
      {...statusChipLook('outbox', record.status)}
      label={translate(`resources.outbox.statuses.${record.status}`)}
    />
  );
};
