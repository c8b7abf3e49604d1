import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { dateText, windowText } from './schedule.format';

type Exception = ProfessionalScheduleRecord['extra'][number];

type ScheduleExceptionListProps = { items: readonly Exception[]; kind: 'extra' | 'blocked'; empty: string };

/** The extra (or blocked) dates, each with its window or "All day", or a line saying there is none. */
export const ScheduleExceptionList = ({ items, kind, empty }: ScheduleExceptionListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box data-testid={`schedule-${kind}`} sx={{ flex: '1 1 280px' }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`resources.professionalSchedules.fields.${kind}`)}
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
              <Chip
                size="small"
                color={kind === 'blocked' ? 'warning' : 'success'}
                label={windowText(e) ?? translate('resources.professionalSchedules.all_day')}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
};
