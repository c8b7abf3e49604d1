import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId } from 'react';
import { useT } from '../../i18n/locale.context';
import { type AnswerValue, parseNumberAnswer } from './answers.util';

export type QuestionView = {
  id: string;
  text: string;
  kind: string;
  required: boolean;
  options: ReadonlyArray<{ id: string; text: string }>;
};

/** The answers of a 0–10 question. */
const SCALE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type Props = { question: QuestionView; value: AnswerValue | undefined; error?: string; onChange: (value: AnswerValue | undefined) => void };

/** One question of the pre-assessment, drawn by its kind (yes/no, one or several choices, a number, 0–10, text). */
export function QuestionField({ question: q, value, error, onChange }: Props) {
  const t = useT();
  const labelId = useId();
  const label = (
    <FormLabel id={labelId} required={q.required} sx={{ color: 'text.primary', fontWeight: 500 }}>
      {q.text}
    </FormLabel>
  );
  const helper = error ? <FormHelperText>{error}</FormHelperText> : null;
  const testId = `question-${q.id}`;

  if (q.kind === 'YES_NO' || q.kind === 'SINGLE_CHOICE') {
    const options =
      q.options.length > 0
        ? q.options
        : [
            { id: 'true', text: t('emergencyPerson.assessment.yes') },
            { id: 'false', text: t('emergencyPerson.assessment.no') },
          ];
    const bare = q.options.length === 0;
    return (
      <FormControl error={Boolean(error)} data-testid={testId}>
        {label}
        <RadioGroup
          aria-labelledby={labelId}
          row={q.kind === 'YES_NO'}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(bare ? e.target.value === 'true' : e.target.value)}
        >
          {options.map((o) => (
            <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.text} data-testid={`${testId}-${o.id}`} />
          ))}
        </RadioGroup>
        {helper}
      </FormControl>
    );
  }
  if (q.kind === 'MULTI_CHOICE') {
    const picked = Array.isArray(value) ? value : [];
    const toggle = (id: string) => onChange(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);
    return (
      <FormControl error={Boolean(error)} component="fieldset" data-testid={testId}>
        {label}
        <FormGroup aria-labelledby={labelId}>
          {q.options.map((o) => (
            <FormControlLabel
              key={o.id}
              control={<Checkbox checked={picked.includes(o.id)} onChange={() => toggle(o.id)} />}
              label={o.text}
              data-testid={`${testId}-${o.id}`}
            />
          ))}
        </FormGroup>
        {helper}
      </FormControl>
    );
  }
  if (q.kind === 'SCALE_0_10') {
    return (
      <FormControl error={Boolean(error)} data-testid={testId}>
        {label}
        <ToggleButtonGroup
          exclusive
          aria-labelledby={labelId}
          value={typeof value === 'number' ? value : null}
          onChange={(_e, next: number | null) => onChange(next ?? undefined)}
          sx={{ flexWrap: 'wrap', mt: 1 }}
        >
          {SCALE.map((n) => (
            <ToggleButton key={n} value={n} sx={{ minWidth: 40 }} data-testid={`${testId}-${n}`}>
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {helper}
      </FormControl>
    );
  }
  return (
    <FormControl error={Boolean(error)} data-testid={testId}>
      {label}
      <TextField
        aria-labelledby={labelId}
        value={value === undefined ? '' : String(value)}
        onChange={(e) =>
          onChange(
            q.kind === 'NUMBER'
              ? (parseNumberAnswer(e.target.value) ?? (e.target.value === '' ? undefined : e.target.value))
              : e.target.value,
          )
        }
        error={Boolean(error)}
        size="small"
        multiline={q.kind === 'TEXT'}
        slotProps={{ htmlInput: { inputMode: q.kind === 'NUMBER' ? 'decimal' : 'text', maxLength: 1000 } }}
        sx={{ mt: 1, maxWidth: q.kind === 'NUMBER' ? 200 : undefined }}
      />
      {helper}
    </FormControl>
  );
}
