import { useMutation } from '@apollo/client';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import type { AppointmentPayment, AppointmentRecord } from '../../../providers/appointment.documents';
import { toGatewayError } from '../../../providers/gateway-error';
import { RefundDialog } from '../payments/RefundDialog';
import { AssistantPhysicianDialog } from './AssistantPhysicianDialog';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { NoShowDialog } from './NoShowDialog';
import { OnSitePaymentDialog } from './OnSitePaymentDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { ResendLinkButton } from './ResendLinkButton';
import { MarkArrivedDocument } from './reception.documents';
import { canRefundAsViewer, paymentToRefund, type ReceptionViewer, receptionActions } from './reception.rules';
import { useAppointmentReception } from './use-appointment-reception';

const t = (key: string) => `resources.appointments.actions.${key}`;

type Open = 'reschedule' | 'cancel' | 'noShow' | 'onSite' | 'assistant' | null;

/**
 * The reception's toolbar on an appointment's page: reschedule, cancel (then refund a paid one), mark arrived or a
 * no-show, resend a link, confirm an on-site payment, assign the assistant physician — each shown only when it applies
 * to the appointment's status and the viewer's roles (CA, M, R, ADMIN). After each, the page reads the appointment
 * (status, payments) again.
 */
export const AppointmentActions = () => {
  const record = useRecordContext<AppointmentRecord>();
  const { refetch } = useShowContext<AppointmentRecord>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const { reception, refetch: refetchReception } = useAppointmentReception(record?.id);
  const [open, setOpen] = useState<Open>(null);
  const [refunding, setRefunding] = useState<AppointmentPayment | null>(null);
  const [markArrived, { loading: marking }] = useMutation(MarkArrivedDocument);
  // The list's row prefills the page: the actions wait for the detail (its payments).
  if (!record || record.payments === undefined) return null;

  const viewer: ReceptionViewer = { roles: identity?.roles, isPlatformAdmin: identity?.isPlatformAdmin };
  const fresh = reception?.id === record.id ? reception : null;
  const actions = receptionActions(
    {
      ...record,
      status: fresh?.status ?? record.status,
      arrivedAt: fresh ? fresh.arrivedAt : undefined,
      canCancel: fresh?.canCancel,
      nextStatuses: fresh?.nextStatuses,
    },
    viewer,
    new Date(),
  );
  const refresh = () => Promise.all([refetch?.(), refetchReception()]);
  const close = () => setOpen(null);

  const afterCancel = async () => {
    const payment = record.status === 'PAID' ? paymentToRefund(record.payments) : null;
    const refundHere = payment !== null && canRefundAsViewer(viewer);
    // One notification: a paid one the viewer may not refund says who does.
    notify(t(payment && !refundHere ? 'cancel.refund_by_admin' : 'cancel.done'), { type: 'success' });
    setOpen(null);
    await refresh();
    if (refundHere) setRefunding(payment);
  };

  const arrived = async () => {
    try {
      await markArrived({ variables: { id: record.id } });
      notify(t('arrived.done'), { type: 'success' });
      await refresh();
    } catch (error) {
      const failure = toGatewayError(error);
      notify(translate(failure.message, { _: failure.message }), { type: 'error' });
    }
  };

  const any = Object.values(actions).some((value) => (Array.isArray(value) ? value.length > 0 : value));
  return (
    <>
      {any ? (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={translate(t('toolbar'))}
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', py: 1 }}
          data-testid="appointment-actions"
        >
          {actions.arrived ? (
            <Button
              size="small"
              variant="contained"
              startIcon={<HowToRegIcon />}
              disabled={marking}
              onClick={() => void arrived()}
              data-testid="action-arrived"
            >
              {translate(t('arrived.action'))}
            </Button>
          ) : null}
          {actions.onSitePayment ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PaymentsIcon />}
              onClick={() => setOpen('onSite')}
              data-testid="action-on-site-payment"
            >
              {translate(t('on_site.action'))}
            </Button>
          ) : null}
          {actions.reschedule ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={() => setOpen('reschedule')}
              data-testid="action-reschedule"
            >
              {translate(t('reschedule.action'))}
            </Button>
          ) : null}
          {actions.assistant ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<MedicalServicesIcon />}
              onClick={() => setOpen('assistant')}
              data-testid="action-assistant"
            >
              {translate(t('assistant.action'))}
            </Button>
          ) : null}
          {actions.resend.length > 0 ? <ResendLinkButton appointmentId={record.id} kinds={actions.resend} /> : null}
          {actions.noShow ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<PersonOffIcon />}
              onClick={() => setOpen('noShow')}
              data-testid="action-no-show"
            >
              {translate(t('no_show.action'))}
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<EventBusyIcon />}
              onClick={() => setOpen('cancel')}
              data-testid="action-cancel"
            >
              {translate(t('cancel.action'))}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {open === 'reschedule' ? <RescheduleDialog appointment={record} onClose={close} onDone={refresh} /> : null}
      {open === 'cancel' ? <CancelAppointmentDialog appointment={record} onClose={close} onCancelled={afterCancel} /> : null}
      {open === 'noShow' ? <NoShowDialog appointment={record} onClose={close} onDone={refresh} /> : null}
      {open === 'onSite' ? <OnSitePaymentDialog appointment={record} onClose={close} onDone={refresh} /> : null}
      {open === 'assistant' ? (
        <AssistantPhysicianDialog appointment={record} current={fresh?.assistantPhysician ?? null} onClose={close} onDone={refresh} />
      ) : null}
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={refresh} /> : null}
    </>
  );
};
