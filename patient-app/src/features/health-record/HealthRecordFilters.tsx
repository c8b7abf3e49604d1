import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { type HealthRecordParams, hasRecordFilters, RECORD_TYPES, toggleType } from './health-record.params';

type Props = {
  params: HealthRecordParams;
  onChange: (change: Partial<HealthRecordParams>) => void;
  /** The professionals of the person's appointments. */
  professionals: ReadonlyArray<{ id: string; name: string }>;
  /** Field errors of the last query ("to" before "from"), translated by the gateway. */
  fieldErrors: Record<string, string>;
};

/** The record's filters: item types, a period of days and a professional; every change goes to the address. */
export function HealthRecordFilters({ params, onChange, professionals, fieldErrors }: Props) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="record-filters-title" data-testid="record-filters">
      <Typography id="record-filters-title" variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('healthRecord.filters')}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <Typography id="record-types-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('healthRecord.types')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-labelledby="record-types-label" sx={{ flexWrap: 'wrap' }}>
            {RECORD_TYPES.map((type) => {
              const on = params.types.includes(type);
              return (
                <Chip
                  key={type}
                  label={t(`professional.historyType.${type}`)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => onChange({ types: toggleType(params.types, type) })}
                  aria-pressed={on}
                  data-testid={`record-type-${type}`}
                />
              );
            })}
          </Stack>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="record-from"
            type="date"
            label={t('healthRecord.from')}
            value={params.from ?? ''}
            onChange={(e) => onChange({ from: e.target.value || null })}
            error={Boolean(fieldErrors.from)}
            helperText={fieldErrors.from}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'record-from' } }}
            fullWidth
          />
          <TextField
            id="record-to"
            type="date"
            label={t('healthRecord.to')}
            value={params.to ?? ''}
            onChange={(e) => onChange({ to: e.target.value || null })}
            error={Boolean(fieldErrors.to)}
            helperText={fieldErrors.to}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'record-to' } }}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            id="record-professional"
            select
            label={t('healthRecord.professional')}
            value={params.professionalId ?? ''}
            onChange={(e) => onChange({ professionalId: e.target.value || null })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'record-professional' } }}
            sx={{ minWidth: { sm: 280 } }}
            fullWidth
          >
            <option value="">{t('healthRecord.anyProfessional')}</option>
            {professionals.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            startIcon={<FilterAltOffIcon />}
            disabled={!hasRecordFilters(params)}
            onClick={() => onChange({ types: [], from: null, to: null, professionalId: null })}
            data-testid="record-clear"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('healthRecord.clear')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
