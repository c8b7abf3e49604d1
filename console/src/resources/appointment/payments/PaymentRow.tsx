import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Collapse, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AppointmentPayment } from '../../../providers/appointment.documents';
import { formatBrl } from '../../plan/plan.money';
import { formatInstant } from '../appointment.format';
import { PaymentRefunds } from './PaymentRefunds';
import { installmentsText, instrumentText, PAYMENT_COLUMNS, PAYMENT_STATUS_COLOR } from './payment.helpers';
import { SandboxBankActions } from './SandboxBankActions';

const t = (key: string) => `resources.appointments.payments.${key}`;

type RowProps = {
  payment: AppointmentPayment;
  index: number;
  timeZone: string;
  refundable: boolean;
  onRefund: (payment: AppointmentPayment) => void;
  onChanged: () => Promise<unknown> | undefined;
};

/** The payment's status, and why the provider refused it. */
const PaymentStatusCell = ({ payment }: { payment: AppointmentPayment }) => {
  const translate = useTranslate();
  return (
    <TableCell>
      <Chip
        size="small"
        color={PAYMENT_STATUS_COLOR[payment.status] ?? 'default'}
        label={payment.statusName || payment.status}
        data-testid="payment-status"
        data-status={payment.status}
      />
      {payment.status === 'REFUSED' && payment.refusedReason ? (
        <Typography variant="caption" color="error" component="p">
          {translate(t('refused_reason'), { reason: payment.refusedReason })}
        </Typography>
      ) : null}
    </TableCell>
  );
};

/** The row under a payment, opened with its expand button: the payment's refunds. */
const RefundsRow = ({ payment, timeZone, open }: { payment: AppointmentPayment; timeZone: string; open: boolean }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={PAYMENT_COLUMNS.length + 2} sx={{ py: 0 }}>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <Box sx={{ py: 1, pl: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              {translate(t('refunds.title'))}
            </Typography>
            <PaymentRefunds paymentId={payment.id} timeZone={timeZone} />
          </Box>
        </Collapse>
      </TableCell>
    </TableRow>
  );
};

/** One payment attempt, with its actions and, expanded, its refunds. */
export const PaymentRow = ({ payment, index, timeZone, refundable, onRefund, onChanged }: RowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const brl = (cents: number) => formatBrl(cents, locale);
  return (
    <>
      <TableRow
        data-testid={`payment-row-${payment.id}`}
        data-index={index}
        data-payment-row={payment.id}
        sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={translate(t(open ? 'refunds.hide' : 'refunds.show'))}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            data-testid="payment-expand"
          >
            {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(payment.createdAt, timeZone, locale)}</TableCell>
        <TableCell>{payment.methodName}</TableCell>
        <PaymentStatusCell payment={payment} />
        <TableCell align="right">{brl(payment.amountCents)}</TableCell>
        <TableCell align="right">
          {brl(payment.discountCents)}
          {payment.voucherCode ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(t('voucher'), { code: payment.voucherCode })}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {brl(payment.totalCents)}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{installmentsText(payment, locale)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{instrumentText(payment)}</TableCell>
        <TableCell align="right" data-testid="payment-refunded">
          {brl(payment.refundedCents)}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(payment.paidAt, timeZone, locale)}</TableCell>
        <TableCell>
          <Stack spacing={1} alignItems="flex-start">
            {refundable ? (
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<UndoIcon />}
                onClick={() => onRefund(payment)}
                data-testid="payment-refund"
              >
                {translate(t('refund.action'))}
              </Button>
            ) : null}
            <SandboxBankActions payment={payment} onDone={onChanged} />
          </Stack>
        </TableCell>
      </TableRow>
      <RefundsRow payment={payment} timeZone={timeZone} open={open} />
    </>
  );
};
