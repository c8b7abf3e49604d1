import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import { useT } from '../../i18n/locale.context';
import { CancelReasonField } from '../appointments/CancelReasonField';
import { useCancelReason } from '../appointments/cancel-reason.hook';

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
  const reason = useCancelReason(feedback?.fieldErrors.reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.take();
    if (text === null || cancelling) return;
    onCancel(text);
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
        <CancelReasonField reason={reason} />
        <Box>
          <Button type="submit" color="error" variant="contained" disabled={cancelling} data-testid="public-cancel-submit">
            {t('appointments.cancel.confirm')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
