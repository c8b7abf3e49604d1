import { useQuery } from '@apollo/client';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBrl } from '../../plan/plan.money';
import { formatInstant } from '../appointment.format';
import { PaymentRefundsDocument } from './payment.documents';

const t = (key: string) => `resources.appointments.payments.refunds.${key}`;

/** The refunds of one payment (read from the network each time its row is expanded), in the clinic's time zone. */
export function PaymentRefunds({ paymentId, timeZone }: { paymentId: string; timeZone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, loading } = useQuery(PaymentRefundsDocument, { variables: { paymentId }, fetchPolicy: 'network-only' });
  if (loading && !data) return null;
  if (error || !data) {
    return (
      <Alert severity="warning" data-testid="payment-refunds-unavailable">
        {translate(t('unavailable'))}
      </Alert>
    );
  }
  const refunds = data.paymentRefunds;
  if (refunds.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="payment-refunds-empty">
        {translate(t('none'))}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate(t('title'))} data-testid="payment-refunds">
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('columns.createdAt'))}</TableCell>
          <TableCell align="right">{translate(t('columns.amount'))}</TableCell>
          <TableCell>{translate(t('columns.reason'))}</TableCell>
          <TableCell>{translate(t('columns.status'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {refunds.map((refund) => (
          <TableRow key={refund.id} data-testid={`payment-refund-row-${refund.id}`}>
            <TableCell>{formatInstant(refund.createdAt, timeZone, locale)}</TableCell>
            <TableCell align="right">{formatBrl(refund.amountCents, locale)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{refund.reason}</TableCell>
            <TableCell data-refund-status={refund.status}>{translate(t(`statuses.${refund.status}`), { _: refund.status })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
