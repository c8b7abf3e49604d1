import { Alert, Box, Typography } from '@mui/material';
import { COMPANY_HOLIDAY_WRITE_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { HolidayAddForm } from './HolidayAddForm';
import { HolidayTable } from './HolidayTable';
import { HolidayYearNav } from './HolidayYearNav';
import { useCompanyHolidays } from './use-company-holidays';

const t = (key: string) => `resources.companies.holidays.${key}`;

/**
 * A company's "Holidays" tab: the year's national, state and clinic holidays (the set every schedule that skips
 * holidays uses), and for administrators and managers a form to add a clinic holiday, "mark as worked" on national and
 * state ones, and "remove" on the clinic's own. Every change replaces the year's own holidays on the server.
 */
export const CompanyHolidaysTab = () => {
  const record = useRecordContext<{ id: string; state?: string | null }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<Role[]>();
  const canEdit = hasAnyRole(permissions ?? [], COMPANY_HOLIDAY_WRITE_ROLES);
  const { current, error, loading, saving, errors, setYear, add, toggleWorked, remove } = useCompanyHolidays(record?.id);
  if (!record) return null;
  if (error) return <Alert severity="error">{translate(t('unavailable'))}</Alert>;
  if (!current) return loading ? null : <Alert severity="error">{translate(t('unavailable'))}</Alert>;

  return (
    <Box data-testid="company-holidays" sx={{ width: '100%' }}>
      <HolidayYearNav year={current.year} onYear={setYear} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {current.state ? translate(t('intro'), { state: current.state }) : translate(t('no_state'))}
      </Typography>
      {canEdit ? <HolidayAddForm year={current.year} saving={saving} onAdd={add} /> : null}
      {errors.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="holiday-error">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <HolidayTable holidays={current.holidays} canEdit={canEdit} saving={saving} onToggleWorked={toggleWorked} onRemove={remove} />
    </Box>
  );
};
