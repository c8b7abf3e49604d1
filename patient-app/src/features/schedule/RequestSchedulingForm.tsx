import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { ContactNumberFields } from './ContactNumberFields';
import { ObservationField } from './ObservationField';
import { PreferredPeriodField } from './PreferredPeriodField';
import type { SpecialtyOption } from './SpecialtyStep';

const CreateSchedulingRequestDocument = graphql(`
  mutation CreateSchedulingRequest($input: AppointmentRequestInput!) {
    createAppointmentRequest(input: $input) {
      id
      status
      statusName
      specialtyName
    }
  }
`);

type Props = {
  /** The dependent it is for; null: the patient themself. */
  personId: string | null;
  specialties: readonly SpecialtyOption[];
  specialty: string | null;
};

/**
 * SPEC §3 Request, when no free time fits: specialty, contact number with its country code, an observation and, if
 * the patient wants, within how many days (SPEC §9 periods). The clinic calls back.
 */
export function RequestSchedulingForm({ personId, specialties, specialty }: Props) {
  const t = useT();
  const [create, { data, loading }, feedback] = useMutationFeedback(CreateSchedulingRequestDocument);
  const [form, setForm] = useState({ specialty: specialty ?? '', countryCode: '55', contactNumber: '', observation: '', period: '' });
  const set = (field: keyof typeof form, value: string) => setForm({ ...form, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    void create({
      variables: {
        input: {
          ...(personId ? { personId } : {}),
          specialty: form.specialty,
          countryCode: form.countryCode.replace(/\D/g, ''),
          contactNumber: form.contactNumber.replace(/\D/g, ''),
          ...(form.observation.trim() ? { observation: form.observation.trim() } : {}),
          ...(form.period ? { preferredPeriod: Number(form.period) } : {}),
        },
      },
    }).catch(() => undefined);
  };

  const sent = data?.createAppointmentRequest;
  if (sent) {
    return (
      <Alert severity="success" data-testid="request-sent">
        {t('schedule.request.sent', { specialty: sent.specialtyName ?? '', status: sent.statusName })}
      </Alert>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="request-scheduling-title" data-testid="request-scheduling">
      <Stack spacing={2}>
        <div>
          <Typography id="request-scheduling-title" variant="subtitle1" component="h3">
            {t('schedule.request.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('schedule.request.intro')}
          </Typography>
        </div>
        {feedback?.message && <Alert severity="error">{feedback.message}</Alert>}
        <TextField
          select
          required
          name="specialty"
          label={t('schedule.request.specialty')}
          value={form.specialty}
          onChange={(event) => set('specialty', event.target.value)}
          error={Boolean(feedback?.fieldErrors.specialty)}
          helperText={feedback?.fieldErrors.specialty}
        >
          {specialties.map((s) => (
            <MenuItem key={s.code} value={s.code}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <ContactNumberFields
          required
          values={form}
          onChange={set}
          errors={feedback?.fieldErrors}
          hint={t('schedule.request.contactHint')}
        />
        <PreferredPeriodField
          value={form.period}
          onChange={(value) => set('period', value)}
          error={feedback?.fieldErrors.preferredPeriod}
        />
        <ObservationField
          value={form.observation}
          onChange={(value) => set('observation', value)}
          error={feedback?.fieldErrors.observation}
          minRows={2}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={loading} data-testid="request-submit">
            {t('schedule.request.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
