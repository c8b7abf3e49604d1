import { MenuItem } from '@mui/material';
import { PERIOD_CHOICES } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import { SelectField } from '../../layout/SelectField';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** Within how many days the patient would like to be seen (SPEC §9 periods), or any time (''). */
export function PreferredPeriodField({ value, onChange, error }: Props) {
  const t = useT();
  return (
    <SelectField name="period" label={t('schedule.request.period')} value={value} onChange={onChange} error={error}>
      <MenuItem value="">{t('schedule.request.anyPeriod')}</MenuItem>
      {PERIOD_CHOICES.map((days) => (
        <MenuItem key={days} value={String(days)}>
          {t('schedule.request.withinDays', { days })}
        </MenuItem>
      ))}
    </SelectField>
  );
}
