import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dateToIso, isoToDate } from './date-input.util';
import { useTypedPickerValue } from './typed-picker-value.hook';

export type DateInputProps = {
  id: string;
  name?: string;
  label: string;
  /** `yyyy-MM-dd`, '' when empty (date-input.util). */
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it. */
  error?: string | null;
  /** On the hidden input that holds the value (the e2e tests find the field by it). */
  testId?: string;
  /** Other attributes of that hidden input (the schedule editor's `data-field`). */
  inputProps?: Record<string, string>;
  required?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A birth date opens on the years. */
  openTo?: 'year' | 'day';
  disableFuture?: boolean;
};

/**
 * A typed date in the page's language (dd/mm/aaaa in Portuguese, mm/dd/yyyy in English) with a calendar beside it: MUI X's
 * DatePicker under the app's LocalizationProvider (AppThemeProvider). The form gets `yyyy-MM-dd` as before.
 */
export function DateInput({
  id,
  name,
  label,
  value,
  onChange,
  error,
  testId,
  inputProps,
  required,
  autoFocus,
  fullWidth,
  size,
  sx,
  openTo,
  disableFuture,
}: DateInputProps) {
  const { date, change } = useTypedPickerValue(value, isoToDate, dateToIso, onChange);
  return (
    <DatePicker
      label={label}
      value={date}
      onChange={change}
      openTo={openTo}
      views={openTo === 'year' ? ['year', 'month', 'day'] : undefined}
      disableFuture={disableFuture}
      autoFocus={autoFocus}
      slotProps={{
        textField: {
          id,
          name: name ?? id,
          required,
          fullWidth,
          size,
          sx,
          error: Boolean(error),
          helperText: error,
          inputProps: { ...inputProps, ...(testId ? { 'data-testid': testId } : {}) },
        },
      }}
    />
  );
}
