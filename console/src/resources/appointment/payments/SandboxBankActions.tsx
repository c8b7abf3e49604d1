import { useMutation } from '@apollo/client';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { AppointmentPayment } from '../../../providers/appointment.documents';
import { toGatewayError } from '../../../providers/gateway-error';
import { SandboxPayPixDocument, SandboxSettleCardDocument } from './payment.documents';
import { sandboxActions } from './payment.helpers';

const t = (key: string) => `resources.appointments.payments.sandbox.${key}`;

/**
 * Development only: the sandbox bank's buttons for a payment of the sandbox provider — pay a pending PIX from its
 * copy-and-paste code, or end a card's analysis. Nothing shows for another provider.
 */
export function SandboxBankActions({ payment, onDone }: { payment: AppointmentPayment; onDone: () => Promise<unknown> | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [payPix, { loading: paying }] = useMutation(SandboxPayPixDocument);
  const [settleCard, { loading: settling }] = useMutation(SandboxSettleCardDocument);
  const { payPix: canPayPix, settleCard: canSettle } = sandboxActions(payment);
  if (!canPayPix && !canSettle) return null;
  const busy = paying || settling;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(t(done), { type: 'info' });
      await onDone();
    } catch (error) {
      const failure = toGatewayError(error);
      notify(translate(failure.message, { _: failure.message }), { type: 'error' });
    }
  };

  return (
    <Box data-testid="sandbox-bank" sx={{ border: 1, borderColor: 'warning.main', borderStyle: 'dashed', borderRadius: 1, px: 1, py: 0.5 }}>
      <Typography variant="caption" color="warning.main" component="p" title={translate(t('hint'))}>
        {translate(t('label'))}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {canPayPix && payment.pix ? (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={busy}
            data-testid="sandbox-pay-pix"
            onClick={() => run(() => payPix({ variables: { brCode: payment.pix?.brCode ?? '' } }), 'paid')}
          >
            {translate(t('pay_pix'))}
          </Button>
        ) : null}
        {canSettle ? (
          <>
            <Button
              size="small"
              variant="outlined"
              color="success"
              disabled={busy}
              data-testid="sandbox-approve"
              onClick={() => run(() => settleCard({ variables: { paymentId: payment.id, approve: true } }), 'approved')}
            >
              {translate(t('approve'))}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={busy}
              data-testid="sandbox-refuse"
              onClick={() => run(() => settleCard({ variables: { paymentId: payment.id, approve: false } }), 'refused')}
            >
              {translate(t('refuse'))}
            </Button>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
