import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { type AppointmentStatus, appointmentStatusName } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';
import { type AppointmentListParams, hasFilters, LIST_SORT_FIELDS, LIST_STATUSES, type SortOrder } from './appointment-list.params';
import { PatientPicker } from './PatientPicker';

type Props = {
  params: AppointmentListParams;
  onChange: (change: Partial<AppointmentListParams>) => void;
  /** Field errors of the last query (e.g. "to" before "from"), translated by the gateway. */
  fieldErrors: Record<string, string>;
};

/** Date range, statuses, patient and the sort of the all-appointments list; every change goes to the address. */
export function AppointmentListFilters({ params, onChange, fieldErrors }: Props) {
  const t = useT();
  const locale = useLocale();
  const toggle = (status: AppointmentStatus) =>
    onChange({ status: params.status.includes(status) ? params.status.filter((s) => s !== status) : [...params.status, status] });
  return (
    <Box component="section" aria-labelledby="filters-title" data-testid="appointment-filters">
      <Typography id="filters-title" variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('professional.filter.title')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="filter-from"
            type="date"
            label={t('professional.filter.from')}
            value={params.from ?? ''}
            onChange={(e) => onChange({ from: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-from' } }}
            fullWidth
          />
          <TextField
            id="filter-to"
            type="date"
            label={t('professional.filter.to')}
            value={params.to ?? ''}
            onChange={(e) => onChange({ to: e.target.value || null })}
            error={Boolean(fieldErrors.to)}
            helperText={fieldErrors.to}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-to' } }}
            fullWidth
          />
        </Stack>
        <Box>
          <Typography id="filter-status-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('professional.filter.status')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-labelledby="filter-status-label" sx={{ flexWrap: 'wrap' }}>
            {LIST_STATUSES.map((status) => {
              const on = params.status.includes(status);
              return (
                <Chip
                  key={status}
                  label={appointmentStatusName(status, locale)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => toggle(status)}
                  aria-pressed={on}
                  data-testid={`filter-status-${status}`}
                />
              );
            })}
          </Stack>
        </Box>
        <PatientPicker
          id="filter-patient"
          label={t('professional.filter.patient')}
          value={params.patientId}
          onChange={(patient) => onChange({ patientId: patient?.id ?? null })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            id="sort-field"
            select
            label={t('professional.sort.field')}
            value={params.sortField}
            onChange={(e) => onChange({ sortField: e.target.value as AppointmentListParams['sortField'] })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'sort-field' } }}
            sx={{ minWidth: 200 }}
          >
            {LIST_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`professional.sort.${field}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="sort-order"
            select
            label={t('professional.sort.order')}
            value={params.sortOrder}
            onChange={(e) => onChange({ sortOrder: e.target.value as SortOrder })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'sort-order' } }}
            sx={{ minWidth: 200 }}
          >
            <option value="ASC">{t('professional.sort.ASC')}</option>
            <option value="DESC">{t('professional.sort.DESC')}</option>
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            startIcon={<FilterAltOffIcon />}
            disabled={!hasFilters(params)}
            onClick={() => onChange({ from: null, to: null, status: [], patientId: null })}
            data-testid="filter-clear"
          >
            {t('professional.filter.clear')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
