import { FormControlLabel, FormHelperText, Paper, Switch } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { fieldId } from './schedule-form.util';

/** "Do not work on the clinic's holidays", with what it means and the service's error about it. */
export function SkipHolidaysField({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormControlLabel
        control={
          <Switch
            id={fieldId('skipHolidays')}
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'skip-holidays-help' } }}
          />
        }
        label={t('professional.schedule.skipHolidays')}
      />
      <FormHelperText id="skip-holidays-help" sx={{ ml: 0 }}>
        {t('professional.schedule.skipHolidaysHelp')}
      </FormHelperText>
      {error && (
        <FormHelperText error id={`${fieldId('skipHolidays')}-helper-text`} role="alert" sx={{ ml: 0, fontSize: '0.875rem' }}>
          {error}
        </FormHelperText>
      )}
    </Paper>
  );
}
