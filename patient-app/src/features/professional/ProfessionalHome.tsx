import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { now as clockNow, dateInZone } from '@teleconsulta/schema';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { AppointmentCard } from './AppointmentCard';
import { useMyProfessional } from './my-professional.hook';
import { ProfessionalDaySummary } from './ProfessionalDaySummary';
import type { ProfessionalViewer } from './ProfessionalOnly';
import { calendarDateText, timeText } from './professional-format.util';
import { REFRESH_INTERVAL_MS, useMinuteClock, useRefreshOnFocus } from './refresh.hook';

const TodayAppointmentsDocument = graphql(`
  query TodayAppointments($day: Date!) {
    appointments(page: 1, perPage: 100, sortField: START, sortOrder: ASC, filter: { from: $day, to: $day }) {
      total
      items {
        id
        startsAt
        endsAt
        status
        patientName
        ...AppointmentCard
      }
    }
  }
`);

/**
 * The professional's home (SPEC §2 today's list): the signed-in doctor's appointments of today in the clinic's time
 * zone, in time order, each with the moves allowed now. No subscription reaches professionals, so the list reads the
 * server again every minute while the tab is visible and whenever the doctor comes back to it.
 */
export function ProfessionalHome({ viewer }: { viewer: ProfessionalViewer }) {
  const t = useT();
  const locale = useLocale();
  const now = useMinuteClock();
  const mine = useMyProfessional();
  const timeZone = mine.professional?.schedule?.timeZone;
  const day = timeZone ? dateInZone(timeZone, now) : null;
  const { data, previousData, error, refetch, loading, networkStatus } = useQuery(TodayAppointmentsDocument, {
    variables: { day: day ?? '' },
    skip: !day,
    pollInterval: REFRESH_INTERVAL_MS,
    skipPollAttempt: () => document.visibilityState !== 'visible',
    notifyOnNetworkStatusChange: true,
  });
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const page = data ?? previousData;
  // Every answer (a poll, a refetch, a new day) stamps the time, even when nothing changed.
  useEffect(() => {
    if (networkStatus === NetworkStatus.ready && data) setUpdatedAt(clockNow());
  }, [networkStatus, data]);
  useRefreshOnFocus(() => void refetch().catch(() => undefined));

  return (
    <Stack spacing={3} data-testid="professional-home">
      <Box>
        <PageTitle>{t('home.greeting', { name: viewer.name })}</PageTitle>
        {day && (
          <Typography color="text.secondary" data-testid="today-date">
            {t('professional.today', { date: calendarDateText(day, locale) })}
          </Typography>
        )}
      </Box>
      {page && timeZone && <ProfessionalDaySummary items={page.appointments.items} now={now} timeZone={timeZone} />}
      <Paper variant="outlined" component="section" aria-labelledby="today-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="today-list-title" variant="h6" component="h2">
            {t('professional.todayList')}
          </Typography>
          <Button size="small" startIcon={<RefreshIcon />} onClick={() => void refetch().catch(() => undefined)} disabled={!day || loading}>
            {t('professional.refresh')}
          </Button>
        </Stack>
        {mine.error && <ErrorAlert error={mine.error} />}
        {mine.loaded && !mine.professional && (
          <Alert severity="info" data-testid="no-professional-record">
            {t('professional.noRecord')}
          </Alert>
        )}
        {error && <ErrorAlert error={error} />}
        {!page && !error && !(mine.loaded && !mine.professional) && !mine.error && <RouteLoading />}
        {page && page.appointments.items.length === 0 && (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 5, color: 'text.secondary' }}>
            <EventAvailableOutlinedIcon fontSize="large" aria-hidden />
            <Typography data-testid="today-list-empty">{t('professional.emptyToday')}</Typography>
          </Stack>
        )}
        {page && page.appointments.items.length > 0 && (
          <Stack component="ol" spacing={1.5} data-testid="today-list" sx={{ p: 0, m: 0 }}>
            {page.appointments.items.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} />
            ))}
          </Stack>
        )}
        {updatedAt && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }} aria-live="polite" data-testid="today-updated">
            {t('professional.updatedAt', { time: timeText(updatedAt, locale) })}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
