import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { dayLabel, SCHEDULE_DAYS, windowText } from './schedule.format';

const t = (key: string) => `resources.professionalSchedules.${key}`;

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

/** The professional's week, one row per weekday. */
export const ScheduleWeekTable = ({ schedule }: { schedule: ProfessionalScheduleRecord }) => {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="schedule-week">
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('fields.day'))}</TableCell>
          <TableCell>{translate(t('fields.windows'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {SCHEDULE_DAYS.map((day) => (
          <WeekRow key={day} day={day} schedule={schedule} />
        ))}
      </TableBody>
    </Table>
  );
};
