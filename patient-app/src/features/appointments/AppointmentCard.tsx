import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AppointmentCardAppointmentFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { appointmentDetailPath } from '../../routing/paths.constants';
import { AppointmentActions } from './AppointmentActions';
import { useDateFormat } from './appointment-time.hook';
import { StatusChip } from './StatusChip';

graphql(`
  fragment AppointmentCardAppointment on Appointment {
    id
    protocol
    status
    statusName
    startsAt
    endsAt
    timeZone
    professionalName
    specialtyName
    patientId
    patientName
    ...AppointmentActionsAppointment
  }
`);

/** One appointment in the patient's lists: when, with whom, for whom, its status and what can be done now. */
export function AppointmentCard({ appointment, showDay }: { appointment: AppointmentCardAppointmentFragment; showDay: boolean }) {
  const t = useT();
  const format = useDateFormat();
  const when = showDay
    ? format.dateTime(appointment.startsAt, appointment.timeZone)
    : `${format.time(appointment.startsAt, appointment.timeZone)} – ${format.time(appointment.endsAt, appointment.timeZone)}`;
  // An emergency attendance paid before anyone called has no professional yet.
  const description = [appointment.professionalName, format.dateTime(appointment.startsAt, appointment.timeZone)]
    .filter(Boolean)
    .join(', ');
  return (
    <Card variant="outlined" component="li" data-testid="appointment-card" data-protocol={appointment.protocol} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" data-testid="appointment-when">
              {when}
            </Typography>
            <StatusChip status={appointment.status} name={appointment.statusName} />
          </Box>
          <Typography data-testid="appointment-professional">
            {[appointment.professionalName, appointment.specialtyName].filter(Boolean).join(' — ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('appointments.card.for', { name: appointment.patientName, protocol: appointment.protocol })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <AppointmentActions appointment={appointment} description={description} />
            <Button
              component={RouterLink}
              to={appointmentDetailPath(appointment.id)}
              size="small"
              aria-label={t('appointments.card.detailsOf', { protocol: appointment.protocol })}
              data-testid="appointment-open"
              sx={{ ml: 'auto' }}
            >
              {t('appointments.card.details')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
