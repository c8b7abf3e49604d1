import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/locale.context';
import { DateInput } from '../../layout/DateInput';
import { TimeInput } from '../../layout/TimeInput';
import { type ExceptionRow, type FieldErrors, fieldId, type WeeklyRow } from './schedule-form.util';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/**
 * One line where it fits (wrapping on a narrow desktop column); on phones the day (or date) on its own line, then all day
 * and remove, then start and end.
 */
const ROW_SX = { flexWrap: 'wrap', alignItems: 'flex-start' } as const;
/** On phones a line between rows, which take several lines each. */
const ROW_ITEM_SX = { listStyle: 'none', pb: { xs: 2, sm: 0 }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' } as const;

type RowProps<R> = {
  /** The row's field path prefix: "weekly.2", "blocked.0". */
  path: string;
  /** The row's name for screen readers: "Weekly window 3". */
  label: string;
  row: R;
  errors: FieldErrors;
  onChange: (row: R) => void;
  onRemove: () => void;
  autoFocus?: boolean;
};

/** A date or time input of a row, its error under it (helper text id: `${fieldId(path)}-helper-text`). */
function RowInput({
  path,
  label,
  type,
  value,
  error,
  onChange,
  autoFocus,
}: {
  path: string;
  label: string;
  type: 'time' | 'date';
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const common = {
    id: fieldId(path),
    name: path,
    label,
    value,
    onChange,
    error,
    autoFocus,
    size: 'small' as const,
    inputProps: { 'data-field': path },
  };
  return type === 'date' ? (
    <DateInput {...common} sx={{ width: { xs: '100%', sm: 180 } }} />
  ) : (
    <TimeInput {...common} sx={{ width: { xs: 'calc(50% - 6px)', sm: 150 }, order: { xs: 2, sm: 0 } }} />
  );
}

/** The all-day switch of a row, with its own error (a conflict of an all-day window lands here). */
function AllDayInput({
  path,
  checked,
  error,
  onChange,
}: {
  path: string;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
}) {
  const t = useT();
  const id = fieldId(path);
  return (
    <FormControl error={Boolean(error)} sx={{ minWidth: 110, pt: { sm: 0.5 }, order: { xs: 1, sm: 0 } }}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={path}
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? `${id}-helper-text` : undefined, ...({ 'data-field': path } as object) } }}
          />
        }
        label={t('professional.schedule.allDay')}
      />
      {error && <FormHelperText id={`${id}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
  );
}

type TimedRow = { allDay: boolean; start: string; end: string };

function TimeInputs<R extends TimedRow>({ path, row, errors, onChange }: Omit<RowProps<R>, 'label' | 'onRemove'>) {
  const t = useT();
  if (row.allDay) return null;
  return (
    <>
      <RowInput
        path={`${path}.start`}
        label={t('professional.schedule.start')}
        type="time"
        value={row.start}
        error={errors[`${path}.start`]}
        onChange={(start) => onChange({ ...row, start })}
      />
      <RowInput
        path={`${path}.end`}
        label={t('professional.schedule.end')}
        type="time"
        value={row.end}
        error={errors[`${path}.end`]}
        onChange={(end) => onChange({ ...row, end })}
      />
    </>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT();
  const text = t('professional.schedule.remove', { row: label });
  return (
    <Tooltip title={text}>
      <IconButton onClick={onRemove} aria-label={text} sx={{ ml: { xs: 'auto', sm: 0 }, order: { xs: 1, sm: 3 } }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

/** A row's frame: its first input (the day or the date), then all day, start–end and the remove button. */
function RowFrame<R extends TimedRow>({
  testId,
  path,
  label,
  row,
  errors,
  onChange,
  onRemove,
  children,
}: RowProps<R> & { testId: string; children: ReactNode }) {
  return (
    // The list item stays a list item; the group of the row's fields is inside it.
    <Box component="li" data-testid={testId} sx={ROW_ITEM_SX}>
      <Stack direction="row" spacing={1.5} useFlexGap role="group" aria-label={label} sx={ROW_SX}>
        {children}
        <AllDayInput
          path={`${path}.allDay`}
          checked={row.allDay}
          error={errors[`${path}.allDay`]}
          onChange={(allDay) => onChange({ ...row, allDay })}
        />
        <TimeInputs path={path} row={row} errors={errors} onChange={onChange} />
        <RemoveButton label={label} onRemove={onRemove} />
      </Stack>
    </Box>
  );
}

/** A weekly window: weekday, all day or start–end. */
export function WeeklyRowFields(props: RowProps<WeeklyRow>) {
  const { path, row, errors, onChange, autoFocus } = props;
  const t = useT();
  const dayError = errors[`${path}.day`];
  return (
    <RowFrame testId="weekly-row" {...props}>
      <TextField
        id={fieldId(`${path}.day`)}
        name={`${path}.day`}
        select
        label={t('professional.schedule.day')}
        value={row.day}
        onChange={(e) => onChange({ ...row, day: Number(e.target.value) })}
        error={Boolean(dayError)}
        helperText={dayError}
        autoFocus={autoFocus}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-field': `${path}.day` } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        {DAYS.map((day) => (
          <option key={day} value={day}>
            {t(`professional.day.${day}`)}
          </option>
        ))}
      </TextField>
    </RowFrame>
  );
}

/** An extra or blocked date: the date, all day or start–end. */
export function ExceptionRowFields(props: RowProps<ExceptionRow>) {
  const { path, row, errors, onChange, autoFocus } = props;
  const t = useT();
  return (
    <RowFrame testId="exception-row" {...props}>
      <RowInput
        path={`${path}.date`}
        label={t('professional.schedule.date')}
        type="date"
        value={row.date}
        error={errors[`${path}.date`]}
        onChange={(date) => onChange({ ...row, date })}
        autoFocus={autoFocus}
      />
    </RowFrame>
  );
}
