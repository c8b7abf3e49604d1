import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAppointmentExtras } from './use-appointment-extras';

const COLOR = { PROMOTER: 'success', PASSIVE: 'default', DETRACTOR: 'error' } as const;

/** The patient's NPS answer (0 to 10, its group and comment), or "not rated yet". */
export const AppointmentNpsField = (_props: { source?: 'nps'; label?: string }) => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { extras, loading } = useAppointmentExtras(record?.id);
  if (!extras) return loading ? null : <Typography variant="body2">—</Typography>;
  const nps = extras.nps;
  if (!nps) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="appointment-nps">
        {translate('resources.appointments.nps.none')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="appointment-nps" data-score={nps.score}>
      <Typography variant="body2" fontWeight={600}>
        {translate('resources.appointments.nps.score', { score: nps.score })}
      </Typography>
      <Chip size="small" color={COLOR[nps.category]} label={translate(`resources.appointments.nps.categories.${nps.category}`)} />
      {nps.comment ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          “{nps.comment}”
        </Typography>
      ) : null}
    </Stack>
  );
};
