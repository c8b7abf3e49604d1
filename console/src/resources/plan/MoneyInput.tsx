import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { hundredthsToUnits, unitsToHundredths } from './plan.money';

/** Edits integer cents as reais (two decimals); the form value stays in cents. */
export const MoneyInput = ({ adornment = 'R$', ...props }: NumberInputProps & { adornment?: string }) => (
  <NumberInput
    min={0}
    step={0.01}
    format={hundredthsToUnits}
    parse={unitsToHundredths}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">{adornment}</InputAdornment> } }}
    {...props}
  />
);
