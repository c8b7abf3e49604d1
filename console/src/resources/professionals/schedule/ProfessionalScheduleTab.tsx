import { useQuery } from '@apollo/client';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Button, Link, useCanAccess, useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ProfessionalRecord } from '../../../providers/professional.documents';
import { AvailabilityCalendarDocument, type ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { dateText, dayLabel, SCHEDULE_DAYS, windowText } from './schedule.format';

const t = (key: string) => `resources.professionalSchedules.${key}`;
const NEXT_DAYS = 14;

type Exception = ProfessionalScheduleRecord['extra'][number];

/** The windows of one weekday, "08:00–12:00 · 13:00–17:00", or "Not working". */
const WeekRow = ({ day, schedule }: { day: number; schedule: ProfessionalScheduleRecord }) => {
  const translate = useTranslate();
  const windows = schedule.weekly.filter((w) => w.day === day);
  return (
    <TableRow data-day={day}>
      <TableCell component="th" scope="row" sx={{ width: 180 }}>
        {translate(dayLabel(day))}
      </TableCell>
      <TableCell data-testid={`week-day-${day}`}>
        {windows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(t('not_working'))}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {windows.map((w) => {
              const label = windowText(w) ?? translate(t('all_day'));
              return <Chip key={label} label={label} size="small" color="primary" variant="outlined" />;
            })}
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
};

const ExceptionList = ({ items, kind, empty }: { items: readonly Exception[]; kind: 'extra' | 'blocked'; empty: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box data-testid={`schedule-${kind}`} sx={{ flex: '1 1 280px' }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(t(`fields.${kind}`))}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(empty)}
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {items.map((e) => (
            <Stack key={e.date} direction="row" spacing={1} alignItems="center" data-date={e.date}>
              <Typography variant="body2" sx={{ minWidth: 150 }}>
                {dateText(e.date, locale)}
              </Typography>
              <Chip size="small" color={kind === 'blocked' ? 'warning' : 'success'} label={windowText(e) ?? translate(t('all_day'))} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
};

/** The next days as the calendar computes them (weekly + extra − blocked, holidays). */
const NextDays = ({ professionalId }: { professionalId: string }) => {
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

/** The "Availability" tab of a professional's show page: the week, the exceptions and the next days. */
export const ProfessionalScheduleTab = () => {
  const record = useRecordContext<ProfessionalRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'professionalSchedules', action: 'edit' });
  const { data, error, isPending } = useGetOne<ProfessionalScheduleRecord>(
    'professionalSchedules',
    { id: record?.id ?? '' },
    { enabled: Boolean(record?.id) },
  );
  if (!record || isPending) return null;
  if (error || !data) return <Alert severity="error">{translate(t('unavailable'))}</Alert>;
  return (
    <Box data-testid="professional-schedule" sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1">{translate(t('week'))}</Typography>
        <Chip
          size="small"
          data-testid="schedule-skip-holidays"
          label={translate(t(data.skipHolidays ? 'skips_holidays' : 'works_holidays'))}
        />
        {canEdit ? (
          <Button component={Link} to={`/professionalSchedules/${encodeURIComponent(record.id)}`} label="ra.action.edit">
            <EditIcon />
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('time_zone'), { zone: data.timeZone, duration: data.appointmentDuration })}
      </Typography>
      {data.updatedAt === null ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(t('never_saved'))}
        </Alert>
      ) : null}
      <Table size="small" data-testid="schedule-week">
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('fields.day'))}</TableCell>
            <TableCell>{translate(t('fields.windows'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SCHEDULE_DAYS.map((day) => (
            <WeekRow key={day} day={day} schedule={data} />
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {translate(t('exceptions'))}
      </Typography>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <ExceptionList items={data.extra} kind="extra" empty={t('no_extra')} />
        <ExceptionList items={data.blocked} kind="blocked" empty={t('no_blocked')} />
      </Stack>
      <NextDays professionalId={record.id} />
    </Box>
  );
};
