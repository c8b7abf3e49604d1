import { useQuery } from '@apollo/client/react';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { NpsSurvey } from '../appointments/NpsSurvey';
import { RoomNpsAppointmentDocument } from './room.documents';

const RATED_STATUSES = new Set(['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT']);

/** The patient's end of the attendance: the NPS survey (once; skipped when already answered), then thanks. */
export function PatientEndScreen({ appointmentId, npsAnswered }: { appointmentId: string; npsAnswered: boolean }) {
  const t = useT();
  const { data, refetch } = useQuery(RoomNpsAppointmentDocument, {
    variables: { id: appointmentId },
    fetchPolicy: 'network-only',
    skip: npsAnswered,
  });
  const appointment = data?.appointment ?? null;
  // Answered now or before, or nothing to rate (no appointment to read, or it did not end as an attendance).
  const surveyed =
    npsAnswered || (data !== undefined && (!appointment || Boolean(appointment.nps) || !RATED_STATUSES.has(appointment.status)));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-ended">
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
        {surveyed && (
          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to={PATHS.home} variant="outlined">
              {t('room.end.home')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
