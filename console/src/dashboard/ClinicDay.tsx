import { Alert, Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';
import { AppointmentsTodayCard } from './AppointmentsTodayCard';
import { EmergencyQueuesCard } from './EmergencyQueuesCard';
import { LiveChip } from './LiveChip';
import { UnreadMessagesCard } from './UnreadMessagesCard';
import { useClinicDay } from './use-clinic-day';

/** The clinic's day for its staff, live: today's appointments, the emergency queues and the unread messages. */
export const ClinicDay = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dashboard, error, live } = useClinicDay();

  if (error && !dashboard) {
    const { message } = toGatewayError(error);
    return (
      <Alert severity="error" data-testid="dashboard-error" sx={{ mt: 2 }}>
        {translate(message, { _: message })}
      </Alert>
    );
  }
  if (!dashboard) return null;
  const day = new Date(`${dashboard.date}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-US' : 'pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <Box mt={2} data-testid="clinic-day" data-date={dashboard.date}>
      <Stack direction="row" alignItems="center" spacing={1} mb={1}>
        <Typography component="h2" variant="subtitle1">
          {translate('app.dashboard.today', { date: day })}
        </Typography>
        <LiveChip live={live} testIdPrefix="dashboard" catalogue="app.dashboard" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="stretch">
        <AppointmentsTodayCard date={dashboard.date} counts={dashboard.appointments} />
        <EmergencyQueuesCard emergency={dashboard.emergency} />
        <UnreadMessagesCard unread={dashboard.messages.unread} />
      </Stack>
    </Box>
  );
};
