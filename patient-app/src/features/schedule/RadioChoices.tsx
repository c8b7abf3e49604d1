import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Choice = { value: string; label: ReactNode; testId: string };

type Props = {
  /** The radios' name; the label's id, which names the group for screen readers, is `schedule-${name}-label`. */
  name: string;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** Said instead of the group when there is nothing to choose. */
  empty?: string;
  /** Shown under the choices. */
  children?: ReactNode;
};

/** One of several choices of a scheduling step, as radios under their label. */
export function RadioChoices({ name, label, value, onChange, choices, empty, children }: Props) {
  if (empty !== undefined && choices.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const labelId = `schedule-${name}-label`;
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup aria-labelledby={labelId} name={name} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} data-testid={choice.testId} />
        ))}
      </RadioGroup>
      {children}
    </FormControl>
  );
}
