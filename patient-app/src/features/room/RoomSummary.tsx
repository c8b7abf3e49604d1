import EventIcon from '@mui/icons-material/Event';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';

export type RoomSummaryValue = {
  protocol: string;
  companyName: string;
  professionalName: string | null;
  specialtyName: string | null;
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
};

/** The short link's appointment: clinic, professional and when, in the clinic's time zone. */
export function RoomSummary({ summary, compact = false }: { summary: RoomSummaryValue; compact?: boolean }) {
  const t = useT();
  const format = useDateFormat();
  const when = `${format.dateTime(summary.startsAt, summary.timeZone)} (${t('appointments.detail.minutes', { minutes: summary.durationMinutes })})`;
  return (
    <Paper variant="outlined" sx={{ p: compact ? 1.5 : { xs: 2, sm: 3 } }} data-testid="room-summary">
      <Stack spacing={compact ? 0.5 : 1}>
        <Typography variant={compact ? 'subtitle1' : 'h6'} component="h2" sx={{ fontWeight: 600 }}>
          {summary.companyName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LocalHospitalOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Typography>{[summary.professionalName, summary.specialtyName].filter(Boolean).join(' — ')}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventIcon fontSize="small" color="action" aria-hidden />
          <Typography>{when}</Typography>
        </Stack>
        {!compact && (
          <Typography variant="body2" color="text.secondary">
            {t('room.summary.protocol', { protocol: summary.protocol })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
