import { Alert, Box, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { PERIOD_CHOICES } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import type { ReturnRequestInput } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

type Props = {
  appointmentId: string;
  /** Sends the request (requestReturnAppointment); its answer or refusal comes back through the page. */
  onSend: (input: ReturnRequestInput) => void;
  sending: boolean;
  /** The last refusal: the appointment's reasons above the form, the fields' under them. */
  feedback: Feedback | null;
};

/** The return request: an observation, a period and a contact number (the patient's phone when left blank). */
export function ReturnRequestForm({ appointmentId, onSend, sending, feedback }: Props) {
  const t = useT();
  const [form, setForm] = useState({ observation: '', period: '', countryCode: '55', contactNumber: '' });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const digits = form.contactNumber.replace(/\D/g, '');
    onSend({
      appointmentId,
      ...(form.observation.trim() ? { observation: form.observation.trim() } : {}),
      ...(form.period ? { preferredPeriod: Number(form.period) } : {}),
      ...(digits ? { contactNumber: digits, countryCode: form.countryCode.replace(/\D/g, '') } : {}),
    });
  };

  // The refusals of a return (not finished, already asked) are about the appointment: said above the form.
  const refusal = feedback ? (feedback.message ?? feedback.fieldErrors.appointmentId ?? null) : null;
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        {refusal && (
          <Alert severity="error" role="alert" data-testid="return-error">
            {refusal}
          </Alert>
        )}
        <TextField
          multiline
          minRows={3}
          name="observation"
          label={t('schedule.request.observation')}
          value={form.observation}
          onChange={set('observation')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          error={Boolean(feedback?.fieldErrors.observation)}
          helperText={feedback?.fieldErrors.observation}
        />
        <TextField select name="period" label={t('schedule.request.period')} value={form.period} onChange={set('period')}>
          <MenuItem value="">{t('schedule.request.anyPeriod')}</MenuItem>
          {PERIOD_CHOICES.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {t('schedule.request.withinDays', { days })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <TextField
            name="countryCode"
            label={t('schedule.request.countryCode')}
            value={form.countryCode}
            onChange={set('countryCode')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 }, input: { startAdornment: <span aria-hidden>+</span> } }}
            error={Boolean(feedback?.fieldErrors.countryCode)}
            helperText={feedback?.fieldErrors.countryCode}
            sx={{ width: 120, flexShrink: 0 }}
          />
          <TextField
            fullWidth
            name="contactNumber"
            type="tel"
            autoComplete="tel-national"
            label={t('schedule.request.contactNumber')}
            value={form.contactNumber}
            onChange={set('contactNumber')}
            error={Boolean(feedback?.fieldErrors.contactNumber)}
            helperText={feedback?.fieldErrors.contactNumber ?? t('appointments.return.contactHint')}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={sending} data-testid="return-submit">
            {t('appointments.return.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
