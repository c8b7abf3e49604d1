import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ErasureRequestRecord } from '../../providers/erasure-request.documents';
import { statusChipLook } from '../../theme/status-colors';

/** The request's status as a translated chip (data-status: the code, for tests and styles). */
export const ErasureStatusField = (_props: { source?: 'status'; label?: string }) => {
  const record = useRecordContext<ErasureRequestRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      {...statusChipLook('erasureRequest', record.status)}
      label={translate(`resources.erasureRequests.statuses.${record.status}`)}
      data-status={record.status}
    />
  );
};
