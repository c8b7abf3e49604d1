import { useQuery } from '@apollo/client/react';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { attendanceEnded } from '@teleconsulta/schema';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { NpsSurvey } from '../appointments/NpsSurvey';
import { RoomNpsAppointmentDocument } from './room.documents';

/**
 * The patient's end of the attendance: the NPS survey (once; skipped when already answered), then thanks. Reached
 * from the emergency flow (?from=emergency) it leads back there; `embedded` (inside the emergency flow's own screen)
 * draws no frame and no way out of its own.
 */
export function PatientEndScreen({
  appointmentId,
  npsAnswered,
  embedded = false,
}: {
  appointmentId: string;
  npsAnswered: boolean;
  embedded?: boolean;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const fromEmergency = params.get('from') === 'emergency';
  const { data, refetch } = useQuery(RoomNpsAppointmentDocument, {
    variables: { id: appointmentId },
    fetchPolicy: 'network-only',
    skip: npsAnswered,
  });
  const appointment = data?.appointment ?? null;
  // Answered now or before, or nothing to rate (no appointment to read, or it did not end as an attendance).
  const surveyed =
    npsAnswered || (data !== undefined && (!appointment || Boolean(appointment.nps) || !attendanceEnded(appointment.status)));

  return (
    <Paper
      variant={embedded ? 'elevation' : 'outlined'}
      elevation={0}
      sx={embedded ? { p: 0 } : { p: { xs: 2, sm: 3 } }}
      data-testid={embedded ? 'emergency-nps' : 'room-ended'}
    >
      <Stack spacing={3}>
        {surveyed && (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="room-thanks">
            <TaskAltIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h5" component="h2">
              {t('room.end.thanks')}
            </Typography>
          </Stack>
        )}
        {!npsAnswered && !data ? <RouteLoading /> : null}
        {appointment && <NpsSurvey appointment={appointment} onAnswered={() => refetch()} />}
        {surveyed && !embedded && (
          <Box sx={{ textAlign: 'center' }}>
            {fromEmergency ? (
              <Button component={RouterLink} to={PATHS.emergencyPerson} variant="contained" data-testid="room-back-to-emergency">
                {t('room.end.backToEmergency')}
              </Button>
            ) : (
              <Button component={RouterLink} to={PATHS.home} variant="outlined">
                {t('room.end.home')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
