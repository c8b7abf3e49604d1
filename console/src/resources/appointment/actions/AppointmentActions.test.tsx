// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ShowContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentPayment, AppointmentRecord } from '../../../providers/appointment.documents';
import { renderWithProviders, type TestViewer } from '../../../testing/render-with-providers.util';
import { createScriptedLink, type ScriptedHandler } from '../../../testing/scripted.link';
import { AppointmentActions } from './AppointmentActions';

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
const day = inTwoDays.toISOString().slice(0, 10);

const approved: AppointmentPayment = {
  id: 'pay-1',
  protocol: 'PG-1',
  method: 'CREDIT_CARD',
  methodName: 'Cartão de crédito',
  status: 'APPROVED',
  statusName: 'Pago',
  amountCents: 15_000,
  discountCents: 0,
  totalCents: 15_000,
  installments: 1,
  installmentCents: null,
  voucherCode: null,
  cardBrand: 'VISA',
  cardLast4: '1111',
  pix: null,
  refundedCents: 0,
  provider: 'sandbox',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  refusedReason: null,
};

const record = (over: Partial<AppointmentRecord> = {}): AppointmentRecord =>
  ({
    id: 'apt-1',
    protocol: 'AG-000123',
    status: 'SCHEDULED',
    statusName: 'Agendada',
    startDate: day,
    startTime: '10:00',
    endTime: '10:30',
    startsAt: inTwoDays.toISOString(),
    timeZone: 'America/Sao_Paulo',
    doctorId: 'doc-1',
    priceCents: 15_000,
    roomAccess: 'room-code',
    paymentAccess: 'pay-code',
    medicalAssistentName: null,
    payments: [],
    files: [],
    ...over,
  }) as AppointmentRecord;

const receptionOf =
  (a: AppointmentRecord, over: Record<string, unknown> = {}): ScriptedHandler =>
  () => ({
    data: {
      appointment: {
        __typename: 'Appointment',
        id: a.id,
        status: a.status,
        startsAt: a.startsAt,
        arrivedAt: null,
        canCancel: true,
        cancelBlockedReason: null,
        nextStatuses: ['PAID', 'CANCELLED', 'IN_ATTENDANCE', 'NO_SHOW'],
        assistantPhysician: null,
        ...over,
      },
    },
  });

function renderActions(
  a: AppointmentRecord,
  {
    handlers = {},
    viewer = { roles: ['CA'] },
    locale,
  }: { handlers?: Record<string, ScriptedHandler>; viewer?: TestViewer; locale?: 'en' } = {},
) {
  const gateway = createScriptedLink({ AppointmentReception: receptionOf(a), ...handlers });
  const refetch = vi.fn(async () => ({ data: a }) as never);
  const rendered = renderWithProviders(
    <ShowContextProvider
      value={
        { record: a, refetch, defaultTitle: '', isFetching: false, isLoading: false, isPending: false, resource: 'appointments' } as never
      }
    >
      <AppointmentActions />
    </ShowContextProvider>,
    { link: gateway.link, viewer, locale },
  );
  return { ...rendered, gateway, refetch };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the reception’s actions on an appointment', { timeout: 20_000 }, () => {
  it('a scheduled, unpaid appointment: every action, in Portuguese', async () => {
    renderActions(record());
    const toolbar = await screen.findByRole('toolbar', { name: 'Ações da recepção' });
    await within(toolbar).findByRole('button', { name: 'Marcar chegada' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Marcar chegada',
      'Confirmar pagamento no local',
      'Remarcar',
      'Médico assistente',
      'Reenviar',
      'Cancelar consulta',
    ]);
  });

  it('a started appointment: no reschedule or cancel, but arrival and no-show', async () => {
    const started = new Date(Date.now() - 10 * 60_000).toISOString();
    renderActions(record({ startsAt: started }), {});
    const toolbar = await screen.findByRole('toolbar', { name: 'Ações da recepção' });
    await within(toolbar).findByRole('button', { name: 'Marcar não comparecimento' });
    expect(within(toolbar).queryByRole('button', { name: 'Remarcar' })).toBeNull();
  });

  it('a doctor sees no reception toolbar', async () => {
    const { gateway } = renderActions(record(), { viewer: { roles: ['D'] } });
    await waitFor(() => expect(gateway.calls('AppointmentReception').length).toBe(1));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('a cancelled appointment shows none', async () => {
    const a = record({ status: 'CANCELLED' });
    const gateway = createScriptedLink({ AppointmentReception: receptionOf(a, { canCancel: false, nextStatuses: [] }) });
    renderWithProviders(
      <ShowContextProvider value={{ record: a, refetch: vi.fn() } as never}>
        <AppointmentActions />
      </ShowContextProvider>,
      { link: gateway.link, viewer: { roles: ['CA'] } },
    );
    await waitFor(() => expect(gateway.calls('AppointmentReception').length).toBe(1));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('no-show asks first; cancelling the question sends nothing, confirming sends NO_SHOW', async () => {
    const noShow = vi.fn(() => ({ data: { changeAppointmentStatus: { __typename: 'Appointment', id: 'apt-1', status: 'NO_SHOW' } } }));
    const started = record({ startsAt: new Date(Date.now() - 10 * 60_000).toISOString() });
    const { user, refetch } = renderActions(started, { handlers: { MarkAppointmentNoShow: noShow } });
    await user.click(await screen.findByRole('button', { name: 'Marcar não comparecimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar a consulta AG-000123 como não comparecimento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(noShow).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Marcar não comparecimento' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('no-show-confirm'));
    await screen.findByText('Não comparecimento registrado');
    expect(noShow).toHaveBeenCalledWith({ id: 'apt-1' });
    expect(refetch).toHaveBeenCalled();
  });

  it('cancelling needs a reason, named; a paid one then opens its refund, limited to what was paid', async () => {
    const a = record({ status: 'PAID', payments: [approved] });
    const cancel = vi.fn(() => ({
      data: { cancelAppointment: { __typename: 'Appointment', id: 'apt-1', status: 'CANCELLED', cancelReason: 'x', cancelTime: null } },
    }));
    const { user } = renderActions(a, { handlers: { ReceptionCancelAppointment: cancel } });
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a consulta AG-000123?' });
    expect(within(dialog).getByText(/abre-se o estorno do pagamento/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    expect(await within(dialog).findByText('O campo Motivo é obrigatório')).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();

    await user.type(within(dialog).getByTestId('cancel-reason'), 'Paciente desistiu');
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    const refund = await screen.findByRole('dialog', { name: /Estornar|Refund/ });
    expect(cancel).toHaveBeenCalledWith({ id: 'apt-1', reason: 'Paciente desistiu' });
    const amount = within(refund).getByTestId('refund-amount') as HTMLInputElement;
    expect(amount.value.replace(/\s/g, ' ')).toBe('R$ 150,00');
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.type(within(refund).getByTestId('refund-reason'), 'Cancelada');
    await user.click(within(refund).getByTestId('refund-confirm'));
    const helper = await within(refund).findByText(/no máximo|at most/i);
    expect(helper.textContent).toMatch(/R\$\s150,00/);
  });

  it('a representative cancels a paid one but is told the refund is for an administrator', async () => {
    const a = record({ status: 'PAID', payments: [approved] });
    const cancel = () => ({
      data: { cancelAppointment: { __typename: 'Appointment', id: 'apt-1', status: 'CANCELLED', cancelReason: 'x', cancelTime: null } },
    });
    const { user } = renderActions(a, { handlers: { ReceptionCancelAppointment: cancel }, viewer: { roles: ['R'] } });
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    await user.type(await screen.findByTestId('cancel-reason'), 'Paciente desistiu');
    await user.click(screen.getByTestId('cancel-confirm'));
    await screen.findByText(/O estorno do pagamento é feito por um administrador ou gestor/);
    expect(screen.queryByTestId('refund-confirm')).toBeNull();
  });

  it('on-site payment: the receipt is required and the amount never above the price; then it sends them', async () => {
    const pay = vi.fn(() => ({
      data: {
        confirmOnSitePayment: {
          __typename: 'Payment',
          id: 'pay-9',
          status: 'APPROVED',
          totalCents: 12_000,
          onSiteMethod: 'PIX',
          receiptNumber: 'R-77',
        },
      },
    }));
    const { user, refetch } = renderActions(record(), { handlers: { ConfirmOnSitePayment: pay } });
    await user.click(await screen.findByRole('button', { name: 'Confirmar pagamento no local' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByTestId('on-site-amount') as HTMLInputElement;
    expect(amount.value.replace(/\s/g, ' ')).toBe('R$ 150,00');
    await user.clear(amount);
    await user.type(amount, '15001');
    await user.click(within(dialog).getByTestId('on-site-confirm'));
    expect(await within(dialog).findByText('O campo Número do recibo é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText(/Valor recebido deve ser no máximo o valor da consulta, R\$\s150,00/)).toBeTruthy();
    expect(pay).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'PIX' }));
    await user.type(within(dialog).getByTestId('on-site-receipt'), 'R-77');
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.click(within(dialog).getByTestId('on-site-confirm'));
    await screen.findByText('Pagamento no local confirmado');
    expect(pay).toHaveBeenCalledTimes(1);
    const [variables] = pay.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(variables).toMatchObject({ appointmentId: 'apt-1', input: { method: 'PIX', receiptNumber: 'R-77', amountCents: 12_000 } });
    expect(typeof variables.idempotencyKey).toBe('string');
    expect(refetch).toHaveBeenCalled();
  });

  it('reschedule: picks a free time; a refusal shows the gateway’s text under the times and closes nothing (English)', async () => {
    const slots = () => ({
      data: {
        availableSlots: {
          __typename: 'Availability',
          timeZone: 'America/Sao_Paulo',
          slots: ['09:00', '09:30'].map((start) => ({
            __typename: 'AvailableSlot',
            date: day,
            start,
            end: '—',
            startsAt: `${day}T${start === '09:00' ? '12:00' : '12:30'}:00.000Z`,
          })),
        },
      },
    });
    const update = vi.fn(() => ({
      errors: [
        {
          message: 'Conflict',
          extensions: { code: 'CONFLICT', fields: [{ field: 'startsAt', message: 'This time is no longer available' }] },
        },
      ],
    }));
    const { user } = renderActions(record(), { handlers: { ReceptionSlots: slots, RescheduleAppointment: update }, locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment AG-000123' });
    await user.click(within(dialog).getByTestId('reschedule-confirm'));
    expect(await within(dialog).findByText('Time is required')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: '09:30' }));
    await user.click(within(dialog).getByTestId('reschedule-confirm'));
    expect(await within(dialog).findByText('This time is no longer available')).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ id: 'apt-1', startsAt: `${day}T12:30:00.000Z` });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('resend: a menu of the links that apply, and a success notification', async () => {
    const resend = vi.fn(() => ({ data: { resendAppointmentLink: true } }));
    const { user } = renderActions(record({ status: 'PAID' }), { handlers: { ResendAppointmentLink: resend }, locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['The confirmation', 'The room link']);
    await user.click(within(menu).getByRole('menuitem', { name: 'The room link' }));
    await screen.findByText('Room link sent again');
    expect(resend).toHaveBeenCalledWith({ id: 'apt-1', kind: 'ROOM' });
  });

  it('mark arrived: sent at once, then the button goes', async () => {
    let arrivedAt: string | null = null;
    const a = record();
    const mark = vi.fn(() => {
      arrivedAt = '2026-11-28T12:00:00.000Z';
      return { data: { markAppointmentArrived: { __typename: 'Appointment', id: 'apt-1', arrivedAt } } };
    });
    const readReception: ScriptedHandler = (v) => receptionOf(a, { arrivedAt })(v);
    const { user } = renderActions(a, { handlers: { MarkAppointmentArrived: mark, AppointmentReception: readReception } });
    await user.click(await screen.findByRole('button', { name: 'Marcar chegada' }));
    await screen.findByText('Chegada do paciente registrada');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar chegada' })).toBeNull());
    expect(mark).toHaveBeenCalledWith({ id: 'apt-1' });
  });

  it('assistant physician: chosen among the clinic’s professionals but the appointment’s own', async () => {
    const pros = () => ({
      data: {
        professionals: {
          __typename: 'ProfessionalPage',
          items: [
            { __typename: 'Professional', id: 'doc-1', name: 'Dr. Gregório House' },
            { __typename: 'Professional', id: 'doc-2', name: 'Dra. Ana Lima' },
          ],
        },
      },
    });
    const assign = vi.fn(() => ({
      data: {
        assignAssistantPhysician: {
          __typename: 'Appointment',
          id: 'apt-1',
          assistantPhysician: { __typename: 'Professional', id: 'doc-2', name: 'Dra. Ana Lima' },
        },
      },
    }));
    const { user } = renderActions(record(), { handlers: { ReceptionProfessionals: pros, AssignAssistantPhysician: assign } });
    await user.click(await screen.findByRole('button', { name: 'Médico assistente' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('assistant-confirm'));
    expect(await within(dialog).findByText('O campo Médico assistente é obrigatório')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByTestId('assistant-option');
    expect(options.map((o) => o.textContent)).toEqual(['Dra. Ana Lima']);
    await user.click(options[0]!);
    await user.click(within(dialog).getByTestId('assistant-confirm'));
    await screen.findByText('Médico assistente atribuído');
    expect(assign).toHaveBeenCalledWith({ id: 'apt-1', professionalId: 'doc-2' });
  });
});
