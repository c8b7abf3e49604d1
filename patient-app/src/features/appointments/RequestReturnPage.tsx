import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { errorText, PERIOD_CHOICES } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { appointmentDetailPath } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from './appointment-time.hook';

const ReturnAppointmentDocument = graphql(`
  query ReturnAppointment($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      status
      statusName
      startsAt
      timeZone
      professionalName
      specialtyName
      patientName
    }
  }
`);

const RequestReturnDocument = graphql(`
  mutation PatientRequestReturn($input: ReturnRequestInput!) {
    requestReturnAppointment(input: $input) {
      id
      status
      statusName
      appointmentProtocol
    }
  }
`);

const RETURNABLE = new Set(['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT']);

/**
 * /appointment/requestreturnappointment/:id (SPEC §2 return request): the patient asks the clinic for a return
 * consultation of a finished attendance, with an observation, a period and a contact number (the patient's phone
 * when left blank).
 */
export default function RequestReturnPage() {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const { id = '' } = useParams();
  const { data, error } = useQuery(ReturnAppointmentDocument, { variables: { id } });
  const [send, sent] = useMutation(RequestReturnDocument);
  const [form, setForm] = useState({ observation: '', period: '', countryCode: '55', contactNumber: '' });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const feedback = sent.error ? feedbackFromError(sent.error, locale) : null;

  if (error) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const appointment = data.appointment;
  const title = (
    <Typography variant="h4" component="h1">
      {t('appointments.return.pageTitle')}
    </Typography>
  );
  if (!appointment) {
    return (
      <Stack spacing={3}>
        {title}
        <Alert severity="warning" data-testid="appointment-not-found">
          {errorText('NOT_FOUND', locale)}
        </Alert>
      </Stack>
    );
  }
  const back = (
    <Box>
      <Button component={RouterLink} to={appointmentDetailPath(appointment.id)}>
        {t('appointments.return.back')}
      </Button>
    </Box>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent.loading) return;
    const digits = form.contactNumber.replace(/\D/g, '');
    void send({
      variables: {
        input: {
          appointmentId: appointment.id,
          ...(form.observation.trim() ? { observation: form.observation.trim() } : {}),
          ...(form.period ? { preferredPeriod: Number(form.period) } : {}),
          ...(digits ? { contactNumber: digits, countryCode: form.countryCode.replace(/\D/g, '') } : {}),
        },
      },
    }).catch(() => undefined);
  };

  const request = sent.data?.requestReturnAppointment;
  // The refusals of a return (not finished, already asked) are about the appointment: said above the form.
  const refusal = feedback ? (feedback.message ?? feedback.fieldErrors.appointmentId ?? null) : null;
  return (
    <Stack spacing={3} data-testid="request-return-page">
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography data-testid="return-appointment">
          {t('appointments.return.of', {
            protocol: appointment.protocol,
            professional: appointment.professionalName ?? '—',
            when: format.dateTime(appointment.startsAt, appointment.timeZone),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {appointment.patientName} · {appointment.statusName}
        </Typography>
      </Paper>
      {request ? (
        <Alert severity="success" data-testid="return-sent">
          {t('appointments.return.sent', { status: request.statusName })}
        </Alert>
      ) : !RETURNABLE.has(appointment.status) ? (
        <Alert severity="info" data-testid="return-not-yet">
          {t('appointments.return.notYet')}
        </Alert>
      ) : (
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
              <Button type="submit" variant="contained" disabled={sent.loading} data-testid="return-submit">
                {t('appointments.return.submit')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      {back}
    </Stack>
  );
}
