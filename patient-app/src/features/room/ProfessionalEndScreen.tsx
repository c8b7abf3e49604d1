import { useQuery } from '@apollo/client/react';
import { Button, Paper, Stack } from '@mui/material';
import { nowMs } from '@teleconsulta/schema';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { BookingSummary } from '../schedule/BookingSummary';
import { AttendanceEndedTitle } from './AttendanceEndedTitle';
import { RoomEndAppointmentDocument } from './room.documents';
import { elapsedMinutes } from './room-time.util';

type Props = { appointmentId: string; protocol: string; patientName: string };

/** The doctor's office end of service: protocol, patient, duration, and back to the professional's appointments. */
export function ProfessionalEndScreen({ appointmentId, protocol, patientName }: Props) {
  const t = useT();
  const [search] = useSearchParams();
  const fromEmergency = search.get('from') === 'emergency';
  const { data } = useQuery(RoomEndAppointmentDocument, { variables: { id: appointmentId }, fetchPolicy: 'network-only' });
  const appointment = data?.appointment ?? null;
  const minutes = appointment
    ? elapsedMinutes(appointment.attendanceStartedAt, appointment.finishedAt ?? appointment.leftAt, nowMs())
    : null;
  const rows = [
    { key: 'protocol', label: t('room.end.protocol'), value: appointment?.protocol ?? protocol },
    { key: 'patient', label: t('room.end.patient'), value: appointment?.patientName ?? patientName },
    ...(appointment ? [{ key: 'status', label: t('room.end.status'), value: appointment.statusName }] : []),
    ...(minutes !== null ? [{ key: 'duration', label: t('room.end.duration'), value: t('appointments.detail.minutes', { minutes }) }] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-ended">
      <Stack spacing={3}>
        <AttendanceEndedTitle title={t('room.end.professionalTitle')} />
        <BookingSummary testId="room-end-summary" rows={rows} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          {fromEmergency && (
            <Button component={RouterLink} to={PATHS.emergencyProfessional} variant="contained" data-testid="room-back-to-virtual-line">
              {t('emergencyProfessional.room.backToLine')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={PATHS.professionalHome}
            variant={fromEmergency ? 'outlined' : 'contained'}
            data-testid="room-back-to-list"
          >
            {t('room.end.backToList')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
