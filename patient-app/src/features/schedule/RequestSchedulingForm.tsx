import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PERIOD_CHOICES } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
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
  const locale = useLocale();
  const [create, { data, loading, error }] = useMutation(CreateSchedulingRequestDocument);
  const [form, setForm] = useState({ specialty: specialty ?? '', countryCode: '55', contactNumber: '', observation: '', period: '' });
  const feedback = error ? feedbackFromError(error, locale) : null;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

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
          onChange={set('specialty')}
          error={Boolean(feedback?.fieldErrors.specialty)}
          helperText={feedback?.fieldErrors.specialty}
        >
          {specialties.map((s) => (
            <MenuItem key={s.code} value={s.code}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <TextField
            required
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
            required
            fullWidth
            name="contactNumber"
            type="tel"
            autoComplete="tel-national"
            label={t('schedule.request.contactNumber')}
            value={form.contactNumber}
            onChange={set('contactNumber')}
            error={Boolean(feedback?.fieldErrors.contactNumber)}
            helperText={feedback?.fieldErrors.contactNumber ?? t('schedule.request.contactHint')}
          />
        </Stack>
        <TextField
          select
          name="period"
          label={t('schedule.request.period')}
          value={form.period}
          onChange={set('period')}
          error={Boolean(feedback?.fieldErrors.preferredPeriod)}
          helperText={feedback?.fieldErrors.preferredPeriod}
        >
          <MenuItem value="">{t('schedule.request.anyPeriod')}</MenuItem>
          {PERIOD_CHOICES.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {t('schedule.request.withinDays', { days })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={2}
          name="observation"
          label={t('schedule.request.observation')}
          value={form.observation}
          onChange={set('observation')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          error={Boolean(feedback?.fieldErrors.observation)}
          helperText={feedback?.fieldErrors.observation}
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
