// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { renderWithProviders, SCREEN_TEST_MS } from '../../testing/render-with-providers.util';
import { createScriptedLink, deferred, type ScriptedReply } from '../../testing/scripted.link';
import { PaymentPanel } from './PaymentPanel';

type Payment = NonNullable<PaymentPageFieldsFragment['current']>;

const unpaid: PaymentPageFieldsFragment = {
  __typename: 'PaymentPage',
  protocol: '2026-0001',
  companyName: 'Clínica Boa Saúde',
  professionalName: 'Dra. Ana Souza',
  startsAt: '2026-12-01T13:00:00.000Z',
  timeZone: 'America/Sao_Paulo',
  appointmentStatus: 'SCHEDULED',
  priceCents: 10_000,
  paymentRequired: true,
  paid: false,
  methods: ['CREDIT_CARD', 'PIX', 'ON_SITE'],
  installmentOptions: [
    {
      __typename: 'InstallmentOption',
      installments: 1,
      installmentCents: 10_000,
      firstInstallmentCents: 10_000,
      totalCents: 10_000,
      interestCents: 0,
      interestFree: true,
    },
  ],
  current: null,
};

const payment = (change: Partial<Payment>): Payment => ({
  __typename: 'Payment',
  id: 'payment-1',
  method: 'CREDIT_CARD',
  status: 'APPROVED',
  amountCents: 10_000,
  discountCents: 0,
  totalCents: 10_000,
  installments: 1,
  installmentCents: 10_000,
  voucherCode: null,
  cardBrand: 'VISA',
  cardLast4: '1111',
  paidAt: '2026-11-30T12:00:00.000Z',
  refusedReason: null,
  refundedCents: 0,
  pix: null,
  ...change,
});

const paidByCard: PaymentPageFieldsFragment = { ...unpaid, paid: true, current: payment({}) };

/** The panel on a page not paid yet; each test answers the mutations it expects (gateway.answer). */
function renderPanel({ locale }: { locale?: 'en' } = {}) {
  const gateway = createScriptedLink();
  gateway.answer('PaymentByAccess', () => ({ data: { paymentByAccess: unpaid } }));
  const onChange = vi.fn();
  const rendered = renderWithProviders(<PaymentPanel access="pay-code" protocol="2026-0001" onChange={onChange} />, {
    locale,
    link: gateway.link,
  });
  return { ...rendered, gateway, onChange };
}

const panel = () => screen.getByTestId('payment-panel');

/** Types the card in as a patient pasting each field would. */
async function fillCard(user: ReturnType<typeof renderPanel>['user']) {
  const fields: Array<[RegExp, string]> = [
    [/Número do cartão/, '4111111111111111'],
    [/Nome impresso no cartão/, 'MARIA SILVA'],
    [/Validade/, '1239'],
    [/Código de segurança/, '123'],
  ];
  for (const [label, text] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

afterEach(cleanup);

describe('PaymentPanel', { timeout: SCREEN_TEST_MS }, () => {
  it('shows what is paid and the clinic’s methods in Portuguese, once the page is read', async () => {
    renderPanel();
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeTruthy();

    expect(await screen.findByText('Como você quer pagar?')).toBeTruthy();
    expect(within(screen.getByTestId('payment-summary')).getByText('Clínica Boa Saúde')).toBeTruthy();
    expect(within(screen.getByTestId('payment-summary')).getByText(/R\$\s100,00/)).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cartão de créditoPague agora, parcelado se preferir.',
      'PIXPague no app do seu banco em até 15 minutos.',
      'Pagar no localPague na clínica no dia da consulta.',
    ]);
  });

  it('speaks English to an English-speaking patient', async () => {
    renderPanel({ locale: 'en' });
    expect(await screen.findByText('How do you want to pay?')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pay on site/ })).toBeTruthy();
  });

  it('pays by card: the Pay button waits for the answer, then the payment is confirmed', async () => {
    const answer = deferred<ScriptedReply>();
    const { user, gateway, onChange } = renderPanel();
    gateway.answer('PayAppointment', () => answer.promise);
    await user.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));
    await fillCard(user);
    const pay = screen.getByRole('button', { name: /Pagar R\$\s100,00/ });
    await user.click(pay);

    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(true));
    expect(panel().getAttribute('aria-busy')).toBe('true');
    const [sent] = gateway.calls('PayAppointment');
    expect(sent).toMatchObject({
      access: 'pay-code',
      protocol: '2026-0001',
      input: { method: 'CREDIT_CARD', cardNumber: '4111111111111111', holderName: 'MARIA SILVA', validity: '12/39', installments: 1 },
    });
    expect(typeof sent?.idempotencyKey).toBe('string');

    answer.resolve({ data: { payAppointment: paidByCard } });
    expect(await screen.findByText('Pagamento confirmado')).toBeTruthy();
    expect(within(screen.getByTestId('payment-receipt')).getByText('Cartão de crédito — VISA final 1111')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(paidByCard, 'paid');
  });

  it('checks the card before sending it: each empty field says so and nothing is sent', async () => {
    const { user, gateway } = renderPanel();
    gateway.answer('PayAppointment', () => ({ data: { payAppointment: paidByCard } }));
    await user.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));
    await user.click(screen.getByRole('button', { name: /Pagar R\$\s100,00/ }));

    expect(screen.getByLabelText(/Número do cartão/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Nome impresso no cartão/).getAttribute('aria-invalid')).toBe('true');
    expect(gateway.calls('PayAppointment')).toEqual([]);
  });

  it('says the card was not accepted when the payment is refused, and lets the patient try again', async () => {
    const { user, gateway } = renderPanel();
    gateway.answer('PayAppointment', () => ({
      data: null,
      errors: [{ message: 'Refused by the bank', extensions: { code: 'PAYMENT_NOT_ACCEPTED' } }],
    }));
    await user.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /Pagar R\$\s100,00/ }));

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'O pagamento não foi aceito, verifique se os dados informados estão corretos',
    );
    expect((screen.getByRole('button', { name: /Pagar R\$\s100,00/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pays on site: the amount is told first, then it is done', async () => {
    const onSite = {
      ...unpaid,
      current: payment({ method: 'ON_SITE', status: 'PENDING', paidAt: null, cardBrand: null, cardLast4: null }),
    };
    const { user, gateway } = renderPanel();
    gateway.answer('PayOnSite', () => ({ data: { payOnSite: onSite } }));
    await user.click(await screen.findByRole('radio', { name: /Pagar no local/ }));
    expect(screen.getByText(/Você vai pagar R\$\s100,00 na clínica, no dia da consulta\./)).toBeTruthy();
    await user.click(screen.getByTestId('payment-on-site'));

    expect((await screen.findByTestId('payment-on-site-done')).textContent).toBe('Pronto: você vai pagar na clínica, no dia da consulta.');
    expect(gateway.calls('PayOnSite')).toHaveLength(1);
  });

  it('turns to success by itself when the payment changes elsewhere (paymentChanged)', async () => {
    const { gateway } = renderPanel();
    await screen.findByText('Como você quer pagar?');
    await waitFor(() => expect(gateway.subscribed('PaymentChanged')).toBe(true));
    act(() => gateway.push('PaymentChanged', { paymentChanged: paidByCard }));

    expect(await screen.findByText('Pagamento confirmado')).toBeTruthy();
    expect(panel().getAttribute('data-view')).toBe('paid');
  });

  it('shows the server’s message when the page cannot be read', async () => {
    const gateway = createScriptedLink();
    gateway.answer('PaymentByAccess', () => ({
      data: null,
      errors: [{ message: 'Acesso negado', extensions: { code: 'ACCESS_DENIED' } }],
    }));
    renderWithProviders(<PaymentPanel access="pay-code" protocol="2026-0001" />, { link: gateway.link });

    expect((await screen.findByTestId('error-alert')).textContent).toContain('Acesso negado');
    expect(screen.queryByText('Como você quer pagar?')).toBeNull();
  });
});
