import EventIcon from '@mui/icons-material/Event';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { showsBookedLength } from '../appointments/attendance-span.util';

export type RoomSummaryValue = {
  protocol: string;
  companyName: string;
  professionalName: string | null;
  specialtyName: string | null;
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  source: string;
};

/** The short link's appointment: clinic, professional and when, in the clinic's time zone. */
export function RoomSummary({ summary, compact = false }: { summary: RoomSummaryValue; compact?: boolean }) {
  const t = useT();
  const format = useDateFormat();
  const start = format.dateTime(summary.startsAt, summary.timeZone);
  // An emergency attendance's two hours are its room's validity, not how long it lasts: only its start is shown.
  const when = showsBookedLength(summary.source)
    ? `${start} (${t('appointments.detail.minutes', { minutes: summary.durationMinutes })})`
    : start;
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
