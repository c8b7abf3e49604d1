import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Button, Link, useCanAccess, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { ProfessionalRecord } from '../../../providers/professional.documents';
import type { ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { ScheduleExceptionList } from './ScheduleExceptionList';
import { ScheduleNextDays } from './ScheduleNextDays';
import { ScheduleWeekTable } from './ScheduleWeekTable';

const t = (key: string) => `resources.professionalSchedules.${key}`;

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
      <ScheduleWeekTable schedule={data} />
      <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {translate(t('exceptions'))}
      </Typography>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <ScheduleExceptionList items={data.extra} kind="extra" empty={t('no_extra')} />
        <ScheduleExceptionList items={data.blocked} kind="blocked" empty={t('no_blocked')} />
      </Stack>
      <ScheduleNextDays professionalId={record.id} />
    </Box>
  );
};
