import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLocaleState, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import type { AppointmentPayment, AppointmentRecord } from '../../../providers/appointment.documents';
import { formatBrl } from '../../plans/plan.money';
import { formatInstant } from '../appointment.format';
import { PaymentRefunds } from './PaymentRefunds';
import { canRefund, installmentsText, instrumentText, newestFirst, PAYMENT_STATUS_COLOR, type RefundViewer } from './payment.helpers';
import { RefundDialog } from './RefundDialog';
import { SandboxBankActions } from './SandboxBankActions';

const t = (key: string) => `resources.appointments.payments.${key}`;
const COLUMNS = ['createdAt', 'method', 'status', 'amount', 'discount', 'total', 'installments', 'instrument', 'refunded', 'paidAt'];
const MONEY_COLUMNS = new Set(['amount', 'discount', 'total', 'refunded']);

type RowProps = {
  payment: AppointmentPayment;
  index: number;
  timeZone: string;
  refundable: boolean;
  onRefund: (payment: AppointmentPayment) => void;
  onChanged: () => Promise<unknown> | undefined;
};

/** One payment attempt, with its actions and, expanded, its refunds. */
const PaymentRow = ({ payment, index, timeZone, refundable, onRefund, onChanged }: RowProps) => {
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
      <TableRow>
        <TableCell colSpan={COLUMNS.length + 2} sx={{ py: 0 }}>
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
    </>
  );
};

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
              {COLUMNS.map((column) => (
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
