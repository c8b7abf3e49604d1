import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AppointmentCardFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { AppointmentStatusActions } from './AppointmentStatusActions';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { appointmentDetailPath } from './professional.paths';
import { calendarDateText } from './professional-format.util';

graphql(`
  fragment AppointmentCard on Appointment {
    id
    protocol
    startDate
    startTime
    endTime
    patientName
    reason
    typeName
    specialtyName
    ...AppointmentStatusChip
    ...AppointmentStatusActions
  }
`);

/**
 * One appointment of the professional's lists: time (and the date in the all-appointments list), the patient as the
 * link to the detail, status, reason and the moves allowed now. One layout for phones and desktops.
 */
export function AppointmentCard({ appointment, showDate = false }: { appointment: AppointmentCardFragment; showDate?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const detail = appointmentDetailPath(appointment.id);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="appointment-row"
      data-id={appointment.id}
      data-status={appointment.status}
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: showDate ? 150 : 96 }}>
          {showDate && (
            <Typography variant="body2" color="text.secondary" data-testid="appointment-date">
              {calendarDateText(appointment.startDate, locale)}
            </Typography>
          )}
          <Typography variant="h6" component="p" data-testid="appointment-time" sx={{ lineHeight: 1.3 }}>
            {appointment.startTime}
            <Typography component="span" variant="body2" color="text.secondary">
              {`–${appointment.endTime}`}
            </Typography>
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={detail}
              variant="subtitle1"
              underline="hover"
              data-testid="appointment-patient"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {appointment.patientName}
            </Link>
            <AppointmentStatusChip appointment={appointment} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[appointment.typeName, appointment.specialtyName, t('professional.appointment.protocol', { protocol: appointment.protocol })]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" data-testid="appointment-reason" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {appointment.reason ? (
              <>
                <Box component="span" sx={{ color: 'text.secondary' }}>{`${t('professional.appointment.reason')}: `}</Box>
                {appointment.reason}
              </>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {t('professional.appointment.noReason')}
              </Box>
            )}
          </Typography>
        </Box>
        <AppointmentStatusActions appointment={appointment} />
      </Stack>
    </Paper>
  );
}
