import { useQuery } from '@apollo/client/react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { addDays } from '@teleconsulta/schema';
import { type Ref, useImperativeHandle } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { calendarDateText } from './professional-format.util';

const AvailabilityCalendarDocument = graphql(`
  query MyAvailabilityCalendar($id: ID!, $from: Date!, $to: Date!) {
    availabilityCalendar(professionalId: $id, from: $from, to: $to) {
      date
      weekday
      holiday {
        key
        kind
        name
        closed
      }
      holidaySkipped
      hasExtra
      hasBlocked
      windows {
        start
        end
      }
      minutes
    }
  }
`);

/** How many days the calendar shows, today included. */
export const CALENDAR_DAYS = 14;

export type CalendarHandle = { refresh: () => void };

/**
 * The next days of the availability as the service computes them (weekly + extra − blocked, closed holidays skipped),
 * with the holidays named in the user's language. Booked appointments are not subtracted: these are working hours.
 */
export function AvailabilityCalendar({ professionalId, today, ref }: { professionalId: string; today: string; ref?: Ref<CalendarHandle> }) {
  const t = useT();
  const locale = useLocale();
  const to = addDays(today, CALENDAR_DAYS - 1);
  const { data, previousData, error, refetch } = useQuery(AvailabilityCalendarDocument, {
    variables: { id: professionalId, from: today, to },
  });
  useImperativeHandle(ref, () => ({ refresh: () => void refetch().catch(() => undefined) }), [refetch]);
  const days = (data ?? previousData)?.availabilityCalendar;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calendar-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="availability-calendar"
    >
      <Typography id="calendar-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('professional.calendar.title', { days: CALENDAR_DAYS })}
      </Typography>
      {error && <ErrorAlert error={error} />}
      {!days && !error && <RouteLoading />}
      {days && (
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gap: 1,
            p: 0,
            m: 0,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
          }}
        >
          {days.map((day) => {
            const working = day.windows.length > 0;
            return (
              <Paper
                key={day.date}
                component="li"
                variant="outlined"
                data-testid="calendar-day"
                data-date={day.date}
                sx={{
                  listStyle: 'none',
                  p: 1,
                  minWidth: 0,
                  bgcolor: working ? 'background.paper' : 'action.hover',
                  borderColor: day.date === today ? 'primary.main' : undefined,
                  borderWidth: day.date === today ? 2 : 1,
                }}
              >
                <Typography variant="subtitle2" component="p" sx={{ lineHeight: 1.3 }}>
                  {calendarDateText(day.date, locale, { year: false })}
                </Typography>
                {day.date === today && (
                  <Typography variant="caption" color="primary" component="p">
                    {t('professional.calendar.today')}
                  </Typography>
                )}
                <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
                  {day.holiday && (
                    <Chip
                      size="small"
                      color={day.holidaySkipped ? 'warning' : 'default'}
                      variant="outlined"
                      label={day.holiday.name}
                      title={day.holidaySkipped ? t('professional.calendar.holidaySkipped') : t('professional.calendar.holiday')}
                      data-testid="calendar-holiday"
                      sx={{ maxWidth: '100%' }}
                    />
                  )}
                  {day.hasBlocked && <Chip size="small" color="error" variant="outlined" label={t('professional.calendar.blocked')} />}
                  {day.hasExtra && <Chip size="small" color="success" variant="outlined" label={t('professional.calendar.extra')} />}
                  {working ? (
                    day.windows.map((w) => (
                      <Typography key={w.start} variant="body2" data-testid="calendar-window">
                        {w.start === '00:00' && w.end === '24:00' ? t('professional.schedule.allDay') : `${w.start}–${w.end}`}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2" color="text.secondary" data-testid="calendar-off">
                      {t('professional.calendar.notWorking')}
                    </Typography>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
