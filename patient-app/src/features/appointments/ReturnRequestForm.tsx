import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import type { ReturnRequestInput } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { ContactNumberFields } from '../schedule/ContactNumberFields';
import { ObservationField } from '../schedule/ObservationField';
import { PreferredPeriodField } from '../schedule/PreferredPeriodField';

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
  const set = (field: keyof typeof form, value: string) => setForm({ ...form, [field]: value });

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
        <ObservationField
          value={form.observation}
          onChange={(value) => set('observation', value)}
          error={feedback?.fieldErrors.observation}
          minRows={3}
        />
        <PreferredPeriodField value={form.period} onChange={(value) => set('period', value)} />
        <ContactNumberFields values={form} onChange={set} errors={feedback?.fieldErrors} hint={t('appointments.return.contactHint')} />
        <Box>
          <Button type="submit" variant="contained" disabled={sending} data-testid="return-submit">
            {t('appointments.return.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
