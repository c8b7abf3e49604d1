import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

type ChipFieldProps = { source: 'status' | 'priority'; label?: string };

const COLORS: Record<string, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  ACTIVE: 'success',
  ON_HOLD: 'warning',
  COMPLETED: 'info',
  REVOKED: 'default',
  ENTERED_IN_ERROR: 'default',
  DRAFT: 'default',
  URGENT: 'warning',
  ASAP: 'warning',
  STAT: 'error',
  ROUTINE: 'default',
};

/** A service request's status or priority as a translated chip. */
export const ServiceRequestChipField = ({ source }: ChipFieldProps) => {
  const record = useRecordContext<{ status?: string; priority?: string }>();
  const translate = useTranslate();
  const value = record?.[source];
  if (!value) return null;
  const group = source === 'status' ? 'statuses' : 'priorities';
  return (
    <Chip
      size="small"
      variant={source === 'priority' ? 'outlined' : 'filled'}
      color={COLORS[value] ?? 'default'}
      label={translate(`resources.serviceRequests.${group}.${value}`)}
      data-value={value}
    />
  );
};

/** A service request's intent, translated. */
export const IntentField = (_props: { source: 'intent'; label?: string }) => {
  const record = useRecordContext<{ intent?: string }>();
  const translate = useTranslate();
  if (!record?.intent) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.serviceRequests.intents.${record.intent}`)}
    </Typography>
  );
};
