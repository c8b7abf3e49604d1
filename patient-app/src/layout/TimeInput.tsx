import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useLocale } from '../i18n/locale.context';
import type { DateInputProps } from './DateInput';
import { dateToHhmm, hhmmToDate } from './date-input.util';
import { useTypedPickerValue } from './typed-picker-value.hook';

type Props = Pick<DateInputProps, 'id' | 'name' | 'label' | 'onChange' | 'error' | 'autoFocus' | 'size' | 'sx' | 'inputProps'> & {
  /** `HH:mm` (24-hour), '' when empty (date-input.util). */
  value: string;
};

/**
 * A typed time in the page's language: 24-hour in Portuguese, hour:minute AM/PM in English (MUI X's TimePicker). The
 * form gets `HH:mm` in 24 hours either way.
 */
export function TimeInput({ id, name, label, value, onChange, error, autoFocus, size, sx, inputProps }: Props) {
  const locale = useLocale();
  const { date, change } = useTypedPickerValue(value, hhmmToDate, dateToHhmm, onChange);
  return (
    <TimePicker
      label={label}
      value={date}
      onChange={change}
      ampm={locale === 'en'}
      autoFocus={autoFocus}
      slotProps={{
        textField: { id, name: name ?? id, size, sx, error: Boolean(error), helperText: error, inputProps },
      }}
    />
  );
}
