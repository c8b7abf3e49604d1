import { Box, Paper, Stack, Typography } from '@mui/material';
import type { PublicCancelAppointmentFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { StatusChip } from '../appointments/StatusChip';
import { BookingSummary } from '../schedule/BookingSummary';

/** The short link's appointment: the clinic, its status, the protocol, when (and how long) and with whom. */
export function PublicAppointmentSummary({ appointment }: { appointment: PublicCancelAppointmentFragment }) {
  const t = useT();
  const format = useDateFormat();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {appointment.companyName}
          </Typography>
          <StatusChip status={appointment.status} name={appointment.statusName} />
        </Box>
        <BookingSummary
          testId="public-appointment"
          rows={[
            { key: 'protocol', label: t('schedule.final.protocol'), value: appointment.protocol },
            {
              key: 'when',
              label: t('schedule.summary.when'),
              value: `${format.dateTime(appointment.startsAt, appointment.timeZone)} (${t('appointments.detail.minutes', { minutes: appointment.durationMinutes })})`,
            },
            {
              key: 'professional',
              label: t('schedule.summary.professional'),
              value: [appointment.professionalName, appointment.specialtyName].filter(Boolean).join(' — '),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
