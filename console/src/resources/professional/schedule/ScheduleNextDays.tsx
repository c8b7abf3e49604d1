import { useQuery } from '@apollo/client';
import { Box, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { AvailabilityCalendarDocument } from '../../../providers/schedule.documents';
import { dateText } from './schedule.format';

const t = (key: string) => `resources.professionalSchedules.${key}`;
const NEXT_DAYS = 14;

/** The next days as the calendar computes them (weekly + extra − blocked, holidays). */
export const ScheduleNextDays = ({ professionalId }: { professionalId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useQuery(AvailabilityCalendarDocument, { variables: { professionalId }, fetchPolicy: 'network-only' });
  if (error || !data) return null;
  const days = data.availabilityCalendar.slice(0, NEXT_DAYS);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" gutterBottom>
        {translate(t('next_days'), { count: NEXT_DAYS })}
      </Typography>
      <Table size="small" data-testid="schedule-next-days">
        <TableBody>
          {days.map((d) => (
            <TableRow key={d.date} data-date={d.date}>
              <TableCell sx={{ width: 180 }}>{dateText(d.date, locale)}</TableCell>
              <TableCell>
                {d.windows.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {translate(t('not_working'))}
                  </Typography>
                ) : (
                  d.windows.map((w) => `${w.start}–${w.end}`).join(' · ')
                )}
                {d.hasBlocked ? <Chip size="small" sx={{ ml: 1 }} color="warning" label={translate(t('blocked_day'))} /> : null}
                {d.hasExtra ? <Chip size="small" sx={{ ml: 1 }} color="success" label={translate(t('extra_day'))} /> : null}
                {d.holiday ? (
                  <Chip
                    size="small"
                    sx={{ ml: 1 }}
                    variant="outlined"
                    label={d.holidaySkipped ? `${d.holiday.name} (${translate(t('holiday_skipped'))})` : d.holiday.name}
                  />
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ width: 80 }}>
                {d.minutes > 0
                  ? translate(t('hours'), { hours: (d.minutes / 60).toLocaleString(locale, { maximumFractionDigits: 1 }) })
                  : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
