import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import type { AppointmentPayment, AppointmentRecord } from '../../../providers/appointment.documents';
import { PaymentRow } from './PaymentRow';
import { canRefund, MONEY_COLUMNS, newestFirst, PAYMENT_COLUMNS, type RefundViewer } from './payment.helpers';
import { RefundDialog } from './RefundDialog';

const t = (key: string) => `resources.appointments.payments.${key}`;

/**
 * The Payments tab: the appointment's payment attempts (read with the detail; staff only), newest first, with a
 * Refund button for administrators and managers on what a cancelled appointment has paid, and — for the sandbox
 * provider, in development — the sandbox bank's buttons. Times are in the clinic's time zone.
 */
export const AppointmentPaymentsField = (_props: { source?: 'payments'; label?: string | false }) => {
  const record = useRecordContext<AppointmentRecord>();
  const { refetch } = useShowContext<AppointmentRecord>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const [refunding, setRefunding] = useState<AppointmentPayment | null>(null);
  if (!record) return null;
  // The list's row prefills the page without `payments`: wait for the detail.
  if (record.payments === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(t('loading'))}
      </Typography>
    );
  }
  const payments = newestFirst(record.payments);
  if (payments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="payments-empty">
        {translate(t('empty'))}
      </Typography>
    );
  }
  const viewer: RefundViewer = { roles: identity?.roles, isPlatformAdmin: identity?.isPlatformAdmin };
  const onChanged = () => refetch?.();
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="payments-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {PAYMENT_COLUMNS.map((column) => (
                <TableCell key={column} align={MONEY_COLUMNS.has(column) ? 'right' : 'left'}>
                  {translate(t(`columns.${column}`))}
                </TableCell>
              ))}
              <TableCell>{translate(t('columns.actions'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment, index) => (
              <PaymentRow
                key={payment.id}
                payment={payment}
                index={index}
                timeZone={record.timeZone}
                refundable={canRefund(payment, record.status, viewer)}
                onRefund={setRefunding}
                onChanged={onChanged}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={onChanged} /> : null}
    </>
  );
};
