import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { CANCEL_REASON_MAX, fieldLabel, format as formatMessage } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';

type Props = {
  /** Cancels with the reason given (trimmed); the answer comes back through the page. */
  onCancel: (reason: string) => void;
  cancelling: boolean;
  /** The last refusal: its message above, the reason's error under it. */
  feedback: Feedback | null;
};

/** The cancellation by a short link: the reason (required, said when tried without one) and the button. */
export function PublicCancelForm({ onCancel, cancelling, feedback }: Props) {
  const t = useT();
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const reasonError =
    feedback?.fieldErrors.reason ?? (tried && missing ? formatMessage('required', locale, fieldLabel('reason', locale)) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || cancelling) return;
    onCancel(reason.trim());
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} data-testid="public-cancel-form">
      <Stack spacing={2}>
        <Typography>{t('publicCancel.intro')}</Typography>
        {feedback?.message && (
          <Alert severity="error" role="alert" data-testid="public-cancel-error">
            {feedback.message}
          </Alert>
        )}
        <TextField
          required
          fullWidth
          multiline
          minRows={2}
          name="reason"
          label={t('appointments.cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(reasonError)}
          helperText={reasonError}
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
        />
        <Box>
          <Button type="submit" color="error" variant="contained" disabled={cancelling} data-testid="public-cancel-submit">
            {t('appointments.cancel.confirm')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
