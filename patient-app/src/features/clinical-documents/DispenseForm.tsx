import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { format, UF_ACRONYMS } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { DispensingExtent, DispensingInput } from '../../gql/graphql';
import type { MessageKey } from '../../i18n/en';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { type DispenseFormState, dispensingInput, emptyDispenseForm, missingDispenseFields } from './dispense-form.util';
import type { DocumentProblem } from './document-errors.util';

type Props = {
  onDispense: (input: DispensingInput) => void;
  busy: boolean;
  /** The last refusal: its message above the button, the fields' under their inputs. */
  problem: DocumentProblem | null;
};

type TextFieldName = 'secret' | 'pharmacistName' | 'pharmacistRegistration' | 'remarks';

const LABELS: Record<keyof DispenseFormState, MessageKey> = {
  secret: 'clinicalDocuments.dispense.secret',
  pharmacistName: 'clinicalDocuments.dispense.pharmacistName',
  pharmacistRegistration: 'clinicalDocuments.dispense.pharmacistRegistration',
  pharmacistState: 'clinicalDocuments.dispense.pharmacistState',
  extent: 'clinicalDocuments.dispense.extent',
  remarks: 'clinicalDocuments.dispense.remarks',
};

/** The pharmacy's "Record dispensing": the code printed on the paper, the pharmacist and CRF, whole or partial, remarks. */
export function DispenseForm({ onDispense, busy, problem }: Props) {
  const t = useT();
  const locale = useLocale();
  const [form, setForm] = useState<DispenseFormState>(emptyDispenseForm);
  const [missing, setMissing] = useState<string[]>([]);
  const errorOf = (field: keyof DispenseFormState) =>
    problem?.fieldErrors[field] ?? (missing.includes(field) ? format('required', locale, t(LABELS[field])) : undefined);
  const set = (field: keyof DispenseFormState, value: string) => {
    setForm({ ...form, [field]: value });
    setMissing(missing.filter((m) => m !== field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = missingDispenseFields(form);
    setMissing(blank);
    if (blank.length === 0 && !busy) onDispense(dispensingInput(form));
  };

  const text = (field: TextFieldName, extra: { maxLength: number; multiline?: boolean; helperText?: string; autoComplete?: string }) => {
    const error = errorOf(field);
    return (
      <TextField
        id={`dispense-${field}`}
        name={field}
        label={t(LABELS[field])}
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        error={Boolean(error)}
        helperText={error ?? extra.helperText}
        required={field !== 'remarks'}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        autoComplete={extra.autoComplete ?? 'off'}
        fullWidth
        slotProps={{ htmlInput: { maxLength: extra.maxLength, 'data-testid': `dispense-${field}` } }}
      />
    );
  };

  const stateError = errorOf('pharmacistState');
  const extentError = errorOf('extent');
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="dispense-form">
      <Stack spacing={2}>
        <SectionHeading title={t('clinicalDocuments.dispense.title')} intro={t('clinicalDocuments.dispense.intro')} />
        <Box sx={{ maxWidth: { sm: 280 } }}>{text('secret', { maxLength: 64 })}</Box>
        {text('pharmacistName', { maxLength: 200, autoComplete: 'name' })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('pharmacistRegistration', { maxLength: 20 })}
          <TextField
            id="dispense-pharmacistState"
            select
            label={t(LABELS.pharmacistState)}
            value={form.pharmacistState}
            onChange={(e) => set('pharmacistState', e.target.value)}
            error={Boolean(stateError)}
            helperText={stateError}
            required
            fullWidth
            sx={{ maxWidth: { sm: 200 } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dispense-pharmacistState' } }}
          >
            <option value="" />
            {UF_ACRONYMS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </TextField>
        </Stack>
        <FormControl error={Boolean(extentError)}>
          <FormLabel id="dispense-extent-label">{t(LABELS.extent)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="dispense-extent-label"
            value={form.extent}
            onChange={(e) => set('extent', e.target.value as DispensingExtent)}
            data-testid="dispense-extent"
          >
            {(['WHOLE', 'PARTIAL'] as const).map((extent) => (
              <FormControlLabel
                key={extent}
                value={extent}
                control={<Radio slotProps={{ input: { 'data-testid': `dispense-extent-${extent}` } as object }} />}
                label={t(`clinicalDocuments.dispense.extent.${extent}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {text('remarks', { maxLength: 500, multiline: true, helperText: t('clinicalDocuments.dispense.remarksHint') })}
        {problem?.message && (
          <Alert severity="error" role="alert" data-testid="dispense-error">
            {problem.message}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={busy} data-testid="dispense-submit">
            {t('clinicalDocuments.dispense.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
