import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Holidays of 2026" between the buttons to the previous and the next year. */
export const HolidayYearNav = ({ year, onYear }: { year: number; onYear: (year: number) => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
      <IconButton aria-label={translate('resources.companies.holidays.previous_year')} onClick={() => onYear(year - 1)} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="subtitle1" data-testid="holiday-year">
        {translate('resources.companies.holidays.title', { year })}
      </Typography>
      <IconButton aria-label={translate('resources.companies.holidays.next_year')} onClick={() => onYear(year + 1)} size="small">
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
};
