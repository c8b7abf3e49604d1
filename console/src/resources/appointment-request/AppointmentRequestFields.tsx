import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { formatContact } from '../../providers/appointment-request.mappers';
import { statusChipLook } from '../../theme/status-colors';

/** The request's status as a translated chip (data-status: the code, for tests and styles). */
export const RequestStatusField = (_props: { source?: 'status'; label?: string }) => {
  const record = useRecordContext<AppointmentRequestRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      {...statusChipLook('appointmentRequest', record.status)}
      label={translate(`resources.appointmentRequests.statuses.${record.status}`)}
      data-status={record.status}
    />
  );
};

/** SCHEDULING or RETURN, translated. */
export const RequestKindField = (_props: { source?: 'kind'; label?: string }) => {
  const record = useRecordContext<AppointmentRequestRecord>();
  const translate = useTranslate();
  if (!record?.kind) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.appointmentRequests.kinds.${record.kind}`)}
    </Typography>
  );
};

/** The contact number with its country code: +55 (11) 98765-4321. */
export const ContactField = (_props: { source?: 'contactNumber'; label?: string }) => {
  const record = useRecordContext<AppointmentRequestRecord>();
  const text = record ? formatContact(record.countryCode, record.contactNumber) : '';
  return (
    <Typography component="span" variant="body2">
      {text || '—'}
    </Typography>
  );
};

/** "Within 15 days". */
export const PeriodField = (_props: { source?: 'preferredPeriod'; label?: string }) => {
  const record = useRecordContext<AppointmentRequestRecord>();
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {record?.preferredPeriod ? translate('resources.appointmentRequests.period', { days: record.preferredPeriod }) : '—'}
    </Typography>
  );
};
